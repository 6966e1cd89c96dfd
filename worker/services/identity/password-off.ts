/**
 * "Password sign-in off for everyone but the break-glass admin" (docs/decisions/0089-single-sign-on.md):
 * whether the setting refuses this account's password. The break-glass admin is the one who turned
 * passwords off; should that account be disabled or no longer an admin, every enabled admin keeps
 * the password, so an admin can always sign in without the provider.
 */
export async function passwordSignInOff(db: D1Database, userId: number): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT NOT (me.role = 'admin' AND (s.break_glass_user_id = me.id OR NOT EXISTS (
         SELECT 1 FROM users b WHERE b.id = s.break_glass_user_id AND b.role = 'admin' AND b.disabled = 0))) AS off
       FROM sso_settings s JOIN users me ON me.id = ?1 WHERE s.id = 1 AND s.password_sign_in = 0`,
    )
    .bind(userId)
    .first<{ off: number }>();
  return row?.off === 1;
}
