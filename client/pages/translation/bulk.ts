import type { BulkAction, BulkResult, SkipReason } from "../../../common/contracts/bulk";
import type { AdminI18n } from "../../admin-i18n/translator";

type Translate = AdminI18n["t"];

/** An action's name in the admin's messages (`bulk.actions.*`, `bulk.willChange.*`, …): camelCase. */
const NAMES = {
  approve: "approve",
  "needs-review": "needsReview",
  "request-changes": "requestChanges",
  confirm: "confirm",
  replace: "replace",
  "copy-from": "copyFrom",
  clear: "clear",
} as const satisfies Record<BulkAction, string>;

const isAction = (code: string): code is BulkAction => Object.hasOwn(NAMES, code);

/** The action as the dialog names it (docs/decisions/0066-bulk-actions.md): "Approve". */
export const actionName = (t: Translate, action: BulkAction) => t(`bulk.actions.${NAMES[action]}`);

/** A bulk run as the list of imports names it ("a bulk approve"), from its record's `format`. */
export const runName = (t: Translate, format: string) =>
  t(isAction(format) ? `bulk.runNames.${NAMES[format]}` : "bulk.runNames.other");

/** Why a translation is left alone, in the order the sentence gives them. */
const REASONS = {
  empty: "bulk.skipped.empty",
  unchanged: "bulk.skipped.unchanged",
  forbidden: "bulk.skipped.forbidden",
  hasError: "bulk.skipped.hasError",
  breaksIcu: "bulk.skipped.breaksIcu",
  sourceLocale: "bulk.skipped.sourceLocale",
  fromEmpty: "bulk.skipped.fromEmpty",
  overLimit: "bulk.skipped.overLimit",
} as const satisfies Record<SkipReason, string>;

/** "12 translations would be approved." (a dry run), "12 translations were approved." (a run). */
export function changeSentence(t: Translate, result: BulkResult): string {
  const name = NAMES[result.action];
  return t(result.dryRun ? `bulk.willChange.${name}` : `bulk.changed.${name}`, { count: result.changed });
}

/** Why the others stay as they are, or null when none is left alone. */
export function skippedSentence(i18n: Pick<AdminI18n, "t" | "list">, result: BulkResult): string | null {
  const reasons = (Object.keys(REASONS) as SkipReason[])
    .filter((reason) => result.skipped[reason] > 0)
    .map((reason) => i18n.t(REASONS[reason], { count: result.skipped[reason] }));
  if (reasons.length === 0) return null;
  return i18n.t("bulk.skipped.sentence", { count: result.considered, reasons: i18n.list(reasons) });
}
