import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { notifyStatement } from "../../worker/services/notifications";
import { fetchWithEnv } from "./auth-helpers";
import { recordingD1 } from "./d1-recorder";
import { person } from "./notifications-helpers";

/**
 * Issue 37, item 2, Performance: the bell's unread count costs an admin page no D1 round trip of
 * its own. It is `notification_counts` (kept by migrations/0028's triggers), joined in the
 * session's own statement; the page reads nothing of `notifications`. The same page costs the same
 * statements with none unread and with two.
 */
function recorded() {
  const { db, ran } = recordingD1();
  // The admin's requests read through a D1 session (services/store/d1-session.ts): the same recorder.
  const withSession = () => ({ prepare: db.prepare, batch: db.batch, getBookmark: () => null });
  return { db: { ...db, prepare: db.prepare, batch: db.batch, withSession } as unknown as D1Database, ran };
}

async function load(cookie: string) {
  const { db, ran } = recorded();
  const res = await fetchWithEnv({ DB: db }, "/admin/account", { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  return { html: await res.text(), sql: ran.map((r) => r.sql) };
}

describe("the bell on an admin page", () => {
  it("shows the unread count read with the session, no statement of its own", async () => {
    const reader = await person({ role: "translator", locales: ["pl"] });
    await load(reader.cookie); // warm: the isolate's first page loads what every later one reuses
    const none = await load(reader.cookie);
    expect(none.html).toContain('aria-label="Notifications, none unread"');

    const at = new Date().toISOString();
    const told = { recipientId: reader.account.id, kind: "mentioned" as const, locale: "pl", key: "home.title" };
    const write = notifyStatement([told, { ...told, key: "nav.home" }], { actor: "someone@example.test", at });
    await env.DB.prepare(write.sql)
      .bind(...write.params)
      .run();

    const two = await load(reader.cookie);
    expect(two.html).toContain('aria-label="Notifications, 2 unread"');
    expect(two.sql).toEqual(none.sql);
    expect(two.sql.filter((sql) => /\bnotifications\b/.test(sql))).toEqual([]);
    expect(two.sql).toHaveLength(1);
    const session = two.sql.filter((sql) => /FROM sessions s JOIN users u/.test(sql));
    expect(session).toHaveLength(1);
    expect(session[0]).toContain("LEFT JOIN notification_counts");
  });
});
