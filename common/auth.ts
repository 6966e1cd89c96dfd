/**
 * Sign-in vocabulary shared by the worker, the React app and the operator scripts
 * (which import this file with Node's type stripping: keep it free of value imports).
 */
import type { LocaleCode } from "./locales";

export const ROLES = ["admin", "translator"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** The signed-in account as the app may see it (no hash, no session id). */
export interface SessionUser {
  id: number;
  email: string;
  role: Role;
  /** The locales a translator may edit; `null` means every locale. */
  locales: LocaleCode[] | null;
}

export const ADMIN_HOME = "/admin";
export const LOGIN_PATH = "/admin/login";

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
 * `target` if it is a path of this site, else `fallback`. Rejects protocol-relative
 * (`//x`), backslash (`/\x`, which browsers read as `//x`), absolute and scripted URLs,
 * and control characters (the URL parser drops tabs and newlines, turning `/\t/x` into `//x`).
 */
export function safeRedirect(target: unknown, fallback: string = ADMIN_HOME): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we reject.
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return fallback;
  const base = "http://same-site.invalid";
  const url = new URL(target, base);
  if (url.origin !== base) return fallback;
  return url.pathname + url.search + url.hash;
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

export type LoginError = "invalid_input" | "invalid_credentials" | "captcha_failed" | "rate_limited" | "unavailable";

export interface LoginFailure {
  ok: false;
  status: number;
  error: LoginError;
  /** A sentence for the person signing in. */
  message: string;
  /** Seconds until another attempt may succeed (429 only). */
  retryAfter?: number;
  fieldErrors?: Partial<Record<"email" | "password", string>>;
}

export type LoginResult = { ok: true; redirectTo: string; user: SessionUser } | LoginFailure;

/** Admins edit every locale; a translator those assigned (all when none are). */
export function canEditLocale(user: SessionUser, locale: LocaleCode): boolean {
  return user.role === "admin" || user.locales === null || user.locales.includes(locale);
}
