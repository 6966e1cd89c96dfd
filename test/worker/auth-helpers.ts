import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import type { Role } from "../../common/auth";
import type { LocaleCode } from "../../common/locales";
import app from "../../worker/index";
import { SESSION_COOKIE_NAME } from "../../worker/middleware/session";
import { type AccountRow, upsertAccount } from "../../worker/services/identity/accounts";
import { hashPassword } from "../../worker/services/identity/password";
import { ORIGIN } from "./helpers";

export const PASSWORD = "correct horse battery staple";

/** What a same-origin fetch from the app's own page sends. */
export const SAME_ORIGIN = { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" } as const;

// One hash of PASSWORD per test file: scrypt is deliberately slow, and accounts differ by email.
let passwordHash: Promise<string> | undefined;

export const uniqueEmail = (prefix = "user") => `${prefix}-${crypto.randomUUID()}@example.test`;

/** A fresh address per test, so the per-IP sign-in budget of one test never touches another. */
export function uniqueIp(): string {
  const [a, b, c] = crypto.getRandomValues(new Uint8Array(3));
  return `10.${a}.${b}.${c}`;
}

export async function createAccount(
  options: { role?: Role; locales?: LocaleCode[]; disabled?: boolean; email?: string } = {},
): Promise<AccountRow> {
  passwordHash ??= hashPassword(PASSWORD);
  return upsertAccount(env.DB, {
    email: options.email ?? uniqueEmail(options.role ?? "admin"),
    passwordHash: await passwordHash,
    role: options.role ?? "admin",
    locales: options.locales ?? null,
    disabled: options.disabled ?? false,
  });
}

/** POSTs JSON to the worker as the app's own page would (same origin), with optional extra headers. */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { ...SAME_ORIGIN, "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
    redirect: "manual",
  });
}

export function loginRequest(body: Record<string, unknown>, ip = uniqueIp(), headers: Record<string, string> = {}) {
  return postJson("/api/admin/login", body, { "CF-Connecting-IP": ip, ...headers });
}

/** The `name=value` part of the session Set-Cookie of a response, ready for a Cookie header. */
export function sessionCookieOf(res: Response): string | undefined {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
  return cookie?.split(";")[0];
}

/** Signs an account in through the API and returns its cookie. */
export async function signIn(user: Pick<AccountRow, "email">, ip = uniqueIp()): Promise<string> {
  const res = await loginRequest({ email: user.email, password: PASSWORD }, ip);
  const cookie = sessionCookieOf(res);
  if (res.status !== 200 || !cookie) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookie;
}

/** The raw token of a `name=value` cookie. */
export const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf("=") + 1);

/** Calls the app directly with some bindings replaced (a captcha configuration, a broken D1…). */
export async function fetchWithEnv(
  overrides: Record<string, unknown>,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }),
    { ...env, ...overrides },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

/** A call to the translations admin API (`/api/admin/translations{path}`) as the signed-in `cookie`, same origin, JSON. */
export function translationsApi(cookie: string, method: string, path: string, body?: unknown): Promise<Response> {
  return SELF.fetch(`${ORIGIN}/api/admin/translations${path}`, {
    method,
    headers: { ...SAME_ORIGIN, Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
}
