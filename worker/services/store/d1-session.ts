import { type CookieSpec, cookieHeader, expiredCookieHeader } from "../../../common/cookies";
import { SESSION_IDLE_TIMEOUT_MS } from "../identity";

/**
 * A signed-in admin's D1 through the Sessions API (docs/decisions/0052-latency-budget.md). With
 * read replication enabled on the database, a read goes to a nearby replica that is at least as
 * new as the admin's last write, whose bookmark the browser carries in a cookie; a change starts
 * at the primary. Without replication, D1 serves every session from the primary, as before.
 */

/**
 * The bookmark of the admin's last change. HttpOnly (no script needs it) and `__Host-` (no
 * subdomain or plain-HTTP page can set it); it lives as long as an idle session.
 */
export const BOOKMARK_COOKIE = {
  name: "__Host-d1-bookmark",
  maxAge: SESSION_IDLE_TIMEOUT_MS / 1000,
  httpOnly: true,
  alwaysSecure: true,
} as const satisfies CookieSpec;

/** D1's bookmark: four groups of hex digits, ordered as strings. Anything else is never handed to D1. */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

export const isBookmark = (value: string | undefined): value is string => value !== undefined && BOOKMARK.test(value);

const isRead = (method: string) => method === "GET" || method === "HEAD";

/**
 * Where a request's session starts. A change starts at the primary, so what it checks before
 * writing (a cell's version, a name taken) is the latest state, not a replica's. A read starts
 * at the admin's last change (read-your-writes), or anywhere when there is none.
 */
export function sessionStart(method: string, bookmark: string | undefined): string {
  if (!isRead(method)) return "first-primary";
  return isBookmark(bookmark) ? bookmark : "first-unconstrained";
}

export interface AdminD1 {
  /** D1 for the request's handlers: every query and batch goes through the session. */
  db: D1Database;
  /** The bookmark cookie this response sets (after a change) or expires (after a 503), or null. */
  cookieFor(status: number): string | null;
}

/** The D1 session of one admin request: `method` and the bookmark cookie's value, if any. */
export function adminD1(db: D1Database, method: string, bookmark: string | undefined): AdminD1 {
  const session = db.withSession(sessionStart(method, bookmark));
  const sessioned: D1Database = {
    prepare: (query) => session.prepare(query),
    batch: ((statements: D1PreparedStatement[]) => session.batch(statements)) as D1Database["batch"],
    // Not query paths of the handlers: left to the database itself.
    exec: (query) => db.exec(query),
    withSession: (constraint) => db.withSession(constraint),
    dump: () => db.dump(),
  };
  return {
    db: sessioned,
    cookieFor(status) {
      // D1 refusing a bookmark (one of a recreated database, say) is an outage to the guard: drop
      // the cookie, so the client's retry starts without it instead of failing until it expires.
      if (status === 503 && isBookmark(bookmark)) return expiredCookieHeader(BOOKMARK_COOKIE, true);
      if (isRead(method)) return null;
      const latest = session.getBookmark();
      return latest && latest !== bookmark ? cookieHeader(BOOKMARK_COOKIE, latest, { secure: true }) : null;
    },
  };
}
