import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { notifyStatement } from "../../worker/services/notifications";
import { createAccount } from "./auth-helpers";

/**
 * The one statement that writes notifications (issue 37, item 2): nobody is told about their own
 * action, a disabled account is told nothing, and a gathered kind adds to its unread row.
 */
const write = (s: { sql: string; params: (string | number | null)[] }) =>
  env.DB.prepare(s.sql)
    .bind(...s.params)
    .run();

const rowsOf = async (id: number) =>
  (
    await env.DB.prepare("SELECT kind, count, actor, read_at FROM notifications WHERE recipient_id = ? ORDER BY id")
      .bind(id)
      .all<{ kind: string; count: number; actor: string | null; read_at: string | null }>()
  ).results;

describe("notifyStatement", () => {
  it("writes one row per recipient, never to the actor or a disabled account", async () => {
    const actor = await createAccount({ role: "reviewer" });
    const other = await createAccount({ role: "translator" });
    const disabled = await createAccount({ role: "translator", disabled: true });
    const at = new Date().toISOString();
    const kinds = { kind: "changes-requested" as const, locale: "pl", key: "a.b", data: { reason: "why" } };
    await write(
      notifyStatement(
        [actor, other, disabled].map((a) => ({ recipientId: a.id, ...kinds })),
        { actor: actor.email, at },
      ),
    );
    expect(await rowsOf(actor.id)).toEqual([]);
    expect(await rowsOf(disabled.id)).toEqual([]);
    expect(await rowsOf(other.id)).toEqual([
      { kind: "changes-requested", count: 1, actor: actor.email, read_at: null },
    ]);
  });

  it("gathers a group into the unread row, and starts a new one once it was read", async () => {
    const reviewer = await createAccount({ role: "reviewer" });
    const translator = await createAccount({ role: "translator" });
    const approved = (count: number) =>
      notifyStatement([{ recipientId: translator.id, kind: "approved", locale: "pl", count, group: "approved:pl" }], {
        actor: reviewer.email,
        at: new Date().toISOString(),
      });
    await write(approved(5));
    await write(approved(7));
    expect((await rowsOf(translator.id)).map((r) => r.count)).toEqual([12]);
    await env.DB.prepare("UPDATE notifications SET read_at = 'x' WHERE recipient_id = ?").bind(translator.id).run();
    await write(approved(1));
    expect((await rowsOf(translator.id)).map((r) => r.count)).toEqual([12, 1]);
    // Once an email told of the unread row, it stays as told: the next approvals start a new row.
    await env.DB.prepare("UPDATE notifications SET emailed_at = 'y' WHERE recipient_id = ? AND read_at IS NULL")
      .bind(translator.id)
      .run();
    await write(approved(2));
    await write(approved(3));
    expect((await rowsOf(translator.id)).map((r) => r.count)).toEqual([12, 1, 5]);
  });
});
