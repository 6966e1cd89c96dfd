/**
 * Re-authentication (docs/decisions/0084-factor-changes-and-sessions.md): turning off a factor,
 * making new recovery codes and creating an API token ask for a second factor proved within the
 * last 5 minutes — at sign-in, or again with a code (`second_factor_at` on the session). An
 * account without a second factor has none to ask for.
 */
import type { SessionAccount } from "../../../common/auth";
import { AppError } from "../../lib/errors";
import { auditStatement, recordAudit } from "./audit";
import { withCodeBudget } from "./code-budget";
import { assertFreshSecondFactor, REAUTH_WINDOW_MS } from "./fresh-factor";
import { noticeStatements } from "./notice";
import { newRecoveryCodes, recoveryCodeHash, replaceRecoveryCodes } from "./recovery-codes";
import { checkSecondFactor, endOtherSessions, type TwoFactorContext, twoFactorStatus } from "./two-factor";

/** A code given again (throttled as a password): the session counts as re-authenticated for 5 minutes. */
export async function verifySecondFactor(
  ctx: TwoFactorContext,
  user: SessionAccount,
  sessionId: string | null,
  code: string,
): Promise<{ method: "totp" | "recovery"; validUntil: number }> {
  const now = ctx.now ?? Date.now();
  if (!sessionId) throw new AppError(403, "Re-authentication is for a signed-in session, not an API token");
  if (!(await twoFactorStatus(ctx.db, user.id)).totp) {
    throw new AppError(409, "Two-factor sign-in is not on.", { code: "two_factor_disabled" });
  }
  const method = await withCodeBudget(ctx.db, { email: user.email, ip: ctx.ip }, now, () =>
    checkSecondFactor(ctx, user, code.trim(), now),
  );
  if (method === null) {
    const who = { userId: user.id, email: user.email, ip: ctx.ip };
    await recordAudit(ctx.db, { event: "two_factor.failure", ...who, detail: "reauth:wrong_code" }, now);
    throw new AppError(403, "That code is not correct, or it was used already.", {
      code: "invalid_code",
      errors: [{ path: "code", message: "is not correct" }],
    });
  }
  await ctx.db.batch([
    ctx.db
      .prepare("UPDATE sessions SET second_factor_at = ?3 WHERE id = ?1 AND user_id = ?2")
      .bind(sessionId, user.id, now),
    auditStatement(
      ctx.db,
      { event: "two_factor.verify", userId: user.id, email: user.email, ip: ctx.ip, detail: method },
      now,
    ),
  ]);
  return { method, validUntil: now + REAUTH_WINDOW_MS };
}

/** Ten new recovery codes, shown once; the old ones stop working. Needs a fresh second factor. */
export async function regenerateRecoveryCodes(ctx: TwoFactorContext, user: SessionAccount, sessionId: string | null) {
  const now = ctx.now ?? Date.now();
  if (!(await twoFactorStatus(ctx.db, user.id)).totp) {
    throw new AppError(409, "Two-factor sign-in is not on.", { code: "two_factor_disabled" });
  }
  await assertFreshSecondFactor(ctx.db, user.id, sessionId, now);
  const recoveryCodes = newRecoveryCodes();
  const hashes = await Promise.all(recoveryCodes.map(recoveryCodeHash));
  const who = { userId: user.id, email: user.email, ip: ctx.ip, actorId: user.id, actorEmail: user.email };
  await ctx.db.batch([
    ...replaceRecoveryCodes(ctx.db, user.id, hashes, now),
    // New codes are a change of factors: the account's other sessions end, as for the app's.
    endOtherSessions(ctx.db, user.id, sessionId, now),
    auditStatement(ctx.db, { event: "two_factor.recovery_regenerate", detail: "10 new codes", ...who }, now),
    ...noticeStatements(ctx.db, ctx.notice, user.id, "recovery_regenerated", now),
  ]);
  return { recoveryCodes };
}
