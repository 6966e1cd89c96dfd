/**
 * Single sign-on's account half (docs/decisions/0089-single-sign-on.md): a verified ID token's
 * claims become a session, a second step, or a refusal. The account is matched by verified email;
 * the admin's settings say which domains may sign in, whether SSO creates accounts (with which
 * role) and whether the provider's MFA (`amr`) counts as the second factor. An account with a
 * second factor of its own gives it after SSO, as after a password, unless the provider's MFA is
 * trusted; one the policy covers without a factor gets a session that can only set one up.
 * Throttled in the password's budgets; every refusal audited, nothing signed in.
 */
import { isPlausibleEmail, normalizeEmail, type SecondFactorMethod, type SessionAccount } from "../../../common/auth";
import { type AccountRow, accountPending, findAccountByEmail, toSessionAccount } from "./accounts";
import { auditStatement, recordAudit } from "./audit";
import { type AuthContext, type IssuedToken, issueToken } from "./auth";
import { secondFactorMethods } from "./factors";
import { accountKey, clearFailures, ipKey, releaseAttempt, reserveAttempt } from "./rate-limit";
import { signChallenge } from "./session-token";
import { createSession } from "./sessions";
import { ssoSettings } from "./sso-settings";

/** What the person is told (the sign-in page words each), the audit log says more. */
export type SsoRefusal =
  | "refused"
  | "unverified"
  | "domain"
  | "no_account"
  | "disabled"
  | "rate_limited"
  | "unavailable";

export type SsoOutcome =
  | { kind: "session"; token: IssuedToken; user: SessionAccount; redirectTo: string }
  | { kind: "second_step"; challenge: string; methods: SecondFactorMethod[]; redirectTo: string }
  | { kind: "refused"; refusal: SsoRefusal; retryAfter?: number };

/** A password hash no password matches: an account SSO made has no password until a link gives it one. */
const NO_PASSWORD = "!sso";

/** A refused flow (state, signature, nonce…): audited, and counted against the address's budget. */
export async function refuseFlow(ctx: AuthContext, reason: string): Promise<SsoOutcome> {
  const { db, ip, now = Date.now() } = ctx;
  if (ip) await reserveAttempt(db, [ipKey(ip)], now);
  await recordAudit(db, { event: "login.failure", ip, detail: `sso:${reason}` }, now);
  return { kind: "refused", refusal: "refused" };
}

export async function signInWithSso(
  ctx: AuthContext,
  claims: { readonly [claim: string]: unknown },
  redirectTo: string,
): Promise<SsoOutcome> {
  const { db, ip, now = Date.now() } = ctx;
  const email = typeof claims.email === "string" ? normalizeEmail(claims.email) : "";
  if (!email || !isPlausibleEmail(email)) return refuseFlow(ctx, "no_email");
  const keys = ip ? [accountKey(email), ipKey(ip)] : [accountKey(email)];
  const { retryAfter, held } = await reserveAttempt(db, keys, now);
  if (retryAfter > 0) {
    await recordAudit(db, { event: "login.rate_limited", email, ip, detail: "sso" }, now);
    return { kind: "refused", refusal: "rate_limited", retryAfter };
  }
  const refuse = async (refusal: SsoRefusal, detail: string, row?: AccountRow | null) => {
    // The attempt keeps its places: that is the failure counted.
    await recordAudit(db, { event: "login.failure", userId: row?.id, email, ip, detail: `sso:${detail}` }, now);
    return { kind: "refused", refusal } satisfies SsoOutcome;
  };
  if (claims.email_verified !== true) return refuse("unverified", "email_unverified");
  const settings = await ssoSettings(db);
  const domain = email.slice(email.lastIndexOf("@") + 1);
  if (settings.allowedDomains.length > 0 && !settings.allowedDomains.includes(domain)) {
    return refuse("domain", "domain_not_allowed");
  }
  let row = await findAccountByEmail(db, email);
  if (!row) {
    // Accounts are made only for a listed domain: "any domain" never opens sign-up to the world.
    if (settings.onlyExisting || settings.allowedDomains.length === 0) return refuse("no_account", "no_account");
    row = await createSsoAccount(db, email, settings.defaultRole, ip, now);
  }
  if (row.disabled) return refuse("disabled", "account_disabled", row);

  const amr = Array.isArray(claims.amr) ? claims.amr : [];
  const providerMfa = settings.trustProviderMfa && amr.includes("mfa");
  const methods = await secondFactorMethods(db, row.id);
  if (methods.length > 0 && !providerMfa) {
    // As after a right password: the places go back (no failure), the account's count stays.
    await releaseAttempt(db, held);
    const challenge = await signChallenge(
      ctx.sessionSecret,
      { userId: row.id, passwordChangedAt: row.password_changed_at, redirectTo, via: "sso" },
      now,
    );
    await recordAudit(
      db,
      { event: "login.challenge", userId: row.id, email, ip, detail: `sso ${methods.join(" ")}` },
      now,
    );
    return { kind: "second_step", challenge, methods, redirectTo };
  }
  const method = providerMfa ? "sso+mfa" : "sso";
  const session = await createSession(db, { userId: row.id, now, ip, userAgent: ctx.userAgent, method });
  const user = toSessionAccount(row);
  const token = await issueToken(ctx.sessionSecret, user, session, now);
  // A covered account without a factor is led through setting one up (the guards), unless the provider's MFA counts.
  const pending = await accountPending(db, row.id);
  if (pending && !(pending === "two_factor" && providerMfa)) user.pending = pending;
  await clearFailures(db, accountKey(email));
  await releaseAttempt(
    db,
    held.filter((place) => place.key !== accountKey(email)),
  );
  await recordAudit(db, { event: "login.success", userId: row.id, email, ip, detail: method }, now);
  return { kind: "session", token, user, redirectTo };
}

async function createSsoAccount(
  db: D1Database,
  email: string,
  role: "translator" | "reviewer",
  ip: string | null,
  now: number,
): Promise<AccountRow> {
  // No locales yet: an admin grants them (a new translator edits nothing until then).
  const [created] = await db.batch<AccountRow>([
    db
      .prepare(
        `INSERT INTO users (email, password_hash, role, locales, disabled, password_changed_at, created_at, updated_at)
         VALUES (?1, ?2, ?3, '[]', 0, ?4, ?4, ?4) ON CONFLICT (email) DO NOTHING RETURNING *`,
      )
      .bind(email, NO_PASSWORD, role, now),
    auditStatement(db, { event: "person.create", email, ip, detail: "sso" }, now),
  ]);
  const row = created?.results[0] ?? (await findAccountByEmail(db, email));
  if (!row) throw new Error("createSsoAccount: no row");
  return row;
}
