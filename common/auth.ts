/**
 * Sign-in vocabulary shared by the worker, the React app and the operator scripts
 * (which import this file with Node's type stripping: a value import names its file with
 * its extension, and imports nothing further that does not).
 */
import type { LocaleCode } from "./locales";
import { sitePath } from "./safe-redirect.ts";

/** An admin does everything; a reviewer translates and approves in their locales; a translator translates in theirs. */
export const ROLES = ["admin", "reviewer", "translator"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** The signed-in account as the app may see it (no hash, no session id). */
export interface SessionAccount {
  id: number;
  email: string;
  role: Role;
  /** The locales a reviewer or translator works on; `null` means every locale. */
  locales: LocaleCode[] | null;
  /**
   * What the account must do before anything else (docs/decisions/0082-two-factor-sign-in.md):
   * change the password it was given, or set up two-factor sign-in the policy requires. Until
   * then the admin API answers 403 and the admin pages lead to Your account. Absent when nothing.
   */
  pending?: AccountPending;
  /** The admin's language the account chose (Your account → Language); absent: the browser's (common/admin-locale.ts). */
  uiLocale?: string;
}

export type AccountPending = "password" | "two_factor";

/** Your account's page: where a pending account is sent. */
export const ACCOUNT_PATH = "/admin/account";

export const ADMIN_HOME = "/admin";
export const LOGIN_PATH = "/admin/login";
/** Sign-out: posted to only, by the admin bar's form (with or without JavaScript). */
export const LOGOUT_PATH = "/admin/logout";

/** The action name the captcha token is bound to, checked by the server. */
export const CAPTCHA_ACTION = "login";

export type CaptchaProvider = "turnstile" | "recaptcha";

/** What the browser needs to run the captcha: public values only. */
export interface CaptchaPublicConfig {
  provider: CaptchaProvider;
  siteKey: string;
}

/** Emails are compared trimmed and lower-cased, everywhere. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Deliberately loose (RFC 5322 is not worth enforcing here); the account table decides. */
export function isPlausibleEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email);
}

/**
 * `target` if it is a path of this site (a path, not a URL), normalised, else `fallback`.
 * The check is common/safe-redirect.ts's, made after normalising: `/.//x` and `/%2e%2e//x`
 * normalise to `//x`, which a browser reads as another host.
 */
export function safeRedirect(target: unknown, fallback: string = ADMIN_HOME): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  return sitePath(target) ?? fallback;
}

/** The login page, asking to come back to `returnTo` afterwards. */
export function loginPath(returnTo?: string): string {
  const target = safeRedirect(returnTo, "");
  return target && target !== ADMIN_HOME ? `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}` : LOGIN_PATH;
}

export interface LoginInput {
  email: string;
  password: string;
  captchaToken?: string;
  /** Where to go afterwards; only a same-site path is honoured. */
  redirect?: string | null;
}

export type LoginError =
  | "invalid_input"
  | "invalid_credentials"
  | "captcha_failed"
  | "rate_limited"
  | "unavailable"
  | "invalid_code"
  | "challenge_expired"
  | "passkey_refused"
  // Password sign-in is off for this account: single sign-on only (docs/decisions/0089-single-sign-on.md).
  | "password_sign_in_off";

export interface LoginFailure {
  ok: false;
  status: number;
  error: LoginError;
  /** A sentence for the person signing in. */
  message: string;
  /** Seconds until another attempt may succeed (429 only). */
  retryAfter?: number;
  fieldErrors?: Partial<Record<"email" | "password" | "code", string>>;
}

/** The ways a second step can be answered: an authenticator app's code, a passkey, or a recovery code. */
export type SecondFactorMethod = "totp" | "passkey" | "recovery";

/**
 * The password was right and the account has a second factor: no session yet. `challenge` is a
 * short-lived signed token (5 minutes) to send back with the code to `/login/second-factor`.
 */
export interface LoginChallenge {
  ok: true;
  secondFactor: "required";
  challenge: string;
  methods: SecondFactorMethod[];
  redirectTo: string;
}

export type LoginResult = { ok: true; redirectTo: string; user: SessionAccount } | LoginChallenge | LoginFailure;

export interface SecondFactorInput {
  challenge: string;
  code: string;
}

/** Whether a role is limited to a list of locales (an admin never is). */
export function hasLocaleList(role: Role): boolean {
  return role !== "admin";
}

/** Admins edit every locale; a reviewer or translator those assigned (all when none are). */
export function canEditLocale(user: SessionAccount, locale: LocaleCode): boolean {
  const locales = editableLocaleList(user);
  return locales === null || locales.includes(locale);
}

/** The locales whose changes concern this account: `null` for every locale (admins, translators without a list). */
export function editableLocaleList(user: SessionAccount): readonly LocaleCode[] | null {
  return user.role === "admin" || user.locales === null ? null : user.locales;
}

/** Admins approve in every locale, a reviewer in the locales they may edit; a translator never. */
export function canReviewLocale(user: SessionAccount, locale: LocaleCode): boolean {
  return user.role === "admin" || (user.role === "reviewer" && canEditLocale(user, locale));
}

/**
 * The password rule, for the web UI, the worker and `scripts/admin-create.mjs` alike: a new
 * password has 12 to 1024 characters; a longer one is refused before hashing, at sign-in
 * too (NIST SP 800-63B asks for at least 64 characters to be allowed).
 */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1024;

/** Why a new password is refused, or null when it is acceptable. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  return null;
}

/** Where an invitation or password-reset link leads: `/admin/invite/<token>` (usable signed out). */
export const INVITE_PATH_PREFIX = "/admin/invite/";
