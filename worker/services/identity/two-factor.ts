/**
 * An account's authenticator app (docs/decisions/0082-two-factor-sign-in.md): set up (a new key,
 * not active yet), confirmed by a first code (then active, with ten recovery codes), checked at
 * sign-in, turned off with a current code or the password. Confirming or turning it off ends the
 * account's other sessions.
 */
import { MAX_PASSWORD_LENGTH, type SessionAccount } from "../../../common/auth";
import { AppError } from "../../lib/errors";
import { findAccountByEmail } from "./accounts";
import { auditStatement, recordAudit } from "./audit";
import { withCodeBudget } from "./code-budget";
import { secondFactorMethods } from "./factors";
import { assertFreshSecondFactor, lastFactorRefused } from "./fresh-factor";
import { noticeStatements, type SecurityNotice } from "./notice";
import { verifyPassword } from "./password";
import {
  consumeRecoveryCode,
  looksLikeRecoveryCode,
  newRecoveryCodes,
  RECOVERY_CODE_COUNT,
  recoveryCodeHash,
  replaceRecoveryCodes,
} from "./recovery-codes";
import { openSecret, sealSecret } from "./secret-box";
import { matchTotp, newTotpKey, totpEnrolment } from "./totp";

export interface TwoFactorContext {
  db: D1Database;
  twoFactorKey: string | undefined;
  ip: string | null;
  now?: number;
  /** Tells the account of a change to how it signs in (worker/http/auth.ts passes the notifications'). */
  notice?: SecurityNotice;
}

interface FactorRow {
  secret: string;
  confirmed_at: number | null;
  last_step: number;
}

const factorOf = (db: D1Database, userId: number) =>
  db
    .prepare("SELECT secret, confirmed_at, last_step FROM totp_factors WHERE user_id = ?1")
    .bind(userId)
    .first<FactorRow>();

/** Whether the account has a confirmed app, and how many unused recovery codes are left. */
export async function twoFactorStatus(db: D1Database, userId: number) {
  const row = await db
    .prepare(
      `SELECT (SELECT confirmed_at FROM totp_factors WHERE user_id = ?1) AS confirmed_at,
              (SELECT COUNT(*) FROM recovery_codes WHERE user_id = ?1 AND used_at IS NULL) AS codes_left`,
    )
    .bind(userId)
    .first<{ confirmed_at: number | null; codes_left: number }>();
  return { totp: row?.confirmed_at != null, recoveryCodesLeft: row?.codes_left ?? 0 };
}

/**
 * Accepts an app code for the account's factor (confirmed or, with `setup`, waiting for its first
 * code): the step it matched becomes `last_step` in the one statement that checks it is later.
 */
async function acceptTotp(ctx: TwoFactorContext, userId: number, code: string, setup: boolean, now: number) {
  const row = await factorOf(ctx.db, userId);
  if (!row || (row.confirmed_at === null) !== setup) return null;
  const key = await openSecret(ctx.twoFactorKey, userId, row.secret);
  const step = matchTotp(key, code, now, row.last_step);
  if (step === null) return null;
  const moved = await ctx.db
    .prepare("UPDATE totp_factors SET last_step = ?2 WHERE user_id = ?1 AND last_step < ?2")
    .bind(userId, step)
    .run();
  return moved.meta.changes === 1 ? step : null;
}

/**
 * A second factor for a confirmed account: an app code or a recovery code, each usable once.
 * The method that worked, or null. Not throttled here: the callers hold the budget.
 */
export async function checkSecondFactor(
  ctx: TwoFactorContext,
  user: Pick<SessionAccount, "id" | "email">,
  code: string,
  now: number,
): Promise<"totp" | "recovery" | null> {
  if (looksLikeRecoveryCode(code)) {
    if (!(await consumeRecoveryCode(ctx.db, user.id, code, now))) return null;
    const { recoveryCodesLeft } = await twoFactorStatus(ctx.db, user.id);
    const detail = `recovery (${recoveryCodesLeft} of ${RECOVERY_CODE_COUNT} left)`;
    await ctx.db.batch([
      auditStatement(
        ctx.db,
        { event: "two_factor.recovery_used", userId: user.id, email: user.email, ip: ctx.ip, detail },
        now,
      ),
      ...noticeStatements(ctx.db, ctx.notice, user.id, "recovery_used", now, { left: recoveryCodesLeft }),
    ]);
    return "recovery";
  }
  return (await acceptTotp(ctx, user.id, code, false, now)) === null ? null : "totp";
}

const wrongCode = () =>
  new AppError(403, "That code is not correct, or it was used already. Enter the code your app shows now.", {
    code: "invalid_code",
    errors: [{ path: "code", message: "is not correct" }],
  });

/**
 * Step 1 of the set-up: a new key (replacing one never confirmed). 409 when an app is on already;
 * 403 `second_factor_required` when the account has a passkey and this session proved no factor lately.
 */
export async function startTotp(ctx: TwoFactorContext, user: SessionAccount, sessionId: string | null) {
  const now = ctx.now ?? Date.now();
  const existing = await factorOf(ctx.db, user.id);
  if (existing?.confirmed_at != null) {
    throw new AppError(409, "Two-factor sign-in is on already. Turn it off first to set up another app.", {
      code: "two_factor_enabled",
    });
  }
  await assertFreshSecondFactor(ctx.db, user.id, sessionId, now);
  const key = newTotpKey();
  const sealed = await sealSecret(ctx.twoFactorKey, user.id, key);
  await ctx.db
    .prepare(
      `INSERT INTO totp_factors (user_id, secret, created_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, created_at = excluded.created_at, last_step = 0`,
    )
    .bind(user.id, sealed, now)
    .run();
  return totpEnrolment(key, user.email);
}

/** The statement ending the account's sessions but `sessionId` (a change of factors), for the caller's batch. */
export const endOtherSessions = (db: D1Database, userId: number, sessionId: string | null, now: number) =>
  db
    .prepare("UPDATE sessions SET revoked_at = ?3 WHERE user_id = ?1 AND id IS NOT ?2 AND revoked_at IS NULL")
    .bind(userId, sessionId, now);

/** Step 2: the first code turns the app on; the ten recovery codes are returned, once. */
export async function confirmTotp(ctx: TwoFactorContext, user: SessionAccount, sessionId: string | null, code: string) {
  const now = ctx.now ?? Date.now();
  const step = await withCodeBudget(ctx.db, { email: user.email, ip: ctx.ip }, now, () =>
    acceptTotp(ctx, user.id, code, true, now),
  );
  if (step === null) {
    await recordAudit(
      ctx.db,
      { event: "two_factor.failure", userId: user.id, email: user.email, ip: ctx.ip, detail: "setup:wrong_code" },
      now,
    );
    throw wrongCode();
  }
  const recoveryCodes = newRecoveryCodes();
  const hashes = await Promise.all(recoveryCodes.map(recoveryCodeHash));
  const who = { userId: user.id, email: user.email, ip: ctx.ip, actorId: user.id, actorEmail: user.email };
  await ctx.db.batch([
    ctx.db.prepare("UPDATE totp_factors SET confirmed_at = ?2 WHERE user_id = ?1").bind(user.id, now),
    ...replaceRecoveryCodes(ctx.db, user.id, hashes, now),
    endOtherSessions(ctx.db, user.id, sessionId, now),
    // The first code proved the app just now: this session is re-authenticated for 5 minutes.
    ctx.db.prepare("UPDATE sessions SET second_factor_at = ?2 WHERE id = ?1").bind(sessionId, now),
    auditStatement(ctx.db, { event: "two_factor.enable", detail: "totp", ...who }, now),
    ...noticeStatements(ctx.db, ctx.notice, user.id, "totp_enabled", now),
  ]);
  return { recoveryCodes };
}

/** Turns the app off, with a current code (or a recovery code) or the password. */
export async function disableTotp(
  ctx: TwoFactorContext,
  user: SessionAccount,
  sessionId: string | null,
  proof: { code?: string; password?: string },
) {
  const now = ctx.now ?? Date.now();
  if (!(await twoFactorStatus(ctx.db, user.id)).totp) {
    throw new AppError(409, "Two-factor sign-in is not on.", { code: "two_factor_disabled" });
  }
  // Loaded on use, as passkeys are: the worker's startup stays within its budget (decision 0072).
  if (await (await import("./last-factor")).isLastRequiredFactor(ctx.db, user.id, { totp: true })) {
    throw lastFactorRefused();
  }
  const { code, password } = proof;
  if (!code && !password) {
    throw new AppError(400, "Enter a code from your app or your password.", {
      code: "invalid_input",
      errors: [{ path: "code", message: "is required" }],
    });
  }
  const proven = await withCodeBudget(ctx.db, { email: user.email, ip: ctx.ip }, now, async () => {
    if (code) return checkSecondFactor(ctx, user, code, now);
    if (!password || password.length > MAX_PASSWORD_LENGTH) return null;
    const row = await findAccountByEmail(ctx.db, user.email);
    return row && (await verifyPassword(password, row.password_hash)) ? "password" : null;
  });
  if (proven === null) {
    await recordAudit(
      ctx.db,
      { event: "two_factor.failure", userId: user.id, email: user.email, ip: ctx.ip, detail: "disable:wrong_proof" },
      now,
    );
    if (code) throw wrongCode();
    throw new AppError(403, "The password is not correct.", {
      code: "wrong_password",
      errors: [{ path: "password", message: "is not correct" }],
    });
  }
  // A password is not a second factor: with it alone, the session must have proved one lately.
  if (proven === "password") await assertFreshSecondFactor(ctx.db, user.id, sessionId, now);
  const who = { userId: user.id, email: user.email, ip: ctx.ip, actorId: user.id, actorEmail: user.email };
  await ctx.db.batch([
    ctx.db.prepare("DELETE FROM totp_factors WHERE user_id = ?1").bind(user.id),
    ctx.db.prepare("DELETE FROM recovery_codes WHERE user_id = ?1").bind(user.id),
    endOtherSessions(ctx.db, user.id, sessionId, now),
    auditStatement(ctx.db, { event: "two_factor.disable", detail: `totp (proved by ${proven})`, ...who }, now),
    ...noticeStatements(ctx.db, ctx.notice, user.id, "totp_disabled", now),
  ]);
}

/**
 * An admin turns off someone's app (it was lost with its recovery codes): the app, the codes and
 * their passkeys (docs/decisions/0083-passkeys.md) go, every session of theirs ends, and the audit log names the admin. With the policy on, the
 * person is then led to set up a new one after their password.
 */
export async function removeSecondFactor(
  db: D1Database,
  person: { id: number; email: string },
  actor: { id: number; email: string; ip: string | null },
  now = Date.now(),
  notice?: SecurityNotice,
) {
  if ((await secondFactorMethods(db, person.id)).length === 0) {
    throw new AppError(409, "This person has no two-factor sign-in to turn off.", { code: "two_factor_disabled" });
  }
  await db.batch([
    db.prepare("DELETE FROM totp_factors WHERE user_id = ?1").bind(person.id),
    db.prepare("DELETE FROM recovery_codes WHERE user_id = ?1").bind(person.id),
    db.prepare("DELETE FROM passkeys WHERE user_id = ?1").bind(person.id),
    endOtherSessions(db, person.id, null, now),
    auditStatement(
      db,
      {
        event: "two_factor.disable",
        userId: person.id,
        email: person.email,
        ip: actor.ip,
        detail: "totp and passkeys (by an admin)",
        actorId: actor.id,
        actorEmail: actor.email,
      },
      now,
    ),
    ...noticeStatements(db, notice, person.id, "totp_disabled", now),
  ]);
}
