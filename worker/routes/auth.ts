import { type Context, Hono } from "hono";
import type { LoginFailure, LoginInput, LoginResult } from "../../common/auth";
import { auditQuery, loginBody, MAX_LOGIN_BODY_BYTES } from "../../common/contracts/auth";
import type { DataSource } from "../../common/contracts/data-source";
import type { FieldError } from "../../common/contracts/problem";
import type { AppEnv } from "../env";
import { AppError, StoreUnavailable } from "../lib/errors";
import { limitBody, validate } from "../lib/validate";
import { getUser, requireRole } from "../middleware/guards";
import { clientIp, expiredSessionCookie, sessionCookie } from "../middleware/session";
import { recentAudit } from "../services/audit";
import { acceptLink, attemptLogin, inspectLink, logout } from "../services/auth";
import { captchaConfig } from "../services/captcha";

/** Sign-in without its store: a refusal the login page can show (503, `Retry-After`), not an error page. */
function unavailable(error: unknown): { result: LoginResult; token?: undefined } {
  if (!(error instanceof StoreUnavailable)) throw error;
  console.error("sign-in: store unavailable:", error.cause);
  const { retryAfter } = error.details as { retryAfter: number };
  const message = "Sign-in is unavailable right now. Please try again in a moment.";
  return { result: { ok: false, status: 503, error: "unavailable", message, retryAfter } };
}

/**
 * One sign-in attempt from this request; the session cookie and `Retry-After` go into
 * `headers`. Shared by the JSON endpoint and the login page's no-JavaScript form action.
 */
async function signIn(c: Context<AppEnv>, input: Partial<LoginInput>, headers: Headers): Promise<LoginResult> {
  const { result, token } = await attemptLogin(
    {
      db: c.env.DB,
      sessionSecret: c.env.SESSION_SECRET,
      captcha: captchaConfig(c.env),
      ip: clientIp(c),
      userAgent: c.req.header("User-Agent") ?? null,
      hostname: new URL(c.req.url).hostname,
    },
    input,
  ).catch(unavailable);
  if (token) headers.append("Set-Cookie", sessionCookie(token));
  if (!result.ok && result.retryAfter) headers.set("Retry-After", String(result.retryAfter));
  return result;
}

async function signOut(c: Context<AppEnv>, headers: Headers): Promise<void> {
  const user = getUser(c);
  const sessionId = c.get("sessionId");
  if (user && sessionId) await logout({ db: c.env.DB, ip: clientIp(c) }, user, sessionId);
  headers.append("Set-Cookie", expiredSessionCookie());
}

/** Copies `extra` onto `target`: cookies appended, other headers replaced. */
export function mergeHeaders(target: Headers, extra: Headers): void {
  for (const cookie of extra.getSetCookie()) target.append("Set-Cookie", cookie);
  extra.forEach((value, name) => {
    if (name !== "set-cookie") target.set(name, value);
  });
}

/**
 * A refused sign-in as a problem: `detail` is the sentence for the person signing in;
 * `code`, `retryAfter` and the field `errors` let the login page say more.
 */
function loginProblem(failure: LoginFailure, headers: Headers): AppError {
  const errors: FieldError[] = Object.entries(failure.fieldErrors ?? {}).map(([path, message]) => ({
    path,
    message: message as string,
  }));
  const retryAfter = headers.get("Retry-After");
  return new AppError(
    failure.status as AppError["status"],
    failure.message,
    {
      code: failure.error,
      ...(failure.retryAfter ? { retryAfter: failure.retryAfter } : {}),
      ...(errors.length ? { errors } : {}),
    },
    retryAfter ? { "Retry-After": retryAfter } : {},
  );
}

/**
 * The admin API under `/api/admin` (guarded by `adminApiGuard`: JSON same-origin mutations,
 * a session except for `login` and `session`).
 */
export const adminApi = new Hono<AppEnv>()
  .post("/login", limitBody(MAX_LOGIN_BODY_BYTES), validate("json", loginBody), async (c) => {
    const headers = new Headers();
    const result = await signIn(c, c.req.valid("json"), headers);
    if (!result.ok) throw loginProblem(result, headers);
    const res = c.json(result, 200);
    mergeHeaders(res.headers, headers);
    return res;
  })
  .post("/logout", async (c) => {
    const headers = new Headers();
    await signOut(c, headers);
    const res = c.body(null, 204);
    mergeHeaders(res.headers, headers);
    return res;
  })
  // Who is signed in: `{ user: null }` rather than 401, since "nobody" is a normal answer here.
  .get("/session", (c) => c.json({ user: getUser(c) }))
  .get("/audit", validate("query", auditQuery), async (c) => {
    requireRole(c, "admin");
    const { limit = 50, before } = c.req.valid("query");
    const events = await recentAudit(c.env.DB, limit, before);
    return c.json({ events, next: events.length === limit ? (events.at(-1)?.id ?? null) : null });
  });

/** What a one-time link's token looks like (common/contracts/people.ts); anything else is an unknown link. */
const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const UNKNOWN_LINK = "This link is not valid. Check that you copied all of it.";

/** The sign-in part of the DataSource (common/contracts/data-source.ts), the one-time links' included. */
export type AuthDataSource = Pick<DataSource, "session" | "login" | "logout"> &
  Required<Pick<DataSource, "linkInfo" | "acceptLink">>;

/**
 * The sign-in part of the server-side DataSource: the route loaders and actions rendered
 * by the worker use the session the middleware resolved and the same sign-in as the API.
 * Headers to send (cookies, `Retry-After`) are collected in `headers` for the page response.
 */
export function authDataSource(c: Context<AppEnv>, headers: Headers): AuthDataSource {
  const ctx = () => ({
    db: c.env.DB,
    sessionSecret: c.env.SESSION_SECRET,
    ip: clientIp(c),
    userAgent: c.req.header("User-Agent") ?? null,
  });
  return {
    async linkInfo(token) {
      if (!LINK_TOKEN.test(token)) return { ok: false, status: 404, message: UNKNOWN_LINK };
      try {
        return { ok: true, ...(await inspectLink(c.env.DB, token)) };
      } catch (error) {
        if (!(error instanceof AppError) || error instanceof StoreUnavailable) throw error;
        return { ok: false, status: error.status, message: error.message };
      }
    },
    async acceptLink(token, password) {
      if (!LINK_TOKEN.test(token)) return { ok: false, status: 404, message: UNKNOWN_LINK };
      try {
        const { token: issued } = await acceptLink(ctx(), token, password);
        headers.append("Set-Cookie", sessionCookie(issued));
        return { ok: true };
      } catch (error) {
        if (!(error instanceof AppError) || error instanceof StoreUnavailable) throw error;
        const field = (error.details.errors as { path: string }[] | undefined)?.some((e) => e.path === "password");
        return {
          ok: false,
          status: error.status,
          message: error.message,
          ...(field ? { field: "password" as const } : {}),
        };
      }
    },
    session: async () => getUser(c),
    login: (input) => signIn(c, input, headers),
    // Without a session there is nothing to end; the cookie is cleared all the same.
    logout: () => signOut(c, headers),
  };
}
