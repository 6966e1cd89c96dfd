import type { WebhookEventType } from "../../../common/contracts/webhooks";

/**
 * What services call when something a receiver may care about has happened: one line,
 * `emitWebhook(type, data)`, after their write. It only notes the event in this isolate; the
 * admin API's middleware (worker/middleware/webhooks.ts) turns the events noted during a
 * request into delivery rows and queue messages once the request has answered, so emitting
 * never fails, slows or changes a request. Services need no binding for it, and where nothing
 * collects the events (the command line's local import) they are dropped at the cap.
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

/** Events noted and not yet collected; a request's own are collected as it answers. */
const noted: WebhookPayload[] = [];
/** No request collects them on the command line: beyond this many, the oldest go. */
const MAX_NOTED = 200;

/** The longest list of key names an event carries (a count says how many there were). */
export const MAX_EVENT_KEYS = 100;

export function emitWebhook(type: WebhookEventType, data: WebhookData): void {
  noted.push({ type, timestamp: new Date().toISOString(), data });
  if (noted.length > MAX_NOTED) noted.splice(0, noted.length - MAX_NOTED);
}

/** Every event noted so far, and forgets them (the one collector is the middleware). */
export function takeWebhookEvents(): WebhookPayload[] {
  return noted.splice(0, noted.length);
}

/** A list of key names, at most MAX_EVENT_KEYS, with how many there were. */
export function keyList(names: readonly string[]): { keys: string[]; keyCount: number } {
  return { keys: names.slice(0, MAX_EVENT_KEYS), keyCount: names.length };
}

/** The API path of a key (its name percent-encoded, docs/decisions/0069). */
export const keyPath = (name: string) => `/api/admin/translations/keys/${encodeURIComponent(name)}`;
