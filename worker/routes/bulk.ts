import { Hono } from "hono";
import { canEditLocale, canReviewLocale } from "../../common/auth";
import { type BulkResult, bulkBody } from "../../common/contracts/bulk";
import { MAX_BULK_DELETE_BODY_BYTES } from "../../common/contracts/translations";
import type { LocaleCode } from "../../common/locales";
import type { AppEnv } from "../env";
import { requireAccount } from "../http/auth";
import { limitBody, validate } from "../http/validate";
import { sourceLocaleOf } from "../lib/source-locale";
import { runBulk } from "../services/translations";

/**
 * Bulk actions under `/api/admin/translations` (docs/decisions/0066-bulk-actions.md), mounted
 * beside the translation API behind the same session guard. The body may name up to 10,000 keys,
 * as a bulk delete does. Rights are asked per translation: approving needs a reviewer's or an
 * admin's rights in its locale, every other action an editor's.
 */
export const bulkApi = new Hono<AppEnv>().post(
  "/bulk",
  limitBody(MAX_BULK_DELETE_BODY_BYTES),
  validate("json", bulkBody),
  async (c) => {
    const account = requireAccount(c);
    const runner = {
      email: account.email,
      id: account.id,
      canEdit: (l: LocaleCode) => canEditLocale(account, l),
      canReview: (l: LocaleCode) => canReviewLocale(account, l),
    };
    const result = await runBulk(c.env, c.req.valid("json"), runner, sourceLocaleOf(c.env));
    return c.json(result satisfies BulkResult);
  },
);
