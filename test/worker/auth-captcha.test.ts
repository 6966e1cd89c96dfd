import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { captchaConfig, verifyCaptcha } from "../../worker/services/identity/captcha";
import { createAccount, fetchWithEnv, PASSWORD, SAME_ORIGIN, sessionCookieOf, uniqueIp } from "./auth-helpers";
import { problemOf } from "./helpers";

/**
 * The captcha is verified by the provider's siteverify endpoint. Nothing here reaches the
 * network: `fetch` is mocked (the worker under test runs in this isolate), and the app is
 * called with a captcha configuration in its bindings.
 */

const TURNSTILE = { CAPTCHA_PROVIDER: "turnstile", CAPTCHA_SITE_KEY: "site-key", CAPTCHA_SECRET: "captcha-secret" };
const RECAPTCHA = { ...TURNSTILE, CAPTCHA_PROVIDER: "recaptcha", RECAPTCHA_MIN_SCORE: "0.5" };
const PASSING = { success: true, hostname: "localhost", action: "login" };

afterEach(() => vi.restoreAllMocks());

/** Mocks the siteverify endpoint with one answer; returns the recorded calls. */
function siteverify(answer: unknown | ((init?: RequestInit) => Promise<Response>)) {
  return vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(async (_input, init) =>
      typeof answer === "function"
        ? (answer as (init?: RequestInit) => Promise<Response>)(init)
        : Response.json(answer),
    );
}

async function login(bindings: Record<string, string>, body: Record<string, unknown>) {
  return fetchWithEnv(bindings, "/api/admin/login", {
    method: "POST",
    headers: { ...SAME_ORIGIN, "Content-Type": "application/json", "CF-Connecting-IP": uniqueIp() },
    body: JSON.stringify(body),
  });
}

const token = () => `token-${crypto.randomUUID()}`;

describe("captcha configuration", () => {
  it("is off without keys, and says so once", () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    expect(captchaConfig({})).toBeNull();
    expect(captchaConfig({ CAPTCHA_PROVIDER: "turnstile", CAPTCHA_SITE_KEY: "", CAPTCHA_SECRET: "" })).toBeNull();
    expect(log.mock.calls.filter(([line]) => String(line).startsWith("captcha: off"))).toHaveLength(1);
  });

  it("refuses half a configuration or an unknown provider rather than running without a captcha", () => {
    expect(() => captchaConfig({ CAPTCHA_SITE_KEY: "k" })).toThrow(/CAPTCHA_SECRET/);
    expect(() => captchaConfig({ CAPTCHA_SECRET: "s" })).toThrow(/CAPTCHA_SITE_KEY/);
    expect(() => captchaConfig({ ...TURNSTILE, CAPTCHA_PROVIDER: "hcaptcha" })).toThrow(/CAPTCHA_PROVIDER/);
    expect(() => captchaConfig({ ...RECAPTCHA, RECAPTCHA_MIN_SCORE: "high" })).toThrow(/RECAPTCHA_MIN_SCORE/);
  });

  it("hands the public site key to the login page, and allows the provider in its CSP only there", async () => {
    const page = await fetchWithEnv(TURNSTILE, "/admin/login");
    expect(await page.text()).toContain('"captcha":{"provider":"turnstile","siteKey":"site-key"}');
    expect(page.headers.get("content-security-policy")).toMatch(/frame-src https:\/\/challenges\.cloudflare\.com/);
    const home = await fetchWithEnv(TURNSTILE, "/");
    expect(home.headers.get("content-security-policy")).toContain("frame-src 'none'");
    const recaptcha = await fetchWithEnv(RECAPTCHA, "/admin/login");
    expect(recaptcha.headers.get("content-security-policy")).toMatch(/frame-src https:\/\/www\.google\.com/);
  });
});

describe("sign-in with the captcha on", () => {
  it("signs in when the provider vouches for the token, sending it secret, token and IP", async () => {
    const calls = siteverify(PASSING);
    const user = await createAccount();
    const captchaToken = token();
    const res = await login(TURNSTILE, { email: user.email, password: PASSWORD, captchaToken });
    expect(res.status).toBe(200);
    expect(sessionCookieOf(res)).toBeDefined();
    expect(calls).toHaveBeenCalledTimes(1);
    const [url, init] = calls.mock.calls[0] ?? [];
    expect(String(url)).toBe("https://challenges.cloudflare.com/turnstile/v0/siteverify");
    const sent = new URLSearchParams(String(init?.body));
    expect(sent.get("secret")).toBe("captcha-secret");
    expect(sent.get("response")).toBe(captchaToken);
    expect(sent.get("remoteip")).toMatch(/^10\./);
  });

  it.each([
    ["the provider says no", { success: false, "error-codes": ["invalid-input-response"] }],
    ["the token was solved on another hostname", { ...PASSING, hostname: "evil.example" }],
    ["the token was made for another action", { ...PASSING, action: "signup" }],
    ["the answer is not what siteverify sends", ["not", "an", "object"]],
  ])("denies a correct password when %s", async (_case, answer) => {
    siteverify(answer);
    const user = await createAccount();
    const res = await login(TURNSTILE, { email: user.email, password: PASSWORD, captchaToken: token() });
    expect(await problemOf(res, 403)).toMatchObject({ code: "captcha_failed" });
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it("denies a correct password when siteverify fails, times out or answers garbage", async () => {
    const user = await createAccount();
    for (const failure of [
      async () => new Response("upstream error", { status: 502 }),
      async () => new Response("<html>not json</html>", { headers: { "Content-Type": "text/html" } }),
      async () => {
        throw new DOMException("The operation timed out.", "TimeoutError");
      },
      async () => {
        throw new TypeError("Network connection lost.");
      },
    ]) {
      vi.restoreAllMocks();
      siteverify(failure);
      const res = await login(TURNSTILE, { email: user.email, password: PASSWORD, captchaToken: token() });
      expect(res.status).toBe(403);
    }
  });

  it("denies a sign-in without a token, or with a malformed one, without asking the provider", async () => {
    const calls = siteverify(PASSING);
    const user = await createAccount();
    for (const captchaToken of [undefined, "", "x".repeat(5000)]) {
      const res = await login(TURNSTILE, { email: user.email, password: PASSWORD, captchaToken });
      expect(res.status).toBe(403);
    }
    // A token that is not even a string fails the contract: a 400 naming it.
    const typed = await login(TURNSTILE, { email: user.email, password: PASSWORD, captchaToken: 42 });
    expect((await problemOf(typed, 400)).errors).toEqual([{ path: "captchaToken", message: "must be a string" }]);
    expect(calls).not.toHaveBeenCalled();
  });

  it("accepts a token once: a replayed token is refused", async () => {
    const calls = siteverify(PASSING);
    const user = await createAccount();
    const captchaToken = token();
    expect((await login(TURNSTILE, { email: user.email, password: PASSWORD, captchaToken })).status).toBe(200);
    expect((await login(TURNSTILE, { email: user.email, password: PASSWORD, captchaToken })).status).toBe(403);
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it("applies reCAPTCHA v3's score threshold", async () => {
    const user = await createAccount();
    siteverify({ ...PASSING, score: 0.3 });
    expect((await login(RECAPTCHA, { email: user.email, password: PASSWORD, captchaToken: token() })).status).toBe(403);
    vi.restoreAllMocks();
    const calls = siteverify({ ...PASSING, score: 0.9 });
    expect((await login(RECAPTCHA, { email: user.email, password: PASSWORD, captchaToken: token() })).status).toBe(200);
    expect(String(calls.mock.calls[0]?.[0])).toBe("https://www.google.com/recaptcha/api/siteverify");
  });
});

describe("verifyCaptcha", () => {
  it("gives up after its timeout", async () => {
    const config = captchaConfig(TURNSTILE);
    if (!config) throw new Error("configured above");
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
    const verdict = await verifyCaptcha(env.DB, config, token(), {
      hostname: "localhost",
      ip: null,
      fetch: hanging,
      timeoutMs: 50,
    });
    expect(verdict).toEqual({ ok: false, reason: "timeout" });
  });
});
