/**
 * Whether this session proved a second factor lately (docs/decisions/0084-factor-changes-and-sessions.md):
 * at sign-in (a code or a passkey), at the app's first code, or again with a code (`second_factor_at`
 * on the session). An account whose only factor is a passkey proves it again by signing in with it.
 */
import { AppError } from "../../lib/errors";

export const REAUTH_WINDOW_MS = 5 * 60 * 1000;

const secondFactorRequired = () =>
  new AppError(
    403,
    "Confirm it is you first: enter a code from your authenticator app or a recovery code (or sign in again with your passkey), then try again.",
    { code: "second_factor_required" },
  );

/** 409 `last_factor`: the policy requires a second factor of the account, and this is its last (./last-factor.ts). */
export const lastFactorRefused = () =>
  new AppError(409, "Your account requires two-factor sign-in: add another second factor first.", {
    code: "last_factor",
  });

/** Passes when the account has no second factor, or this session proved one within 5 minutes; else 403. */
export async function assertFreshSecondFactor(db: D1Database, userId: number, sessionId: string | null, now: number) {
  const row = await db
    .prepare(
      `SELECT (EXISTS (SELECT 1 FROM totp_factors WHERE user_id = ?1 AND confirmed_at IS NOT NULL)
                OR EXISTS (SELECT 1 FROM passkeys WHERE user_id = ?1)) AS has_factor,
              (SELECT second_factor_at FROM sessions WHERE id = ?2 AND user_id = ?1) AS proved_at`,
    )
    .bind(userId, sessionId)
    .first<{ has_factor: number; proved_at: number | null }>();
  if (!row?.has_factor) return;
  if (row.proved_at !== null && row.proved_at > now - REAUTH_WINDOW_MS && row.proved_at <= now) return;
  throw secondFactorRequired();
}
