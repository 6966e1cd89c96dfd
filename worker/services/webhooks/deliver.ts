import type { DeliveryMessage } from "./deliveries";
import { recordAttempt, recordSkipped } from "./outcome";
import { signedHeaders } from "./signature";

/**
 * The WEBHOOKS queue's consumer (the worker's `queue` handler): one attempt per message. It
 * signs the stored body (./signature.ts), POSTs it without following redirects, within
 * DELIVERY_TIMEOUT_MS, records the outcome (./outcome.ts), and then acknowledges the message or
 * asks the queue to bring it back later (`message.retry({ delaySeconds })`, RETRY_DELAYS_S).
 * docs/webhooks.md says the same for receivers.
 */

/** How long a receiver may take to answer. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Attempts of one delivery before it fails and goes to the dead-letter queue. */
export const MAX_ATTEMPTS = 8;
/** The wait after attempt n (1-based) before attempt n + 1: 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h. */
export const RETRY_DELAYS_S = [5, 30, 120, 600, 1_800, 3_600, 7_200] as const;
/** The first kilobyte of a text answer is kept for the log. */
export const EXCERPT_BYTES = 1024;

export interface DeliveryEnv {
  DB: D1Database;
  WEBHOOKS_DLQ?: Queue<DeliveryMessage>;
}

/** What one attempt got: an HTTP status (null: no answer), how long it took, what it said. */
export interface Attempt {
  status: number | null;
  latencyMs: number;
  excerpt: string | null;
  error: string | null;
}

/** What the receiver's status means: 2xx done, 429/5xx/no answer again later, 410 gone, the rest refused. */
export type Verdict = "succeeded" | "retry" | "gone" | "refused";

export function verdictOf(status: number | null): Verdict {
  if (status === null || status === 429 || status >= 500) return "retry";
  if (status >= 200 && status < 300) return "succeeded";
  return status === 410 ? "gone" : "refused";
}

export const retryDelayS = (attempt: number) =>
  RETRY_DELAYS_S[Math.min(attempt, RETRY_DELAYS_S.length) - 1] ?? RETRY_DELAYS_S[0];

/** The first EXCERPT_BYTES of a text answer (JSON, XML and text/*), else null; the rest is not read. */
async function excerptOf(res: Response): Promise<string | null> {
  const type = res.headers.get("content-type") ?? "";
  if (!res.body || !/^text\/|json|xml/i.test(type)) {
    await res.body?.cancel();
    return null;
  }
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < EXCERPT_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => {});
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  // A character cut at the kilobyte's edge becomes U+FFFD, never an error.
  return new TextDecoder().decode(bytes.subarray(0, EXCERPT_BYTES));
}

/** One signed POST of `payload` to `url`. Never throws: a failure is an attempt without a status. */
export async function attemptDelivery(url: string, secret: string, id: string, payload: string): Promise<Attempt> {
  const started = Date.now();
  try {
    const headers = await signedHeaders(secret, id, Math.floor(started / 1000), payload);
    const res = await fetch(url, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", "user-agent": "Polyglot-Webhooks/1" },
      body: payload,
      redirect: "manual",
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    const latencyMs = Date.now() - started;
    const excerpt = await excerptOf(res).catch(() => null);
    const redirect = res.status >= 300 && res.status < 400;
    const error = redirect ? `Redirect to ${res.headers.get("location") ?? "?"} not followed` : null;
    return { status: res.status, latencyMs, excerpt, error };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    const message = timedOut ? `No answer within ${DELIVERY_TIMEOUT_MS / 1000} s` : `Request failed: ${String(error)}`;
    return { status: null, latencyMs: Date.now() - started, excerpt: null, error: message.slice(0, 500) };
  }
}

interface Target {
  url: string;
  secret: string;
  payload: string;
  enabled: number;
}

/** One message: attempt, record, then ack or retry. A failure of D1 itself leaves it to the queue's retries. */
async function deliverMessage(message: Message<DeliveryMessage>, env: DeliveryEnv): Promise<void> {
  const id = message.body?.deliveryId;
  const target = await env.DB.prepare(
    `SELECT e.url, e.secret, e.enabled, d.payload FROM webhook_deliveries d
     JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE d.id = ?`,
  )
    .bind(id ?? "")
    .first<Target>();
  // Deleted with its endpoint meanwhile (or not a delivery at all): nothing to do.
  if (!target || !id) return message.ack();
  if (target.enabled !== 1) {
    await recordSkipped(env.DB, id, "The endpoint is disabled");
    return message.ack();
  }
  const attempt = await attemptDelivery(target.url, target.secret, id, target.payload);
  const verdict = verdictOf(attempt.status);
  const last = message.attempts >= MAX_ATTEMPTS;
  await recordAttempt(env.DB, id, verdict === "retry" && !last ? "again" : verdict, attempt);
  if (verdict === "retry" && !last) return message.retry({ delaySeconds: retryDelayS(message.attempts) });
  if (verdict === "retry") await env.WEBHOOKS_DLQ?.send({ deliveryId: id });
  message.ack();
}

/** The worker's `queue` handler: the batch's deliveries in parallel, each acknowledged or retried alone. */
export async function deliverBatch(batch: MessageBatch<DeliveryMessage>, env: DeliveryEnv): Promise<void> {
  await Promise.all(
    batch.messages.map((message) =>
      deliverMessage(message, env).catch((error) => {
        console.error("webhooks: delivery not recorded:", String(error));
        message.retry({ delaySeconds: retryDelayS(message.attempts) });
      }),
    ),
  );
}
