import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { vi } from "vitest";
import type { NotificationKind } from "../../common/contracts/notifications";
import worker from "../../worker/index";
import type { EmailQueueMessage } from "../../worker/services/email/claims";
import { type NotificationInput, notifyStatement } from "../../worker/services/notifications";

/** The local stand-in's address (Resend's API shape); nothing else is reachable from a test. */
export const RESEND = "https://resend-stand-in.test";
export const POSTMARK = "https://postmark-stand-in.test";
export const LINK_SECRET = "test-only-email-link-secret-0123456789abcdef";
export const SITE = "https://polyglot.example";

/** The bindings of a deployment that sends email through the stand-in. */
export const emailVars = (more: Record<string, unknown> = {}) => ({
  EMAIL_PROVIDER: "resend",
  RESEND_API_KEY: "re_test_key",
  RESEND_API_URL: RESEND,
  POSTMARK_SERVER_TOKEN: "postmark-test-token",
  POSTMARK_API_URL: POSTMARK,
  EMAIL_FROM: "Polyglot <notify@polyglot.example>",
  EMAIL_LINK_SECRET: LINK_SECRET,
  PUBLIC_ORIGIN: SITE,
  ...more,
});

export interface Sent {
  url: string;
  headers: Headers;
  body: Record<string, unknown>;
}

type Step = "ok" | 422 | 429 | 500;

/**
 * The stand-in for the provider's HTTP API, started by the test: the worker's outbound fetch to it
 * is recorded and answered by `script` in order (then "ok"); any other fetch is refused.
 */
export function emailStandIn(script: Step[] = []) {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(RESEND) && !request.url.startsWith(POSTMARK))
      throw new Error(`unexpected fetch ${request.url}`);
    sent.push({ url: request.url, headers: request.headers, body: (await request.json()) as Record<string, unknown> });
    const step = script.shift() ?? "ok";
    if (step === "ok") return Response.json({ id: crypto.randomUUID() });
    return Response.json(
      { message: "stand-in says no" },
      { status: step, headers: step === 429 ? { "Retry-After": "90" } : {} },
    );
  });
  return sent;
}

/** A queue that keeps what is sent to it (the test hands it to the consumer). */
export function recordingQueue() {
  const messages: EmailQueueMessage[] = [];
  const queue = {
    send: async (body: EmailQueueMessage) => void messages.push(body),
    sendBatch: async (batch: { body: EmailQueueMessage }[]) => void messages.push(...batch.map((m) => m.body)),
  } as unknown as Queue<EmailQueueMessage>;
  return { messages, queue };
}

/** Hands the consumer these messages at attempt `attempts`; answers the queue's verdict and the delays asked for. */
export async function runEmailConsumer(bodies: EmailQueueMessage[], bindings: Record<string, unknown>, attempts = 1) {
  const batch = createMessageBatch<EmailQueueMessage>(
    "polyglot-emails",
    bodies.map((body, i) => ({ id: `e${i}-${crypto.randomUUID()}`, timestamp: new Date(), attempts, body })),
  );
  const delays: (number | undefined)[] = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    vi.spyOn(message, "retry").mockImplementation((options) => {
      delays.push(options?.delaySeconds);
      retry(options);
    });
  }
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<unknown>, { ...env, ...bindings } as never);
  return { ...(await getQueueResult(batch, ctx)), delays };
}

/** Runs the consumer on the queue's messages, and on what it queues in turn, until it is empty (at most 5 rounds). */
export async function drain(queue: ReturnType<typeof recordingQueue>, bindings: Record<string, unknown>) {
  for (let round = 0; round < 5 && queue.messages.length > 0; round++) {
    const bodies = queue.messages.splice(0);
    await runEmailConsumer(bodies, { ...bindings, EMAILS: queue.queue });
  }
}

/** Writes notifications as an action would (the one statement of services/notifications). */
export async function notify(inputs: NotificationInput[], actor: string | null, at = new Date()) {
  const s = notifyStatement(inputs, { actor, at: at.toISOString() });
  await env.DB.prepare(s.sql)
    .bind(...s.params)
    .run();
}

export const input = (
  recipientId: number,
  kind: NotificationKind,
  more: Partial<NotificationInput> = {},
): NotificationInput => ({ recipientId, kind, locale: "pl", key: "checkout.title", ...more });

/** Every notification, email and preference gone: each test writes its own. */
export async function emptyEmail(): Promise<void> {
  await env.DB.batch(["emails", "notifications", "email_preferences"].map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
}

export async function emailRows() {
  const { results } = await env.DB.prepare("SELECT * FROM emails ORDER BY id").all<{
    id: number;
    account_id: number;
    mode: string;
    status: string;
    attempts: number;
    last_error: string | null;
    notification_ids: string;
  }>();
  return results;
}
