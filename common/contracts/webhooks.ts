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

export const DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
const eventType = v.picklist([...WEBHOOK_EVENTS, "ping"]);

/** The latest delivery of an endpoint, as its list shows it. */
export const deliverySummary = v.object({
  id: v.string(),
  event: eventType,
  status: v.picklist(DELIVERY_STATUSES),
  responseStatus: v.nullable(v.number()),
  createdAt: v.string(),
});
export type DeliverySummary = v.InferOutput<typeof deliverySummary>;

/** An endpoint as the API answers it (never its secret). */
export const webhookEndpoint = v.object({
  id: v.number(),
  url: v.string(),
  description: v.string(),
  events: v.array(v.picklist(WEBHOOK_EVENTS)),
  enabled: v.boolean(),
  /** Why it is off: an admin turned it off, it answered 410 Gone, or it kept failing. */
  disabledReason: v.nullable(v.string()),
  disabledAt: v.nullable(v.string()),
  /** Deliveries failed in a row since the last success. */
  failures: v.number(),
  version: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
  updatedBy: v.string(),
  lastDelivery: v.nullable(deliverySummary),
});
export type WebhookEndpoint = v.InferOutput<typeof webhookEndpoint>;

/** Creation and rotation answer the secret, once. */
export const webhookWithSecret = v.object({ endpoint: webhookEndpoint, secret: v.string() });
export type WebhookWithSecret = v.InferOutput<typeof webhookWithSecret>;

/** One delivery in an endpoint's log: the latest attempt's outcome. */
export const webhookDelivery = v.object({
  id: v.string(),
  event: eventType,
  status: v.picklist(DELIVERY_STATUSES),
  attempts: v.number(),
  responseStatus: v.nullable(v.number()),
  latencyMs: v.nullable(v.number()),
  /** The first kilobyte of a text answer. */
  responseExcerpt: v.nullable(v.string()),
  /** Why there was no answer (a timeout, a refused connection, a redirect not followed). */
  error: v.nullable(v.string()),
  createdAt: v.string(),
  attemptedAt: v.nullable(v.string()),
});
export type WebhookDelivery = v.InferOutput<typeof webhookDelivery>;

/** The answers: the list, one endpoint, the delivery log, one delivery. */
export const webhookList = v.object({ endpoints: v.array(webhookEndpoint) });
export const webhookOne = v.object({ endpoint: webhookEndpoint });
export type WebhookOne = v.InferOutput<typeof webhookOne>;
export const deliveryList = v.object({ deliveries: v.array(webhookDelivery) });
export const deliveryOne = v.object({ delivery: webhookDelivery });
export type DeliveryOne = v.InferOutput<typeof deliveryOne>;
