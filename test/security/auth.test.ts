import { env, SELF } from "cloudflare:test";
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from "jose";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Bindings } from "../../worker/env";
import { LOGIN_MAX_FAILURES_PER_ACCOUNT, LOGIN_MAX_FAILURES_PER_IP } from "../../worker/services/identity/rate-limit";
import { SESSION_AUDIENCE, SESSION_ISSUER } from "../../worker/services/identity/session-token";
import {
  createAccount,
  fetchWithEnv,
  loginRequest,
  PASSWORD,
  SAME_ORIGIN,
  sessionCookieOf,
  signIn,
  tokenOf,
  uniqueEmail,
  uniqueIp,
} from "../worker/auth-helpers";
import { get, ORIGIN, problemOf, textOf } from "../worker/helpers";

/**
 * Sign-in under attack (issue 13): throttling that holds under parallel load (finding 4),
 * a sign-in without its store (finding 9), forged session tokens and cross-site requests.
 */

afterEach(() => vi.restoreAllMocks());

/** Audit events of one account: every attempt whose password was verified leaves a `login.failure`. */
async function auditOf(email: string): Promise<{ event: string; detail: string | null }[]> {
  const { results } = await env.DB.prepare("SELECT event, detail FROM audit_log WHERE email = ?1 ORDER BY id")
    .bind(email)
    .all<{ event: string; detail: string | null }>();
  return results;
}

const verified = (events: { event: string; detail: string | null }[]) =>
  events.filter((e) => e.event === "login.failure" && e.detail !== null && !e.detail.startsWith("captcha:")).length;

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe("sign-in throttling under parallel load", () => {
  const PARALLEL = 50;

  it(`verifies at most ${LOGIN_MAX_FAILURES_PER_ACCOUNT} of ${PARALLEL} parallel wrong passwords for one account; the rest get 429`, async () => {
    const user = await createAccount();
    const ip = uniqueIp();
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => loginRequest({ email: user.email, password: `wrong ${i}` }, ip)),
    );
    const counts = tally(responses.map((r) => r.status));
    expect(counts).toEqual({ 401: LOGIN_MAX_FAILURES_PER_ACCOUNT, 429: PARALLEL - LOGIN_MAX_FAILURES_PER_ACCOUNT });
    for (const res of responses.filter((r) => r.status === 429)) {
      expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    expect(verified(await auditOf(user.email))).toBe(LOGIN_MAX_FAILURES_PER_ACCOUNT);
    // The budget is spent: the right password is refused too until the window ends.
    expect((await loginRequest({ email: user.email, password: PASSWORD }, uniqueIp())).status).toBe(429);
  }, 30_000);

  it(`verifies at most ${LOGIN_MAX_FAILURES_PER_IP} of ${PARALLEL} parallel attempts from one address, each for another account`, async () => {
    const ip = uniqueIp();
    const emails = Array.from({ length: PARALLEL }, () => uniqueEmail("parallel"));
    const responses = await Promise.all(emails.map((email) => loginRequest({ email, password: "wrong" }, ip)));
    const counts = tally(responses.map((r) => r.status));
    expect(counts).toEqual({ 401: LOGIN_MAX_FAILURES_PER_IP, 429: PARALLEL - LOGIN_MAX_FAILURES_PER_IP });
    let verifications = 0;
    for (const email of emails) verifications += verified(await auditOf(email));
    expect(verifications).toBe(LOGIN_MAX_FAILURES_PER_IP);
  }, 30_000);

  it("never verifies more than the budget when the right password races wrong ones", async () => {
    const user = await createAccount();
    const ip = uniqueIp();
    const burst = Array.from({ length: 10 }, (_, i) =>
      loginRequest({ email: user.email, password: i === 9 ? PASSWORD : `wrong ${i}` }, ip),
    );
    const statuses = (await Promise.all(burst)).map((r) => r.status);
    expect(statuses.filter((s) => s === 401 || s === 200).length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect(verified(await auditOf(user.email))).toBeLessThanOrEqual(LOGIN_MAX_FAILURES_PER_ACCOUNT);
  });

  it("counts a successful sign-in against nobody: an address keeps its budget for failures", async () => {
    const ip = uniqueIp();
    await env.DB.prepare("INSERT INTO login_failures (key, failures, window_started_at) VALUES (?1, ?2, ?3)")
      .bind(`ip:${ip}`, LOGIN_MAX_FAILURES_PER_IP - 1, Date.now())
      .run();
    await signIn(await createAccount(), ip);
    expect((await loginRequest({ email: uniqueEmail(), password: "wrong" }, ip)).status).toBe(401);
    expect((await loginRequest({ email: uniqueEmail(), password: "wrong" }, ip)).status).toBe(429);
  });
});

/** A D1 binding that fails every call the way an outage does. */
const downDb = new Proxy({} as D1Database, {
  get() {
    throw new Error("D1_ERROR: Network connection lost.");
  },
});

describe("sign-in without its store (D1)", () => {
  const login = (bindings: Record<string, unknown>, body: Record<string, unknown>) =>
    fetchWithEnv(bindings, "/api/admin/login", {
      method: "POST",
      headers: { ...SAME_ORIGIN, "Content-Type": "application/json", "CF-Connecting-IP": uniqueIp() },
      body: JSON.stringify(body),
    });

  it.each([
    ["missing", { DB: undefined }],
    ["failing", { DB: downDb }],
  ])("answers a 503 problem with Retry-After when D1 is %s, and sets no cookie", async (_case, bindings) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await login(bindings, { email: "someone@example.test", password: PASSWORD });
    const retryAfter = Number(res.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    const problem = await problemOf(res, 503);
    expect(problem).toMatchObject({ title: "Service Unavailable", code: "unavailable", retryAfter });
    expect(JSON.stringify(problem)).not.toMatch(/D1|Network|prepare/);
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it("answers the no-JavaScript sign-in form with 503, Retry-After and a sentence on the page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await fetchWithEnv({ DB: undefined }, "/admin/login", {
      method: "POST",
      headers: { ...SAME_ORIGIN, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": uniqueIp() },
      body: new URLSearchParams({ email: "someone@example.test", password: PASSWORD }).toString(),
    });
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(textOf(await res.text(), 'id="login-error"')).toMatch(/unavailable/i);
  });

  it("answers any admin API call with a 503 problem when the session cannot be looked up", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const cookie = await signIn(await createAccount());
    const res = await fetchWithEnv({ DB: downDb }, "/api/admin/audit", { headers: { Cookie: cookie } });
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    await problemOf(res, 503);
  });

  it("keeps a query's own error (a constraint, bad SQL) a 500: retrying would not help", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const brokenQuery = new Proxy({} as D1Database, {
      get() {
        throw new Error("D1_ERROR: no such table: login_failures: SQLITE_ERROR");
      },
    });
    const res = await login({ DB: brokenQuery }, { email: "someone@example.test", password: PASSWORD });
    expect(res.headers.get("Retry-After")).toBeNull();
    await problemOf(res, 500);
  });
});

describe("forged session tokens (JWT attacks)", () => {
  const SECRET = (env as Bindings).SESSION_SECRET as string;
  const now = () => Math.floor(Date.now() / 1000);
  const b64url = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  let claims: { sub: string; sid: string; role: string };
  let genuine: string;

  beforeAll(async () => {
    genuine = tokenOf(await signIn(await createAccount({ role: "translator", locales: ["de"] })));
    const { sub, sid, role } = decodeJwt(genuine) as typeof claims;
    claims = { sub, sid, role };
  });

  /** The real session's claims, signed with `key` under `header`, with `edit` applied. */
  async function forge(
    options: {
      alg?: string;
      key?: Uint8Array | CryptoKey;
      header?: Record<string, unknown>;
      claims?: Record<string, unknown>;
    } = {},
    edit: (jwt: SignJWT) => SignJWT = (jwt) => jwt,
  ): Promise<string> {
    const jwt = new SignJWT({ sid: claims.sid, role: claims.role, ...options.claims })
      .setProtectedHeader({ alg: options.alg ?? "HS256", typ: "JWT", ...options.header })
      .setSubject(claims.sub)
      .setIssuer(SESSION_ISSUER)
      .setAudience(SESSION_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(now() + 600);
    return edit(jwt).sign(options.key ?? new TextEncoder().encode(SECRET));
  }

  /** Header and payload as given, HMAC-SHA-256 signed with `secret`: what jose refuses to build. */
  async function hs256(header: Record<string, unknown>, payload: Record<string, unknown>, secret = SECRET) {
    const input = `${b64url(header)}.${b64url(payload)}`;
    const raw = new TextEncoder().encode(secret);
    const key = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(input)));
    const b64 = btoa(String.fromCharCode(...signature));
    return `${input}.${b64.replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_")}`;
  }

  /** A token with some claims removed, signed with the real secret. */
  function without(...names: string[]): Promise<string> {
    const payload: Record<string, unknown> = {
      sub: claims.sub,
      sid: claims.sid,
      role: claims.role,
      iss: SESSION_ISSUER,
      aud: SESSION_AUDIENCE,
      iat: now(),
      exp: now() + 600,
    };
    for (const name of names) delete payload[name];
    return hs256({ alg: "HS256", typ: "JWT" }, payload);
  }

  /** Header and payload of the genuine token re-encoded by hand; the signature kept or replaced. */
  function handmade(header: Record<string, unknown>, payload: Record<string, unknown>, signature?: string): string {
    return `${b64url(header)}.${b64url(payload)}.${signature ?? genuine.split(".")[2]}`;
  }

  async function corpus(): Promise<[string, string][]> {
    const rsa = await generateKeyPair("RS256", { extractable: true });
    const ec = await generateKeyPair("ES256");
    const rsaPublicJwk = await exportJWK(rsa.publicKey);
    const payload = decodeJwt(genuine);
    return [
      ["alg none", new UnsecuredJWT({ ...payload }).encode()],
      ...["None", "NONE", "nOnE"].map((alg): [string, string] => [`alg ${alg}`, handmade({ alg }, payload, "")]),
      [
        "RS256 signed by the attacker, key embedded (jwk)",
        await forge({ alg: "RS256", key: rsa.privateKey, header: { jwk: rsaPublicJwk } }),
      ],
      [
        "RS256 with a jku pointing off-site",
        await forge({ alg: "RS256", key: rsa.privateKey, header: { jku: "https://evil.example/jwks.json" } }),
      ],
      [
        "HS256 keyed with an RSA public key (HS/RS confusion)",
        await forge({ key: new TextEncoder().encode(JSON.stringify(rsaPublicJwk)) }),
      ],
      ["ES256 signed by the attacker", await forge({ alg: "ES256", key: ec.privateKey })],
      ["HS512 with the real secret", await forge({ alg: "HS512" })],
      [
        "HS256 with another secret",
        await forge({ key: new TextEncoder().encode("another-secret-that-is-long-enough-0123456789") }),
      ],
      ["HS256 with an empty-ish secret", await forge({ key: new Uint8Array(32) })],
      ["kid pointing at a file", await forge({ header: { kid: "../../../../dev/null" }, key: new Uint8Array(32) })],
      ["an unknown critical header", await hs256({ alg: "HS256", crit: ["x-evil"], "x-evil": true }, payload)],
      ["expired", await forge({}, (jwt) => jwt.setExpirationTime(now() - 5))],
      ["not valid yet (nbf)", await forge({}, (jwt) => jwt.setNotBefore(now() + 600))],
      ["another issuer", await forge({}, (jwt) => jwt.setIssuer("someone-else"))],
      ["another audience", await forge({}, (jwt) => jwt.setAudience("polyglot-edge/public"))],
      ["an unknown role", await forge({ claims: { role: "root" } })],
      ...(await Promise.all(
        ["sub", "sid", "role", "exp", "iat", "iss", "aud"].map(
          async (name): Promise<[string, string]> => [`no ${name}`, await without(name)],
        ),
      )),
      ["payload tampered: role admin", handmade({ alg: "HS256", typ: "JWT" }, { ...payload, role: "admin" })],
      ["payload tampered: another account", handmade({ alg: "HS256", typ: "JWT" }, { ...payload, sub: "1" })],
      ["payload tampered: later exp", handmade({ alg: "HS256", typ: "JWT" }, { ...payload, exp: now() + 86_400 })],
      ["signature stripped", `${genuine.split(".").slice(0, 2).join(".")}.`],
      ["signature of another token", `${genuine.split(".").slice(0, 2).join(".")}.${(await forge()).split(".")[2]}`],
      ["four segments", `${genuine}.extra`],
      ["garbage", "garbage"],
      ["empty segments", ".."],
      ["bad base64", "eyJhbGciOiJIUzI1NiJ9.%%%.x"],
      ["header not JSON", `${btoa("not json")}.${genuine.split(".")[1]}.x`],
      ["huge", "x".repeat(8000)],
    ];
  }

  it("accepts the genuine token, and the same claims signed by hand or rebuilt (the controls)", async () => {
    for (const token of [genuine, await without(), await forge()]) {
      const res = await get("/api/admin/translations/stats", { Cookie: `__Host-session=${token}` });
      expect(res.status).toBe(200);
    }
  });

  it("refuses every forged, foreign, expired or broken token with 401, and the admin page sends it to sign in", async () => {
    const cases = await corpus();
    expect(cases.length).toBeGreaterThanOrEqual(35);
    for (const [label, token] of cases) {
      const cookie = { Cookie: `__Host-session=${token}` };
      const api = await get("/api/admin/translations/stats", cookie);
      expect(api.status, label).toBe(401);
      expect(await api.json(), label).toMatchObject({ detail: "Sign in required" });
      expect(await (await get("/api/admin/session", cookie)).json(), label).toEqual({ user: null });
      const page = await get("/admin", cookie);
      expect(page.status, label).toBe(302);
      expect(page.headers.get("location"), label).toBe("/admin/login");
    }
  });
});

describe("cross-site requests (CSRF)", () => {
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(await createAccount({ role: "admin" }));
  });

  const CROSS_SITE: [string, Record<string, string>][] = [
    ["another origin", { Origin: "https://evil.example" }],
    ["another origin, cross-site", { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }],
    ["a sibling subdomain", { Origin: ORIGIN, "Sec-Fetch-Site": "same-site" }],
    ["an opaque origin", { Origin: "null" }],
    ["no origin at all", {}],
  ];

  const keyExists = async (name: string) =>
    (await env.DB.prepare("SELECT 1 FROM i18n_keys WHERE name = ?1").bind(name).first()) !== null;

  it.each(CROSS_SITE)("refuses an admin API mutation from %s with 403 and changes nothing", async (_case, headers) => {
    const name = `csrf.k${crypto.randomUUID().slice(0, 8)}`;
    for (const type of ["application/json", "text/plain", "application/x-www-form-urlencoded"]) {
      const res = await SELF.fetch(`${ORIGIN}/api/admin/translations/keys`, {
        method: "POST",
        headers: { Cookie: admin, "Content-Type": type, ...headers },
        body: JSON.stringify({ name }),
      });
      expect(res.status, type).toBe(403);
    }
    expect(await keyExists(name)).toBe(false);
    const logout = await SELF.fetch(`${ORIGIN}/api/admin/logout`, {
      method: "POST",
      headers: { Cookie: admin, "Content-Type": "application/json", ...headers },
      body: "{}",
    });
    expect(logout.status).toBe(403);
    // The session survived the forged logout.
    expect((await get("/api/admin/audit", { Cookie: admin })).status).toBe(200);
  });

  it.each(CROSS_SITE)(
    "refuses a sign-in from %s, over JSON and as a form, and sets no cookie",
    async (_case, headers) => {
      const user = await createAccount();
      const json = await SELF.fetch(`${ORIGIN}/api/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": uniqueIp(), ...headers },
        body: JSON.stringify({ email: user.email, password: PASSWORD }),
      });
      expect(json.status).toBe(403);
      expect(sessionCookieOf(json)).toBeUndefined();
      const form = await SELF.fetch(`${ORIGIN}/admin/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": uniqueIp(), ...headers },
        body: new URLSearchParams({ email: user.email, password: PASSWORD }).toString(),
      });
      expect(form.status).toBe(403);
      expect(sessionCookieOf(form)).toBeUndefined();
    },
  );

  it("refuses a same-origin admin mutation that is not JSON (a simple request a page could forge) with 415", async () => {
    const name = `csrf.t${crypto.randomUUID().slice(0, 8)}`;
    const res = await SELF.fetch(`${ORIGIN}/api/admin/translations/keys`, {
      method: "POST",
      headers: { ...SAME_ORIGIN, Cookie: admin, "Content-Type": "text/plain" },
      body: JSON.stringify({ name }),
    });
    await problemOf(res, 415);
    expect(await keyExists(name)).toBe(false);
  });
});
