import { createExecutionContext, createMessageBatch, env, getQueueResult, SELF } from "cloudflare:test";
import { vi } from "vitest";
import type { WebhookEvent, WebhookWithSecret } from "../../common/contracts/webhooks";
import worker from "../../worker/index";
import type { DeliveryMessage } from "../../worker/services/webhooks/deliveries";
import { SAME_ORIGIN } from "./auth-helpers";
import { ORIGIN } from "./helpers";

/** A call to `/api/admin/webhooks{path}` as the signed-in `cookie`, same origin, JSON (every mutation says so, as the CSRF rule asks). */
export function webhooksApi(cookie: string, method: string, path = "", body?: unknown): Promise<Response> {
  return SELF.fetch(`${ORIGIN}/api/admin/webhooks${path}`, {
    method,
    headers: { ...SAME_ORIGIN, Cookie: cookie, ...(method === "GET" ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
}

/** A receiver URL of its own per call, on a public name (its requests are answered by `receiver`). */
export const receiverUrl = () => `https://hooks.example.com/${crypto.randomUUID()}`;

/** Registers an endpoint for `events` as `cookie`; answers it with its secret. */
export async function addEndpoint(cookie: string, events: WebhookEvent[], url = receiverUrl()) {
  const res = await webhooksApi(cookie, "POST", "", { url, events });
  if (res.status !== 201) throw new Error(`endpoint not created: ${res.status} ${await res.text()}`);
  return (await res.json()) as WebhookWithSecret;
}

export interface Received {
  url: string;
  headers: Headers;
  body: string;
  redirect: RequestRedirect | undefined;
}

/**
 * The local stand-in for receivers: the worker's outbound `fetch` to hooks.example.com is
 * answered by `answer`, in the order received; anything else is refused (no network in a test).
 */
export function receiver(answer: (request: Request) => Response | Promise<Response> = () => new Response("ok")) {
  const received: Received[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).hostname !== "hooks.example.com") throw new Error(`unexpected fetch ${request.url}`);
    received.push({
      url: request.url,
      headers: request.headers,
      body: await request.clone().text(),
      redirect: init?.redirect,
    });
    return answer(request);
  });
  return received;
}

/** Deliveries of the endpoint, oldest first, as D1 holds them. */
export async function deliveryRows(endpointId: number) {
  const { results } = await env.DB.prepare(
    "SELECT * FROM webhook_deliveries WHERE endpoint_id = ? ORDER BY created_at, rowid",
  )
    .bind(endpointId)
    .all<{
      id: string;
      event: string;
      payload: string;
      status: string;
      attempts: number;
      response_status: number | null;
      response_excerpt: string | null;
      error: string | null;
    }>();
  return results;
}

/** The recording stand-in for the dead-letter queue. */
export function deadLetters() {
  const sent: DeliveryMessage[] = [];
  const queue = { send: async (body: DeliveryMessage) => void sent.push(body) } as unknown as Queue<DeliveryMessage>;
  return { sent, queue };
}

/**
 * Hands the consumer one message per delivery, each at attempt `attempts`; answers the queue's
 * verdict, and the delays the consumer asked for (the test harness's result does not keep them).
 */
export async function runConsumer(ids: string[], attempts = 1, bindings: Record<string, unknown> = {}) {
  const batch = createMessageBatch<DeliveryMessage>(
    "polyglot-webhooks",
    ids.map((deliveryId, i) => ({ id: `m${i}-${deliveryId}`, timestamp: new Date(), attempts, body: { deliveryId } })),
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
  await worker.queue(batch, { ...env, ...bindings } as never);
  return { ...(await getQueueResult(batch, ctx)), delays };
}

/** No endpoints (events emitted outside a request, by a setup that publishes, are never kept). */
export async function resetWebhooks(): Promise<void> {
  await env.DB.prepare("DELETE FROM webhook_endpoints").run();
}
