import type { BulkAction, BulkRequest, BulkResult } from "../../../../common/contracts/bulk";
import type { PublishResult } from "../../../../common/contracts/translation-responses";
import type { LocaleCode } from "../../../../common/locales";
import { AppError } from "../../../lib/errors";
import { publishAfterWrite } from "../publish";
import type { TranslationBindings } from "../translation-sql";
import { type BulkAccount, type BulkPlan, planBulk, reviews, runLocales } from "./plan";
import { BULK_WRITE, type BulkWriteOptions, writeBulkAction } from "./write";

/**
 * POST `/bulk` (docs/decisions/0066-bulk-actions.md): plans the action over the selection, answers
 * the counts on a dry run, else writes the planned changes in atomic batches as one change (the
 * import history's undo takes it back in one action), publishes once, and says how far it got.
 */
const SAMPLE_SIZE = 10;

/** Who may run an action at all: approvals are for reviewers and admins, the rest for editors. */
function mayRunSomewhere(action: BulkAction, locales: LocaleCode[], account: BulkAccount): boolean {
  return locales.some((l) => (reviews(action) ? account.canReview(l) : account.canEdit(l)));
}

export async function runBulk(
  env: TranslationBindings,
  request: BulkRequest,
  account: BulkAccount,
  sourceLocale: LocaleCode,
  options: BulkWriteOptions = BULK_WRITE,
): Promise<BulkResult & { publish?: PublishResult }> {
  const locales = runLocales(request);
  if (!mayRunSomewhere(request.action, locales, account)) {
    const what = request.action === "approve" ? "approve" : request.action === "request-changes" ? "review" : "edit";
    throw new AppError(403, `You may not ${what} texts in ${locales.join(", ")}`);
  }
  const plan = await planBulk(env.DB, request, account, sourceLocale);
  const base = resultOf(request.action, plan);
  if (request.dryRun || plan.changes.length === 0)
    return { ...base, dryRun: request.dryRun, message: sentence(request.action, plan.changes.length, true) };

  const written = await writeBulkAction(env.DB, request.action, plan.changes, account, options, request.reason);
  const touched = { sourceLocale, changeId: written.undoId };
  const publish = written.changed > 0 ? await publishAfterWrite(env.DB, env.CACHE, touched) : undefined;
  const { done, total } = written.batches;
  if (written.failure) {
    const remaining = Array.from({ length: total - done }, (_, i) => done + i + 1);
    console.warn("bulk: stopped:", String(written.failure));
    throw new AppError(
      503,
      `The bulk ${request.action} stopped after ${done} of ${total} batches: ${written.changed} translation(s) changed` +
        ` (undo id ${written.undoId ?? "none"}); batch(es) ${remaining.join(", ")} were not written. Run it again for the rest.`,
      { applied: { undoId: written.undoId, changed: written.changed, batches: written.batches }, remaining },
    );
  }
  return {
    ...base,
    dryRun: false,
    changed: written.changed,
    batches: written.batches,
    undoId: written.undoId,
    message: sentence(request.action, written.changed, false),
    ...(publish ? { publish } : {}),
  };
}

function resultOf(action: BulkAction, plan: BulkPlan): Omit<BulkResult, "dryRun" | "message"> {
  const sample = plan.changes
    .filter((c) => c.text !== undefined)
    .slice(0, SAMPLE_SIZE)
    .map((c) => ({ key: c.key, locale: c.locale, before: c.before, after: c.text ?? "" }));
  return {
    action,
    locales: plan.locales,
    considered: plan.considered,
    changed: plan.changes.length,
    skipped: plan.skipped,
    refused: plan.refused,
    sample,
    batches: { done: 0, total: 0 },
    undoId: null,
  };
}

const DONE: Record<BulkAction, string> = {
  approve: "approved",
  "needs-review": "set to needs review",
  confirm: "confirmed as still current",
  "request-changes": "sent back with changes requested",
  replace: "changed by the replacement",
  "copy-from": "copied",
  clear: "cleared",
};

function sentence(action: BulkAction, n: number, dryRun: boolean): string {
  return `${n} translation(s) ${dryRun ? "would be" : "were"} ${DONE[action]}.`;
}
