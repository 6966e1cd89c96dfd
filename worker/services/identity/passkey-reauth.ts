/**
 * Re-authentication with a passkey (docs/decisions/0084-factor-changes-and-sessions.md, amended):
 * a signed-in session proves one of its own account's passkeys again, and counts as having proved a
 * second factor for 5 minutes, as a code given to `/account/totp/verify` does. The challenge is a
 * `second_factor` row bound to the account (works once); the attempt is throttled in the password's
 * budgets and a refusal is audited.
 */
import { generateAuthenticationOptions } from "@simplewebauthn/server";
import type { SecondFactorProof } from "../../../common/contracts/two-factor";
import { AppError } from "../../lib/errors";
import type { AccountRow } from "./accounts";
import { auditStatement, recordAudit } from "./audit";
import { withCodeBudget } from "./code-budget";
import { REAUTH_WINDOW_MS } from "./fresh-factor";
import { type PasskeyRow, refusal } from "./passkey-sign-in";
import { type PasskeyContext, storeChallenge, transportsOf, WEBAUTHN_CHALLENGE_TTL_MS } from "./passkeys";

type Person = { id: number; email: string };

/** Step 1: the options for `navigator.credentials.get`, this account's passkeys only. */
export async function passkeyReauthOptions(ctx: PasskeyContext, user: Person) {
  const now = ctx.now ?? Date.now();
  const credentials = (
    await ctx.db
      .prepare("SELECT credential_id, transports FROM passkeys WHERE user_id = ?1")
      .bind(user.id)
      .all<{ credential_id: string; transports: string | null }>()
  ).results;
  if (credentials.length === 0) {
    throw new AppError(409, "You have no passkey to confirm it is you with.", { code: "no_passkeys" });
  }
  const options = await generateAuthenticationOptions({
    rpID: ctx.rp.rpID,
    userVerification: "required",
    timeout: WEBAUTHN_CHALLENGE_TTL_MS,
    allowCredentials: credentials.map((row) => ({ id: row.credential_id, transports: transportsOf(row.transports) })),
  });
  await storeChallenge(ctx.db, options.challenge, "second_factor", user.id, now);
  return options;
}

/** Step 2: the browser's assertion of one of the account's own passkeys; the session is re-authenticated. */
export async function verifyWithPasskey(
  ctx: PasskeyContext,
  user: Person,
  sessionId: string | null,
  response: { id: string } & Record<string, unknown>,
): Promise<SecondFactorProof> {
  const now = ctx.now ?? Date.now();
  if (!sessionId) throw new AppError(403, "Re-authentication is for a signed-in session, not an API token");
  let reason: string | null = "unknown_credential";
  const passed = await withCodeBudget(ctx.db, { email: user.email, ip: ctx.ip }, now, async () => {
    const passkey = await ctx.db
      .prepare(
        "SELECT id, user_id, credential_id, public_key, counter, transports FROM passkeys WHERE credential_id = ?1",
      )
      .bind(response.id)
      .first<PasskeyRow>();
    const owner = passkey
      ? await ctx.db.prepare("SELECT * FROM users WHERE id = ?1").bind(passkey.user_id).first<AccountRow>()
      : null;
    reason = await refusal(ctx, response, passkey, owner, user.id, now);
    return reason === null ? true : null;
  });
  const who = { userId: user.id, email: user.email, ip: ctx.ip };
  if (passed === null) {
    await recordAudit(ctx.db, { event: "two_factor.failure", ...who, detail: `reauth:passkey:${reason}` }, now);
    throw new AppError(403, "This passkey could not confirm it is you. Try again with one of your own passkeys.", {
      code: "passkey_refused",
    });
  }
  await ctx.db.batch([
    ctx.db
      .prepare("UPDATE sessions SET second_factor_at = ?3 WHERE id = ?1 AND user_id = ?2")
      .bind(sessionId, user.id, now),
    auditStatement(ctx.db, { event: "two_factor.verify", ...who, detail: "passkey" }, now),
  ]);
  return { method: "passkey", validUntil: now + REAUTH_WINDOW_MS };
}
