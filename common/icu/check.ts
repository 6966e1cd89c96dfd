/**
 * The ICU check as its callers know it: `checkMessage` now runs the check registry
 * (common/checks/registry.ts, docs/checks.md), and these names stay where the importers,
 * the editor and the worker have always found them.
 */
export { parseMessage } from "../checks/parse.ts";
export { runChecks as checkMessage, sourceArguments } from "../checks/run.ts";
export { isInvalid } from "../checks/severity.ts";
export type { Problem, SourceArguments } from "../checks/types.ts";
