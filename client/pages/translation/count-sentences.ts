import type { AdminI18n } from "../../admin-i18n/translator";

/**
 * The editor's counted sentences, whole ICU plurals of `locales/admin/<code>/editor.json`
 * (`editor.counts.*`), so each language words its own forms.
 */
type Translate = AdminI18n["t"];

/** "1 open question", "3 open questions". */
export const openQuestions = (n: number, t: Translate) => t("editor.counts.openQuestions", { count: n });

/** A key's open questions, as its marker in the grid says it. */
export const openQuestionsHint = (n: number, t: Translate) => t("editor.counts.openQuestionsHint", { count: n });

/** What deleting the shown keys takes with them: "Their 1 comment or question goes with them." */
export const commentsGoWithKeys = (n: number, t: Translate) => t("editor.counts.commentsGoWithKeys", { count: n });

/** What deleting one key takes with it: "Its 2 comments and questions are deleted with it." */
export const commentsGoWithKey = (n: number, t: Translate) => t("editor.counts.commentsGoWithKey", { count: n });
