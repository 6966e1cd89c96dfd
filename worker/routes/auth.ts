import { type Context, Hono } from "hono";
import * as v from "valibot";
import type { LoginFailure } from "../../common/auth";
import { type LoginAnswer, loginBody, MAX_LOGIN_BODY_BYTES, type SessionAnswer } from "../../common/contracts/auth";
import type { DataSource } from "../../common/contracts/data-source";
import { linkParams } from "../../common/contracts/people";
import type { FieldError } from "../../common/contracts/problem";
import { MAX_TWO_FACTOR_BODY_BYTES, secondFactorBody } from "../../common/contracts/two-factor";
import type { AppEnv } from "../env";
import { authContext, getAccount, sessionCookie, signIn, signInSecondStep, signOut } from "../http/auth";
import { limitBody, validate } from "../http/validate";
import { AppError, StoreUnavailable } from "../lib/errors";
import { acceptLink, inspectLink } from "../services/identity";

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
export function loginProblem(failure: LoginFailure, headers: Headers): AppError {
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
 * `/api/admin/login` and `/api/admin/session`: answered with or without a session (worker/index.ts
 * mounts them outside the signed-in routes).
 */
export const signInApi = new Hono<AppEnv>()
  .post("/login", limitBody(MAX_LOGIN_BODY_BYTES), validate("json", loginBody), async (c) => {
    const headers = new Headers();
    const result = await signIn(c, c.req.valid("json"), headers);
    if (!result.ok) throw loginProblem(result, headers);
    const res = c.json(result satisfies LoginAnswer, 200);
    mergeHeaders(res.headers, headers);
    return res;
  })
  .post("/login/second-factor", limitBody(MAX_TWO_FACTOR_BODY_BYTES), validate("json", secondFactorBody), async (c) => {
    const headers = new Headers();
    const result = await signInSecondStep(c, c.req.valid("json"), headers);
    if (!result.ok) throw loginProblem(result, headers);
    const res = c.json(result satisfies LoginAnswer, 200);
    mergeHeaders(res.headers, headers);
    return res;
  })
  // Who is signed in: `{ user: null }` rather than 401, since "nobody" is a normal answer here.
  // With `unread`: the account's unread notifications, read with its session row (no query of its own).
  .get("/session", (c) => {
    const user = getAccount(c);
    return c.json((user ? { user, unread: c.get("unread") ?? 0 } : { user: null }) satisfies SessionAnswer);
  });

/** `/api/admin/logout`: ends this session (mounted among the signed-in routes). */
export const signOutApi = new Hono<AppEnv>().post("/", async (c) => {
  const headers = new Headers();
  await signOut(c, headers);
  const res = c.body(null, 204);
  mergeHeaders(res.headers, headers);
  return res;
});

/** A token that is not shaped like a one-time link's (common/contracts/people.ts) is an unknown link. */
const isLinkToken = (token: string) => v.is(linkParams, { token });
const UNKNOWN_LINK = "This link is not valid. Check that you copied all of it.";

/** The sign-in part of the DataSource (common/contracts/data-source.ts), the one-time links' included. */
export type AuthDataSource = Pick<DataSource, "session" | "login" | "secondFactor" | "logout" | "unreadNotifications"> &
  Required<Pick<DataSource, "linkInfo" | "acceptLink">>;

/**
 * The sign-in part of the server-side DataSource: the route loaders and actions rendered
 * by the worker use the session the middleware resolved and the same sign-in as the API.
 * Headers to send (cookies, `Retry-After`) are collected in `headers` for the page response.
 */
export function authDataSource(c: Context<AppEnv>, headers: Headers): AuthDataSource {
  return {
    async linkInfo(token) {
      if (!isLinkToken(token)) return { ok: false, status: 404, message: UNKNOWN_LINK };
      try {
        return { ok: true, ...(await inspectLink(c.env.DB, token)) };
      } catch (error) {
        if (!(error instanceof AppError) || error instanceof StoreUnavailable) throw error;
        return { ok: false, status: error.status, message: error.message };
      }
    },
    async acceptLink(token, password) {
      if (!isLinkToken(token)) return { ok: false, status: 404, message: UNKNOWN_LINK };
      try {
        const { token: issued } = await acceptLink(authContext(c), token, password);
        // An account with a second factor signs in with it afterwards (services/identity/auth.ts).
        if (issued) headers.append("Set-Cookie", sessionCookie(issued));
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
    session: async () => getAccount(c),
    unreadNotifications: async () => (getAccount(c) ? (c.get("unread") ?? 0) : 0),
    login: (input) => signIn(c, input, headers),
    secondFactor: (input) => signInSecondStep(c, input, headers),
    // Without a session there is nothing to end; the cookie is cleared all the same.
    logout: () => signOut(c, headers),
  };
}
