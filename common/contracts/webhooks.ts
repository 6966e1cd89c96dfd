import * as v from "valibot";
import { MAX_ENDPOINT_URL_LENGTH } from "../webhooks/endpoint-url";
import { integerText, jsonObject } from "./fields";

/**
 * Webhooks (`/api/admin/webhooks`, admins only): requests and answers
 * (docs/webhooks.md, docs/decisions/0071-webhooks.md).
 */

/** The events an endpoint may subscribe to; `ping` is sent only by "Send test". */
export const WEBHOOK_EVENTS = [
  "publication.created",
  "import.applied",
  "import.undone",
  "translation.approved",
  "translation.changes_requested",
  "key.created",
  "key.deleted",
  "comment.created",
  "task.created",
  "task.completed",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export type WebhookEventType = WebhookEvent | "ping";

/** A create or change body: a URL, a few events, a line of description. */
export const MAX_WEBHOOK_BODY_BYTES = 16 * 1024;
export const MAX_WEBHOOK_DESCRIPTION = 200;
/** Endpoints one deployment holds: each event writes a delivery row per subscribed endpoint. */
export const MAX_WEBHOOK_ENDPOINTS = 20;

const url = v.pipe(
  v.string("must be a URL"),
  v.maxLength(MAX_ENDPOINT_URL_LENGTH, `must be at most ${MAX_ENDPOINT_URL_LENGTH} characters`),
);
const events = v.pipe(
  v.array(v.picklist(WEBHOOK_EVENTS, `must be one of ${WEBHOOK_EVENTS.join(", ")}`), "must be a list of events"),
  v.minLength(1, "must name at least one event"),
  v.maxLength(WEBHOOK_EVENTS.length * 2, "must name each event at most once"),
  v.transform((list) => WEBHOOK_EVENTS.filter((event) => list.includes(event))),
);
const description = v.pipe(
  v.string("must be a string"),
  v.maxLength(MAX_WEBHOOK_DESCRIPTION, `must be at most ${MAX_WEBHOOK_DESCRIPTION} characters`),
);
const version = v.pipe(
  v.number("must be the endpoint's version"),
  v.safeInteger("must be the endpoint's version"),
  v.minValue(1, "must be the endpoint's version"),
);

/** POST `/webhooks`. */
export const createWebhookBody = jsonObject({ url, events, description: v.optional(description, "") });
/** PATCH `/webhooks/{id}`: any of the fields, at the version seen; `enabled: true` clears a disabled reason. */
export const updateWebhookBody = jsonObject({
  version,
  url: v.optional(url),
  events: v.optional(events),
  description: v.optional(description),
  enabled: v.optional(v.boolean("must be true or false")),
});
/** POST `/webhooks/{id}/rotate`: a new secret, at the version seen. */
export const rotateWebhookBody = jsonObject({ version });

export const webhookParams = v.object({ id: integerText(1, Number.MAX_SAFE_INTEGER) });
export const deleteWebhookQuery = v.object({ version: integerText(1, Number.MAX_SAFE_INTEGER) });
export const deliveryParams = v.object({
  id: integerText(1, Number.MAX_SAFE_INTEGER),
  deliveryId: v.pipe(v.string(), v.regex(/^msg_[A-Za-z0-9_-]{1,64}$/, "must be a delivery id (msg_…)")),
});

export type CreateWebhookInput = v.InferOutput<typeof createWebhookBody>;
export type UpdateWebhookInput = v.InferOutput<typeof updateWebhookBody>;

export type DeliveryStatus = "pending" | "succeeded" | "failed";

/** The latest delivery of an endpoint, as its list shows it. */
export interface DeliverySummary {
  id: string;
  event: WebhookEventType;
  status: DeliveryStatus;
  responseStatus: number | null;
  createdAt: string;
}

/** An endpoint as the API answers it (never its secret). */
export interface WebhookEndpoint {
  id: number;
  url: string;
  description: string;
  events: WebhookEvent[];
  enabled: boolean;
  /** Why it is off: an admin turned it off, it answered 410 Gone, or it kept failing. */
  disabledReason: string | null;
  disabledAt: string | null;
  /** Deliveries failed in a row since the last success. */
  failures: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: string;
  lastDelivery: DeliverySummary | null;
}

/** Creation and rotation answer the secret, once. */
export interface WebhookWithSecret {
  endpoint: WebhookEndpoint;
  secret: string;
}

/** One delivery in an endpoint's log: the latest attempt's outcome. */
export interface WebhookDelivery {
  id: string;
  event: WebhookEventType;
  status: DeliveryStatus;
  attempts: number;
  responseStatus: number | null;
  latencyMs: number | null;
  /** The first kilobyte of a text answer. */
  responseExcerpt: string | null;
  /** Why there was no answer (a timeout, a refused connection, a redirect not followed). */
  error: string | null;
  createdAt: string;
  attemptedAt: string | null;
}
