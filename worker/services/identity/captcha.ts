import { CAPTCHA_ACTION, type CaptchaProvider, type CaptchaPublicConfig } from "../../../common/auth";

/** The captcha settings of wrangler.toml [vars] and the CAPTCHA_SECRET secret. */
export interface CaptchaEnv {
  CAPTCHA_PROVIDER?: string;
  CAPTCHA_SITE_KEY?: string;
  CAPTCHA_SECRET?: string;
  RECAPTCHA_MIN_SCORE?: string;
}

export interface CaptchaConfig extends CaptchaPublicConfig {
  secret: string;
  /** reCAPTCHA v3 only. */
  minScore: number;
}

export const CAPTCHA_VERIFY_TIMEOUT_MS = 5_000;
/** Tokens are longer-lived nowhere: Turnstile 300 s, reCAPTCHA 120 s. */
const TOKEN_LIFETIME_MS: Record<CaptchaProvider, number> = { turnstile: 300_000, recaptcha: 120_000 };
const MAX_TOKEN_LENGTH = 2048;

const SITEVERIFY: Record<CaptchaProvider, string> = {
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
  recaptcha: "https://www.google.com/recaptcha/api/siteverify",
};

/** Origins the login page must be allowed to load from (CSP), per provider. */
export const CAPTCHA_CSP_SOURCES: Record<CaptchaProvider, { script: string[]; frame: string[]; connect: string[] }> = {
  turnstile: {
    script: ["https://challenges.cloudflare.com"],
    frame: ["https://challenges.cloudflare.com"],
    connect: ["https://challenges.cloudflare.com"],
  },
  recaptcha: {
    script: ["https://www.google.com", "https://www.gstatic.com"],
    frame: ["https://www.google.com", "https://recaptcha.google.com"],
    connect: ["https://www.google.com"],
  },
};

let loggedOff = false;

/**
 * The captcha configuration, or null when it is off (no site key and no secret: local
 * development — logged once per isolate). Half a configuration is an error, never "off".
 */
export function captchaConfig(env: CaptchaEnv): CaptchaConfig | null {
  const siteKey = env.CAPTCHA_SITE_KEY?.trim() ?? "";
  const secret = env.CAPTCHA_SECRET?.trim() ?? "";
  if (!siteKey && !secret) {
    if (!loggedOff) {
      loggedOff = true;
      console.log("captcha: off (CAPTCHA_SITE_KEY and CAPTCHA_SECRET are not set)");
    }
    return null;
  }
  const provider = env.CAPTCHA_PROVIDER?.trim() || "turnstile";
  if (provider !== "turnstile" && provider !== "recaptcha") {
    throw new Error(`CAPTCHA_PROVIDER must be "turnstile" or "recaptcha", not "${provider}"`);
  }
  if (!siteKey || !secret) throw new Error("captcha: set both CAPTCHA_SITE_KEY and the CAPTCHA_SECRET secret");
  const minScore = Number(env.RECAPTCHA_MIN_SCORE ?? "0.5");
  if (!(minScore >= 0 && minScore <= 1)) throw new Error("RECAPTCHA_MIN_SCORE must be a number from 0 to 1");
  return { provider, siteKey, secret, minScore };
}

/** The public half, for the browser; undefined when the captcha is off or misconfigured. */
export function captchaPublicConfig(env: CaptchaEnv): CaptchaPublicConfig | undefined {
  try {
    const config = captchaConfig(env);
    return config ? { provider: config.provider, siteKey: config.siteKey } : undefined;
  } catch {
    return undefined;
  }
}

export type CaptchaVerdict = { ok: true } | { ok: false; reason: string };

export interface VerifyOptions {
  /** The hostname the page was served from; the token must have been solved there. */
  hostname: string;
  ip: string | null;
  now?: number;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Remembers the token; false when it was seen before (a replay). Forgets expired tokens on the way. */
async function claimToken(db: D1Database, config: CaptchaConfig, token: string, now: number): Promise<boolean> {
  const [, insert] = await db.batch([
    db.prepare("DELETE FROM captcha_tokens WHERE expires_at < ?1").bind(now),
    db
      .prepare("INSERT INTO captcha_tokens (token_hash, expires_at) VALUES (?1, ?2) ON CONFLICT DO NOTHING")
      .bind(await sha256Hex(token), now + TOKEN_LIFETIME_MS[config.provider]),
  ]);
  return (insert?.meta.changes ?? 0) === 1;
}

interface SiteverifyResponse {
  success?: unknown;
  hostname?: unknown;
  action?: unknown;
  score?: unknown;
}

/** Asks the provider about a token; any doubt (timeout, error, malformed answer) is a refusal. */
async function siteverify(config: CaptchaConfig, token: string, options: VerifyOptions): Promise<CaptchaVerdict> {
  const body = new URLSearchParams({ secret: config.secret, response: token });
  if (options.ip) body.set("remoteip", options.ip);
  let answer: SiteverifyResponse | null;
  try {
    const res = await (options.fetch ?? fetch)(SITEVERIFY[config.provider], {
      method: "POST",
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? CAPTCHA_VERIFY_TIMEOUT_MS),
    });
    if (!res.ok) return { ok: false, reason: `http_${res.status}` };
    answer = (await res.json()) as SiteverifyResponse | null;
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return { ok: false, reason: timedOut ? "timeout" : "unavailable" };
  }
  if (typeof answer !== "object" || answer === null) return { ok: false, reason: "malformed_response" };
  if (answer.success !== true) return { ok: false, reason: "rejected" };
  if (answer.hostname !== options.hostname) return { ok: false, reason: "hostname" };
  if (answer.action !== CAPTCHA_ACTION) return { ok: false, reason: "action" };
  if (config.provider === "recaptcha" && !(typeof answer.score === "number" && answer.score >= config.minScore)) {
    return { ok: false, reason: "score" };
  }
  return { ok: true };
}

/** Verifies a captcha token once: malformed or replayed tokens are refused before the provider is asked. */
export async function verifyCaptcha(
  db: D1Database,
  config: CaptchaConfig,
  token: unknown,
  options: VerifyOptions,
): Promise<CaptchaVerdict> {
  if (typeof token !== "string" || token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
    return { ok: false, reason: "malformed_token" };
  }
  if (!(await claimToken(db, config, token, options.now ?? Date.now()))) return { ok: false, reason: "replayed" };
  return siteverify(config, token, options);
}
