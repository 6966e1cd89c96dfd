import { createScheduledController, env } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index";
import type { AccountRow } from "../../worker/services/identity/accounts";
import { createAccount } from "./auth-helpers";
import { recordingD1 } from "./d1-recorder";
import { drain, emailRows, emailStandIn, emailVars, emptyEmail, input, notify, recordingQueue } from "./email-helpers";

/**
 * The daily digest (docs/decisions/0077-email.md): the `scheduled` handler only claims and queues,
 * one message per account with digest notifications not yet emailed; each message sends one email.
 */
let reviewer: AccountRow;
let ana: AccountRow;
let marek: AccountRow;
let quiet: AccountRow;

beforeAll(async () => {
  reviewer = await createAccount({ role: "reviewer", locales: ["pl"] });
  ana = await createAccount({ role: "translator", locales: ["pl"] });
  marek = await createAccount({ role: "translator", locales: ["pl", "cz"] });
  quiet = await createAccount({ role: "translator", locales: ["pl"] });
});
beforeEach(emptyEmail);
afterEach(() => {
  vi.restoreAllMocks();
});

const MORNING = Date.parse("2026-11-28T07:00:00Z");
const cron = (scheduledTime = MORNING) => createScheduledController({ scheduledTime, cron: "0 7 * * *" });
const hoursBefore = (hours: number) => new Date(MORNING - hours * 3_600_000);

describe("the daily digest", () => {
  it("queues one message per account from the scheduled handler, sends nothing itself, then one email each", async () => {
    const sent = emailStandIn();
    const queue = recordingQueue();
    const vars = emailVars({ EMAILS: queue.queue });
    await env.DB.prepare("INSERT INTO email_preferences (account_id, kind, mode) VALUES (?, 'approved', 'off')")
      .bind(quiet.id)
      .run();
    await notify(
      [input(ana.id, "approved", { count: 12 }), input(marek.id, "approved", { count: 1 })],
      reviewer.email,
      hoursBefore(5),
    );
    await notify(
      [input(ana.id, "import", { count: 3, locale: "cz" }), input(quiet.id, "approved")],
      reviewer.email,
      hoursBefore(3),
    );
    // Older than the digest's window: not sent any more.
    await notify([input(marek.id, "comment-reply", { data: { excerpt: "old" } })], reviewer.email, hoursBefore(72));

    await worker.scheduled(cron(), { ...env, ...vars } as never);
    expect(sent).toHaveLength(0);
    const rows = await emailRows();
    expect(rows.map((r) => [r.account_id, r.mode, JSON.parse(r.notification_ids).length])).toEqual([
      [ana.id, "digest", 2],
      [marek.id, "digest", 1],
    ]);
    expect(queue.messages).toEqual(rows.map((r) => ({ emailId: r.id })));

    await drain(queue, vars);
    expect(sent.map((s) => (s.body.to as string[])[0]).sort()).toEqual([ana.email, marek.email].sort());
    const to = (email: string) =>
      sent.find((s) => (s.body.to as string[])[0] === email) ?? expect.fail(`no email to ${email}`);
    const toAna = to(ana.email);
    expect(toAna.body.subject).toBe("Polyglot: 2 notifications today");
    expect(toAna.body.text).toContain(`12 of your Polish texts were approved, last by ${reviewer.email}.`);
    expect(toAna.body.text).toContain(`${reviewer.email} imported a file that changed 3 texts in Czech.`);
    const headers = toAna.body.headers as Record<string, string>;
    expect(headers["List-Unsubscribe"]).toMatch(new RegExp(`/email/unsubscribe/${ana.id}\\.digest\\.`));
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const toMarek = to(marek.email);
    expect(toMarek.body.text).toContain(`${reviewer.email} approved your Polish text “checkout.title”.`);
    expect((await emailRows()).every((r) => r.status === "sent")).toBe(true);

    // The next morning's run finds nothing new.
    await worker.scheduled(cron(MORNING + 86_400_000), { ...env, ...vars } as never);
    expect(queue.messages).toEqual([]);
  });

  it("queues 50 accounts' digests in four D1 calls and one sendBatch, with no provider call", async () => {
    const sent = emailStandIn();
    const queue = recordingQueue();
    const sendBatch = vi.spyOn(queue.queue, "sendBatch");
    const accounts = await Promise.all(Array.from({ length: 50 }, () => createAccount({ role: "translator" })));
    await notify(
      accounts.flatMap((a) => [input(a.id, "approved", { count: 2 }), input(a.id, "import", { count: 5 })]),
      reviewer.email,
      hoursBefore(2),
    );
    const { db, ran } = recordingD1();
    await worker.scheduled(cron(), { ...env, ...emailVars({ EMAILS: queue.queue }), DB: db } as never);
    expect(queue.messages).toHaveLength(50);
    expect(sendBatch).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(0);
    // The tasks job's one read of tasks due tomorrow (it runs first: its notifications go in the digest); then
    // the log's pruning, the stale-message check, and a claim batch (insert + mark) per mode: 7 statements in 5 calls.
    expect(ran).toHaveLength(7);
  });

  it("deletes done emails past 30 days, keeps newer ones and any still pending", async () => {
    const insert = (at: Date, status: string) =>
      env.DB.prepare(
        "INSERT INTO emails (account_id, mode, notification_ids, status, created_at, claim) VALUES (?, 'digest', '[]', ?, ?, 'c')",
      )
        .bind(ana.id, status, at.toISOString())
        .run();
    await insert(hoursBefore(31 * 24), "sent");
    await insert(hoursBefore(31 * 24), "failed");
    await insert(hoursBefore(29 * 24), "sent");
    await insert(hoursBefore(31 * 24), "pending");
    await worker.scheduled(cron(), { ...env, ...emailVars({ EMAILS: recordingQueue().queue }) } as never);
    expect((await emailRows()).map((r) => r.status)).toEqual(["sent", "pending"]);
  });

  it("queues nothing while EMAIL_PROVIDER is empty", async () => {
    const queue = recordingQueue();
    await notify([input(ana.id, "approved", { count: 2 })], reviewer.email, hoursBefore(1));
    await worker.scheduled(cron(), { ...env, ...emailVars({ EMAIL_PROVIDER: "", EMAILS: queue.queue }) } as never);
    expect(queue.messages).toEqual([]);
    expect(await emailRows()).toEqual([]);
  });
});
