import type { WebhookDelivery, WebhookEvent, WebhookEventType } from "../../../common/contracts/webhooks";
import { AppError } from "../../lib/errors";
import { auditStatement } from "../identity";
import type { WebhookActor } from "./endpoints";
import type { WebhookPayload } from "./events";
import { newDeliveryId } from "./signature";

/**
 * Deliveries (migrations/0023_webhooks.sql): an event becomes one row per enabled endpoint
 * subscribed to it, and one queue message per row (`{ deliveryId }`), which the consumer
 * (./deliver.ts) signs and sends. The row is written first: a queue that refuses the message
 * leaves it `pending`, shown as such in the log, and "Redeliver" sends it again.
 */

/** What the WEBHOOKS queue carries: the delivery to make; everything else is in D1. */
export interface DeliveryMessage {
  deliveryId: string;
}

export interface DeliveryBindings {
  DB: D1Database;
  WEBHOOKS?: Queue<DeliveryMessage>;
}

/** A delivery log keeps this long; older rows go when new ones are written. */
export const DELIVERY_RETENTION_DAYS = 30;
/** How many deliveries an endpoint's log lists. */
export const DELIVERY_LOG_LIMIT = 50;
/** Messages per `sendBatch` (the Queues limit). */
const SEND_BATCH = 100;

interface NewDelivery {
  id: string;
  endpointId: number;
  event: WebhookEventType;
  payload: string;
}

/** The payload as sent: `links` (API paths) made absolute against the deployment's `origin`. */
function body(event: WebhookPayload, origin: string): string {
  const { links, ...data } = event.data;
  const absolute = links && Object.fromEntries(Object.entries(links).map(([name, path]) => [name, origin + path]));
  return JSON.stringify({
    type: event.type,
    timestamp: event.timestamp,
    data: absolute ? { ...data, links: absolute } : data,
  });
}

/** Writes a delivery per subscribed, enabled endpoint of each event, then queues them. */
export async function recordEvents(env: DeliveryBindings, events: WebhookPayload[], origin: string): Promise<string[]> {
  const db = env.DB;
  const { results } = await db
    .prepare("SELECT id, events FROM webhook_endpoints WHERE enabled = 1")
    .all<{ id: number; events: string }>();
  const endpoints = results.map((r) => ({ id: r.id, events: JSON.parse(r.events) as WebhookEvent[] }));
  const rows: NewDelivery[] = events.flatMap((event) =>
    endpoints
      .filter((e) => e.events.includes(event.type as WebhookEvent))
      .map((e) => ({ id: newDeliveryId(), endpointId: e.id, event: event.type, payload: body(event, origin) })),
  );
  if (rows.length === 0) return [];
  await insertDeliveries(db, rows);
  await queueDeliveries(
    env,
    rows.map((r) => r.id),
  );
  return rows.map((r) => r.id);
}

async function insertDeliveries(db: D1Database, rows: NewDelivery[]): Promise<void> {
  const now = new Date();
  const expired = new Date(now.getTime() - DELIVERY_RETENTION_DAYS * 86_400_000).toISOString();
  await db.batch([
    ...rows.map((r) =>
      db
        .prepare(
          "INSERT INTO webhook_deliveries (id, endpoint_id, event, payload, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
        )
        .bind(r.id, r.endpointId, r.event, r.payload, now.toISOString()),
    ),
    db.prepare("DELETE FROM webhook_deliveries WHERE created_at < ?").bind(expired),
  ]);
}

/** Sends the deliveries' messages; a queue that fails is logged, and the rows stay `pending`. */
export async function queueDeliveries(env: DeliveryBindings, ids: string[]): Promise<boolean> {
  if (!env.WEBHOOKS) {
    console.warn("webhooks: no WEBHOOKS queue bound; deliveries stay pending:", ids.length);
    return false;
  }
  try {
    for (let i = 0; i < ids.length; i += SEND_BATCH) {
      await env.WEBHOOKS.sendBatch(ids.slice(i, i + SEND_BATCH).map((deliveryId) => ({ body: { deliveryId } })));
    }
    return true;
  } catch (error) {
    console.warn("webhooks: queue send failed; deliveries stay pending:", String(error));
    return false;
  }
}

interface DeliveryRow {
  id: string;
  event: WebhookEventType;
  status: WebhookDelivery["status"];
  attempts: number;
  response_status: number | null;
  latency_ms: number | null;
  response_excerpt: string | null;
  error: string | null;
  created_at: string;
  attempted_at: string | null;
}

const toDelivery = (r: DeliveryRow): WebhookDelivery => ({
  id: r.id,
  event: r.event,
  status: r.status,
  attempts: r.attempts,
  responseStatus: r.response_status,
  latencyMs: r.latency_ms,
  responseExcerpt: r.response_excerpt,
  error: r.error,
  createdAt: r.created_at,
  attemptedAt: r.attempted_at,
});

/** The endpoint's latest deliveries, newest first. */
export async function listDeliveries(db: D1Database, endpointId: number): Promise<WebhookDelivery[]> {
  const { results } = await db
    .prepare("SELECT * FROM webhook_deliveries WHERE endpoint_id = ? ORDER BY rowid DESC LIMIT ?")
    .bind(endpointId, DELIVERY_LOG_LIMIT)
    .all<DeliveryRow>();
  return results.map(toDelivery);
}

export async function getDelivery(db: D1Database, endpointId: number, id: string): Promise<WebhookDelivery> {
  const row = await db
    .prepare("SELECT * FROM webhook_deliveries WHERE id = ?1 AND endpoint_id = ?2")
    .bind(id, endpointId)
    .first<DeliveryRow>();
  if (!row) throw new AppError(404, `Endpoint ${endpointId} has no delivery ${id}`);
  return toDelivery(row);
}

/** An endpoint that is off gets nothing, redelivered or tested: 409 says to turn it on. */
async function requireEnabled(db: D1Database, endpointId: number): Promise<void> {
  const row = await db
    .prepare("SELECT enabled FROM webhook_endpoints WHERE id = ?")
    .bind(endpointId)
    .first<{ enabled: number }>();
  if (!row) throw new AppError(404, `There is no webhook endpoint ${endpointId}`);
  if (row.enabled !== 1) throw new AppError(409, "This endpoint is disabled: enable it first", { code: "disabled" });
}

/**
 * Sends a delivery again, the same body under the same `webhook-id` (a receiver that stored it
 * drops it as a duplicate), freshly signed. It is `pending` again until the attempt ends.
 */
export async function redeliver(
  env: DeliveryBindings,
  endpointId: number,
  id: string,
  actor: WebhookActor,
): Promise<WebhookDelivery> {
  await getDelivery(env.DB, endpointId, id);
  await requireEnabled(env.DB, endpointId);
  await env.DB.batch([
    env.DB.prepare("UPDATE webhook_deliveries SET status = 'pending' WHERE id = ?").bind(id),
    auditStatement(env.DB, {
      event: "webhook.redeliver",
      detail: `${endpointId} ${id}`,
      actorId: actor.id,
      actorEmail: actor.email,
      ip: actor.ip,
    }),
  ]);
  await queueDeliveries(env, [id]);
  return getDelivery(env.DB, endpointId, id);
}

/** A `ping` to one endpoint, whatever it subscribes to: "Send test". */
export async function sendTest(
  env: DeliveryBindings,
  endpointId: number,
  actor: WebhookActor,
  origin: string,
): Promise<WebhookDelivery> {
  await requireEnabled(env.DB, endpointId);
  const event: WebhookPayload = {
    type: "ping",
    timestamp: new Date().toISOString(),
    data: { endpointId, message: "A test from Polyglot: this endpoint receives its events." },
  };
  const row = { id: newDeliveryId(), endpointId, event: "ping" as const, payload: body(event, origin) };
  await insertDeliveries(env.DB, [row]);
  await auditStatement(env.DB, {
    event: "webhook.test",
    detail: `${endpointId} ${row.id}`,
    actorId: actor.id,
    actorEmail: actor.email,
    ip: actor.ip,
  }).run();
  await queueDeliveries(env, [row.id]);
  return getDelivery(env.DB, endpointId, row.id);
}
