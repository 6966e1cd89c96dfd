/**
 * The policy's floor (docs/decisions/0084-factor-changes-and-sessions.md, amended): an account the
 * policy requires a second factor of cannot remove its last one itself; it may add another first.
 * (An admin's "Turn off two-factor sign-in" on the People page is the way out of a lost factor.)
 * Loaded on use and importing nothing, so it stays out of the worker's startup (decision 0072).
 */

/** Whether removing `what` would leave an account the policy covers (policy.ts's POLICY_COVERS_SQL) without a second factor. */
export async function isLastRequiredFactor(
  db: D1Database,
  userId: number,
  what: { totp: true } | { passkeyId: number },
): Promise<boolean> {
  const passkeyId = "passkeyId" in what ? what.passkeyId : null;
  // Left after the removal: the app unless it is what goes, the passkeys but the one that goes.
  const row = await db
    .prepare(
      `SELECT (SELECT CASE p.require_two_factor_for WHEN 'everyone' THEN 1 WHEN 'reviewers' THEN u.role IN ('admin', 'reviewer')
           WHEN 'admins' THEN u.role = 'admin' ELSE 0 END FROM account_policy p WHERE p.id = 1)
         AND NOT EXISTS (SELECT 1 FROM totp_factors WHERE user_id = u.id AND ?2 IS NOT NULL AND confirmed_at IS NOT NULL)
         AND NOT EXISTS (SELECT 1 FROM passkeys WHERE user_id = u.id AND id IS NOT ?2) AS last
       FROM users u WHERE u.id = ?1`,
    )
    .bind(userId, passkeyId)
    .first<{ last: number | null }>();
  return Boolean(row?.last);
}
