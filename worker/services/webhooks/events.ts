import { AsyncLocalStorage } from "node:async_hooks";
import type { WebhookEventType } from "../../../common/contracts/webhooks";

/**
 * What services call when something a receiver may care about has happened: one line,
 * `emitWebhook(type, data)`, after their write. It only notes the event in this isolate; the
 * admin API's middleware (worker/middleware/webhooks.ts) turns the events noted during a
 * request into delivery rows and queue messages once the request has answered, so emitting
 * never fails, slows or changes a request. Services need no binding for it; events are kept
 * per request (AsyncLocalStorage, nodejs_compat), and where no request collects them (the
 * command line's local import, test set-up) they are dropped.
 * docs/decisions/0071-webhooks.md; the payloads are documented in docs/webhooks.md.
 */

/** An event's data: small facts, counts and ids; `links` are API paths made absolute when recorded. */
export type WebhookData = Record<string, unknown> & { links?: Record<string, string> };

/** The Standard Webhooks payload: `{ type, timestamp, data }`. */
export interface WebhookPayload {
  type: WebhookEventType;
  /** When it happened, ISO 8601 UTC. */
  timestamp: string;
  data: WebhookData;
}

/** The events of the request running now (none outside an admin request). */
const requestEvents = new AsyncLocalStorage<WebhookPayload[]>();

/** The longest list of key names an event carries (a count says how many there were). */
export const MAX_EVENT_KEYS = 100;

export function emitWebhook(type: WebhookEventType, data: WebhookData): void {
  requestEvents.getStore()?.push({ type, timestamp: new Date().toISOString(), data });
}

/**
 * Runs `work` (an admin request's handlers) collecting the events they emit, and answers them:
 * each request its own list, however many run at once in the isolate.
 */
export async function collectWebhookEvents(work: () => Promise<void>): Promise<WebhookPayload[]> {
  const events: WebhookPayload[] = [];
  await requestEvents.run(events, work);
  return events;
}

/** A list of key names, at most MAX_EVENT_KEYS, with how many there were. */
export function keyList(names: readonly string[]): { keys: string[]; keyCount: number } {
  return { keys: names.slice(0, MAX_EVENT_KEYS), keyCount: names.length };
}

/** The API path of a key (its name percent-encoded, docs/decisions/0069). */
export const keyPath = (name: string) => `/api/admin/translations/keys/${encodeURIComponent(name)}`;
