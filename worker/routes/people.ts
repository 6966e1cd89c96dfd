import { type Context, Hono } from "hono";
import { INVITE_PATH_PREFIX, type SessionAccount } from "../../common/auth";
import type { LinkAccepted } from "../../common/contracts/auth";
import {
  acceptLinkBody,
  type CreatedPerson,
  changePasswordBody,
  createPersonBody,
  type LinkInfo,
  linkParams,
  MAX_PEOPLE_BODY_BYTES,
  ownSessionParams,
  type PeopleList,
  type PersonChanged,
  type PersonDetail,
  personParams,
  personSessionParams,
  type ResetLink,
  type SessionEnded,
  type SessionList,
  type SessionsEnded,
  updatePersonBody,
} from "../../common/contracts/people";
import type { AppEnv } from "../env";
import { authContext, clientIp, expiredSessionCookie, requireAccount, requireRole, sessionCookie } from "../http/auth";
import { limitBody, validate } from "../http/validate";
import { AppError } from "../lib/errors";
import {
  type Actor,
  acceptLink,
  changeOwnPassword,
  createPerson,
  createResetLink,
  endAllSessions,
  endOtherSessions,
  endSession,
  getPerson,
  inspectLink,
  listPeople,
  listSessions,
  removeSecondFactor,
  updatePerson,
} from "../services/identity";
import { securityNotice } from "../services/notifications";

/** The signed-in person as the audit log's actor. */
const actorOf = (c: Context<AppEnv>, account: SessionAccount): Actor => ({
  id: account.id,
  email: account.email,
  ip: clientIp(c),
});

/** A one-time link, as the admin who made it sees it once. */
const linkUrl = (c: Context<AppEnv>, token: string) => new URL(`${INVITE_PATH_PREFIX}${token}`, c.req.url).href;

/**
 * `/api/admin/people`: admins only (every route checks the role first, so a reviewer or
 * translator gets 403 and nothing changes).
 */
export const people = new Hono<AppEnv>()
  .get("/", async (c) => {
    requireRole(c, "admin");
    return c.json({ people: await listPeople(c.env.DB) } satisfies PeopleList);
  })
  .post("/", limitBody(MAX_PEOPLE_BODY_BYTES), validate("json", createPersonBody), async (c) => {
    const admin = requireRole(c, "admin");
    const created = await createPerson(c.env.DB, c.req.valid("json"), actorOf(c, admin));
    const { person, password, token, expiresAt } = created;
    const body: CreatedPerson = { person };
    if (password) body.password = password;
    if (token && expiresAt) body.link = { url: linkUrl(c, token), expiresAt };
    c.header("Cache-Control", "no-store");
    return c.json(body satisfies CreatedPerson, 201);
  })
  .get("/:id", validate("param", personParams), async (c) => {
    requireRole(c, "admin");
    const { id } = c.req.valid("param");
    const [person, sessions] = await Promise.all([
      getPerson(c.env.DB, id),
      listSessions(c.env.DB, id, c.get("sessionId")),
    ]);
    return c.json({ person, sessions } satisfies PersonDetail);
  })
  .patch(
    "/:id",
    validate("param", personParams),
    limitBody(MAX_PEOPLE_BODY_BYTES),
    validate("json", updatePersonBody),
    async (c) => {
      const admin = requireRole(c, "admin");
      const person = await updatePerson(c.env.DB, c.req.valid("param").id, c.req.valid("json"), actorOf(c, admin));
      return c.json({ person } satisfies PersonChanged);
    },
  )
  .post("/:id/reset", validate("param", personParams), async (c) => {
    const admin = requireRole(c, "admin");
    const { token, expiresAt, kind } = await createResetLink(c.env.DB, c.req.valid("param").id, actorOf(c, admin));
    c.header("Cache-Control", "no-store");
    return c.json({ link: { url: linkUrl(c, token), expiresAt }, kind } satisfies ResetLink, 201);
  })
  .delete("/:id/totp", validate("param", personParams), async (c) => {
    const admin = requireRole(c, "admin");
    const person = await getPerson(c.env.DB, c.req.valid("param").id);
    await removeSecondFactor(c.env.DB, person, actorOf(c, admin), Date.now(), securityNotice);
    if (person.id === admin.id) c.header("Set-Cookie", expiredSessionCookie());
    return c.body(null, 204);
  })
  .delete("/:id/sessions", validate("param", personParams), async (c) => {
    const admin = requireRole(c, "admin");
    const person = await getPerson(c.env.DB, c.req.valid("param").id);
    const ended = await endAllSessions(c.env.DB, person, actorOf(c, admin));
    if (person.id === admin.id) c.header("Set-Cookie", expiredSessionCookie());
    return c.json({ ended } satisfies SessionsEnded);
  })
  .delete("/:id/sessions/:sessionId", validate("param", personSessionParams), async (c) => {
    const admin = requireRole(c, "admin");
    const { id, sessionId } = c.req.valid("param");
    const person = await getPerson(c.env.DB, id);
    await endSession(c.env.DB, person, sessionId, actorOf(c, admin));
    if (sessionId === c.get("sessionId")) c.header("Set-Cookie", expiredSessionCookie());
    return c.body(null, 204);
  });

/** `/api/admin/account`: every signed-in person's own sessions and password. */
export const account = new Hono<AppEnv>()
  .get("/sessions", async (c) => {
    const account = requireAccount(c);
    return c.json({ sessions: await listSessions(c.env.DB, account.id, c.get("sessionId")) } satisfies SessionList);
  })
  .delete("/sessions", async (c) => {
    const account = requireAccount(c);
    const current = c.get("sessionId");
    if (!current) throw new AppError(403, "Signing out everywhere else is for a signed-in session, not an API token");
    return c.json({ ended: await endOtherSessions(c.env.DB, account, current, clientIp(c)) } satisfies SessionsEnded);
  })
  .delete("/sessions/:sessionId", validate("param", ownSessionParams), async (c) => {
    const account = requireAccount(c);
    const { sessionId } = c.req.valid("param");
    await endSession(c.env.DB, account, sessionId, actorOf(c, account));
    // Ending the session making this request signs out at once: the cookie goes with it.
    const signedOut = sessionId === c.get("sessionId");
    if (signedOut) c.header("Set-Cookie", expiredSessionCookie());
    return c.json({ signedOut } satisfies SessionEnded);
  })
  .post("/password", limitBody(MAX_PEOPLE_BODY_BYTES), validate("json", changePasswordBody), async (c) => {
    const account = requireAccount(c);
    const token = await changeOwnPassword(authContext(c), account, c.req.valid("json"));
    c.header("Set-Cookie", sessionCookie(token));
    return c.body(null, 204);
  });

/** A token that could not be one is a link that does not exist. */
const linkNotFound = () =>
  new AppError(404, "This link is not valid. Check that you copied all of it.", { code: "unknown_link" });

/** `/api/admin/invitations/:token`: one-time links, used signed out (mounted outside the signed-in routes). */
export const invitations = new Hono<AppEnv>()
  .get("/:token", validate("param", linkParams, linkNotFound), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json((await inspectLink(c.env.DB, c.req.valid("param").token)) satisfies LinkInfo);
  })
  .post(
    "/:token",
    validate("param", linkParams, linkNotFound),
    limitBody(MAX_PEOPLE_BODY_BYTES),
    validate("json", acceptLinkBody),
    async (c) => {
      const { user, token } = await acceptLink(
        authContext(c),
        c.req.valid("param").token,
        c.req.valid("json").password,
      );
      if (token) c.header("Set-Cookie", sessionCookie(token));
      return c.json({ user } satisfies LinkAccepted);
    },
  );
