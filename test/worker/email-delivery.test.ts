import { env } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_ATTEMPTS, RETRY_DELAYS_S } from "../../worker/services/email/deliver";
import type { AccountRow } from "../../worker/services/identity/accounts";
import { createAccount } from "./auth-helpers";
import {
  emailRows,
  emailStandIn,
  emailVars,
  emptyEmail,
  input,
  notify,
  recordingQueue,
  runEmailConsumer,
} from "./email-helpers";

/**
 * One email per queue message (worker/services/email/deliver.ts): 429 and 5xx bring it back with
 * a backoff (longer when the provider's Retry-After asks), the last attempt goes to the dead-letter
 * queue, a refusal ends it at once; Postmark and Cloudflare's binding take the same message.
 */
let reviewer: AccountRow;
let translator: AccountRow;

beforeAll(async () => {
  reviewer = await createAccount({ role: "reviewer", locales: ["pl"] });
  translator = await createAccount({ role: "translator", locales: ["pl"] });
});
beforeEach(emptyEmail);
afterEach(() => {
  vi.restoreAllMocks();
});

/** A claimed immediate email for the translator: its id. */
async function oneEmail(vars: Record<string, unknown>): Promise<number> {
  await notify([input(translator.id, "changes-requested", { data: { reason: "Too long" } })], reviewer.email);
  const queue = recordingQueue();
  await runEmailConsumer([{ scan: "immediately", since: new Date(0).toISOString() }], { ...vars, EMAILS: queue.queue });
  const [message] = queue.messages;
  if (!message || !("emailId" in message)) throw new Error("no email claimed");
  return message.emailId;
}

describe("delivery", () => {
  it("retries a 429 after the provider's Retry-After and a 500 after the backoff, then sends", async () => {
    const sent = emailStandIn([429, 500]);
    const dlq = recordingQueue();
    const vars = emailVars({ EMAILS_DLQ: dlq.queue });
    const emailId = await oneEmail(vars);

    const first = await runEmailConsumer([{ emailId }], vars, 1);
    expect(first.retryMessages).toHaveLength(1);
    expect(first.delays).toEqual([90]);
    expect((await emailRows())[0]).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: expect.stringContaining("HTTP 429"),
    });

    const second = await runEmailConsumer([{ emailId }], vars, 2);
    expect(second.delays).toEqual([RETRY_DELAYS_S[1]]);
    expect((await emailRows())[0]).toMatchObject({
      status: "pending",
      attempts: 2,
      last_error: expect.stringContaining("HTTP 500"),
    });

    const third = await runEmailConsumer([{ emailId }], vars, 3);
    expect(third.explicitAcks).toHaveLength(1);
    expect(sent).toHaveLength(3);
    // Every attempt of one email carries the same idempotency key.
    expect(new Set(sent.map((s) => s.headers.get("Idempotency-Key"))).size).toBe(1);
    expect((await emailRows())[0]).toMatchObject({ status: "sent", attempts: 3, last_error: null });
    expect(dlq.messages).toEqual([]);
  });

  it("moves an email that failed its last attempt to the dead-letter queue", async () => {
    emailStandIn([500]);
    const dlq = recordingQueue();
    const vars = emailVars({ EMAILS_DLQ: dlq.queue });
    const emailId = await oneEmail(vars);
    const last = await runEmailConsumer([{ emailId }], vars, MAX_ATTEMPTS);
    expect(last.retryMessages).toHaveLength(0);
    expect(last.explicitAcks).toHaveLength(1);
    expect(dlq.messages).toEqual([{ emailId }]);
    expect((await emailRows())[0]).toMatchObject({ status: "failed", attempts: 1 });
  });

  it("ends a refused message at once, without the dead-letter queue", async () => {
    emailStandIn([422]);
    const dlq = recordingQueue();
    const vars = emailVars({ EMAILS_DLQ: dlq.queue });
    const emailId = await oneEmail(vars);
    const result = await runEmailConsumer([{ emailId }], vars, 1);
    expect(result.retryMessages).toHaveLength(0);
    expect(dlq.messages).toEqual([]);
    expect((await emailRows())[0]).toMatchObject({ status: "failed", last_error: expect.stringContaining("HTTP 422") });
  });

  it("sends through Postmark's API with its token and header list", async () => {
    const sent = emailStandIn();
    const vars = emailVars({ EMAIL_PROVIDER: "postmark" });
    const emailId = await oneEmail(vars);
    await runEmailConsumer([{ emailId }], vars);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe("https://postmark-stand-in.test/email");
    expect(sent[0]?.headers.get("X-Postmark-Server-Token")).toBe("postmark-test-token");
    expect(sent[0]?.body).toMatchObject({ To: translator.email, MessageStream: "outbound" });
    expect(sent[0]?.body.Headers).toEqual([
      { Name: "List-Unsubscribe", Value: expect.stringMatching(/^<https:\/\/polyglot\.example\/email\/unsubscribe\//) },
      { Name: "List-Unsubscribe-Post", Value: "List-Unsubscribe=One-Click" },
    ]);
  });

  it("sends through Cloudflare's send_email binding, and retries its rate limit", async () => {
    const calls: Record<string, unknown>[] = [];
    let limited = true;
    const binding = {
      send: async (message: Record<string, unknown>) => {
        calls.push(message);
        if (limited) {
          limited = false;
          throw Object.assign(new Error("Rate limit exceeded"), { code: "E_RATE_LIMIT_EXCEEDED" });
        }
        return { messageId: "m1" };
      },
    };
    const vars = emailVars({ EMAIL_PROVIDER: "cloudflare", SEND_EMAIL: binding });
    const emailId = await oneEmail(vars);
    expect((await runEmailConsumer([{ emailId }], vars, 1)).retryMessages).toHaveLength(1);
    expect((await runEmailConsumer([{ emailId }], vars, 2)).explicitAcks).toHaveLength(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ to: translator.email, from: "Polyglot <notify@polyglot.example>" });
    expect((await emailRows())[0]).toMatchObject({ status: "sent" });
  });

  it("sends nothing for a claimed email once EMAIL_PROVIDER is emptied", async () => {
    const sent = emailStandIn();
    const emailId = await oneEmail(emailVars());
    await runEmailConsumer([{ emailId }], emailVars({ EMAIL_PROVIDER: "" }));
    expect(sent).toHaveLength(0);
    expect((await emailRows())[0]).toMatchObject({
      status: "failed",
      last_error: expect.stringContaining("Email is off"),
    });
    expect(env.EMAIL_PROVIDER).toBe("");
  });
});
