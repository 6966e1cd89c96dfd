/**
 * The ICU check as its callers know it: `checkMessage` now runs the check registry
 * (common/checks/registry.ts, docs/checks.md), and these names stay where the importers,
 * the editor and the worker have always found them.
 */
export type { ParseResult } from "../checks/parse.ts";
export { parseMessage } from "../checks/parse.ts";
export type { ProblemCode } from "../checks/registry.ts";
export { SEVERITY } from "../checks/registry.ts";
export type { CheckOptions } from "../checks/run.ts";
export { runChecks as checkMessage, sourceArguments } from "../checks/run.ts";
export type { Problem, Severity, SourceArguments } from "../checks/types.ts";

/** True when a list of problems makes the message unusable. */
export function isInvalid(problems: readonly { severity: "error" | "warning" }[]): boolean {
  return problems.some((p) => p.severity === "error");
}
