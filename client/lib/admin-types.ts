import type * as contract from "../../common/contracts/translation-responses";

/**
 * The answers of the translation admin API as the editor and the dashboard read
 * them: the contract's types (common/contracts), named once for the client.
 */

export type TranslationProblem = contract.TranslationProblem;
export type Translation = contract.Translation;
export type KeyRow = contract.KeyRow;
export type ListResult = contract.ListResult;
export type KeyDetail = contract.KeyDetail;
export type SaveOk = contract.SaveOk;
export type LocaleCompletion = contract.LocaleCompletion;
export type Stats = contract.Stats;
export type ImportPreview = contract.ImportPreview;
export type ImportApplied = contract.ImportApplied;
export type ImportStatus = contract.ImportStatus;

/** What a change published: the messages not served and the locales not built. */
export type PublishOutcome = contract.PublishResult;
export type PublishStatus = Stats["publish"];

export type { Format as ImportFormat } from "../../common/contracts/formats";
export { IMPORT_STATUSES } from "../../common/contracts/translation-responses";

/** The list filter `problem=`: a problem code, or any error / any warning. */
export type ProblemFilter = "errors" | "warnings" | (string & {});
