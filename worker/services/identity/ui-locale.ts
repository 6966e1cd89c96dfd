import type { AdminLocale } from "../../../common/admin-locale";

/**
 * Your account → Language (migrations/0036): the admin's language an account chose, or `null`
 * for the browser's. The caller has checked it is offered (common/admin-locale.ts's
 * `isAdminLocale`); the session reads it back in its own statement from the next request on.
 */
export async function setUiLocale(
  db: D1Database,
  userId: number,
  locale: AdminLocale | null,
  now = Date.now(),
): Promise<void> {
  await db.prepare("UPDATE users SET ui_locale = ?2, updated_at = ?3 WHERE id = ?1").bind(userId, locale, now).run();
}
