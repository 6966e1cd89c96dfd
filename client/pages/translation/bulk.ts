import type { BulkAction, BulkResult, SkipReason } from "../../../common/contracts/bulk";
import { countOf, TRANSLATION } from "../../lib/count-words";

/** The actions as the dialog names them (docs/decisions/0066-bulk-actions.md). */
export const ACTION_NAMES: Record<BulkAction, string> = {
  approve: "Approve",
  "needs-review": "Set needs review",
  "request-changes": "Request changes",
  confirm: "Confirm still current",
  replace: "Find & replace",
  "copy-from": "Copy from another language",
  clear: "Clear",
};

const DONE: Record<BulkAction, string> = {
  approve: "approved",
  "needs-review": "set to needs review",
  "request-changes": "sent back with changes requested",
  confirm: "confirmed as still current",
  replace: "changed by the replacement",
  "copy-from": "copied",
  clear: "cleared",
};

const REASONS: Record<SkipReason, string> = {
  empty: "empty",
  unchanged: "already so",
  forbidden: "outside your rights",
  hasError: "with an error",
  breaksIcu: "where the replacement would break the message",
  sourceLocale: "in the source language (edit those one at a time)",
  fromEmpty: "with nothing to copy",
  overLimit: "past one run's limit (run it again for them)",
};

/** "12 translations would be approved." (a dry run), "12 translations were approved." (a run). */
export function changeSentence(result: BulkResult): string {
  const verb = result.dryRun ? "would be" : result.changed === 1 ? "was" : "were";
  return `${countOf(result.changed, TRANSLATION)} ${verb} ${DONE[result.action]}.`;
}

/** Why the others stay as they are, or null when none is left alone. */
export function skippedSentence(result: BulkResult): string | null {
  const parts = (Object.keys(REASONS) as SkipReason[])
    .filter((reason) => result.skipped[reason] > 0)
    .map((reason) => `${result.skipped[reason]} ${REASONS[reason]}`);
  if (parts.length === 0) return null;
  return `Left alone, of ${countOf(result.considered, TRANSLATION)}: ${parts.join(", ")}.`;
}
