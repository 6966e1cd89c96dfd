import { ADMIN_SOURCE_LOCALE } from "../../../common/admin-locale";
import type { ListResult } from "../../../common/contracts/translation-responses";
import type { ListQuery } from "../../../common/contracts/translations";
import type { LocaleCode } from "../../../common/locales";
import { listKeys } from "./query";
import { reviewedOnlyLocales } from "./review";
import { currentRevision } from "./revision";

/**
 * One page of the editor's list, as `GET /api/admin/translations` answers it and as the
 * editor's page is rendered with (its first page comes with the HTML).
 */
export async function listPage(db: D1Database, sourceLocale: LocaleCode, query: ListQuery): Promise<ListResult> {
  const [list, revision, reviewedOnly] = await Promise.all([
    listKeys(db, query),
    currentRevision(db),
    reviewedOnlyLocales(db),
  ]);
  // The admin's messages are translated from English (docs/decisions/0088).
  const source = query.scope === "admin" ? ADMIN_SOURCE_LOCALE : sourceLocale;
  return { ...list, revision, sourceLocale: source, reviewedOnly: [...reviewedOnly] };
}
