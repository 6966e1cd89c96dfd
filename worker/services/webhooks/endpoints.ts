import {
  type CreateWebhookInput,
  type DeliverySummary,
  MAX_WEBHOOK_ENDPOINTS,
  type UpdateWebhookInput,
  type WebhookEndpoint,
  type WebhookEvent,
  type WebhookWithSecret,
} from "../../../common/contracts/webhooks";
import {
  type EndpointUrlPolicy,
  endpointUrlProblem,
  normaliseEndpointUrl,
} from "../../../common/webhooks/endpoint-url";
import { AppError, invalid } from "../../lib/errors";
import { type AuditEntry, auditStatement } from "../identity";
import { newWebhookSecret } from "./signature";

/**
 * Webhook endpoints (migrations/0023_webhooks.sql): admins register, change, rotate and delete
 * them; every change is based on the endpoint's `version` (409 with the current one when stale)
 * and audited once it is made. The secret leaves only in creation's and rotation's answers.
 */

export interface WebhookActor {
  id: number;
  email: string;
  ip: string | null;
}

interface EndpointRow {
  id: number;
  url: string;
  description: string;
  events: string;
  enabled: number;
  disabled_reason: string | null;
  disabled_at: string | null;
  failures: number;
  version: number;
  created_at: string;
  updated_at: string;
  updated_by: string;
  last_delivery: string | null;
}

/** The admin turned it off: the reason shown next to it. */
export const DISABLED_BY_ADMIN = "Disabled by an admin";

const SELECT = `SELECT e.*, (SELECT json_object('id', d.id, 'event', d.event, 'status', d.status,
    'responseStatus', d.response_status, 'createdAt', d.created_at)
  FROM webhook_deliveries d WHERE d.endpoint_id = e.id ORDER BY d.rowid DESC LIMIT 1) AS last_delivery
  FROM webhook_endpoints e`;

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: JSON.parse(row.events) as WebhookEvent[],
  enabled: row.enabled === 1,
  disabledReason: row.disabled_reason,
  disabledAt: row.disabled_at,
  failures: row.failures,
  version: row.version,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
  lastDelivery: row.last_delivery ? (JSON.parse(row.last_delivery) as DeliverySummary) : null,
});

const audit = (db: D1Database, actor: WebhookActor, event: AuditEntry["event"], detail: string) =>
  auditStatement(db, { event, detail, actorId: actor.id, actorEmail: actor.email, ip: actor.ip });

/** The URL as stored, or a 400 naming `url`. */
function checkedUrl(url: string, policy: EndpointUrlPolicy): string {
  const problem = endpointUrlProblem(url, policy);
  if (problem) throw invalid("url", problem);
  return normaliseEndpointUrl(url);
}

export async function listEndpoints(db: D1Database): Promise<WebhookEndpoint[]> {
  const { results } = await db.prepare(`${SELECT} ORDER BY e.id`).all<EndpointRow>();
  return results.map(toEndpoint);
}

export async function getEndpoint(db: D1Database, id: number): Promise<WebhookEndpoint> {
  const row = await db.prepare(`${SELECT} WHERE e.id = ?`).bind(id).first<EndpointRow>();
  if (!row) throw new AppError(404, `There is no webhook endpoint ${id}`);
  return toEndpoint(row);
}

export async function createEndpoint(
  db: D1Database,
  input: CreateWebhookInput,
  actor: WebhookActor,
  policy: EndpointUrlPolicy,
): Promise<WebhookWithSecret> {
  const url = checkedUrl(input.url, policy);
  const secret = newWebhookSecret();
  const now = new Date().toISOString();
  const inserted = await db
    .prepare(
      `INSERT INTO webhook_endpoints (url, description, events, secret, created_at, created_by, updated_at, updated_by)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?5, ?6 WHERE (SELECT count(*) FROM webhook_endpoints) < ?7 RETURNING id`,
    )
    .bind(url, input.description, JSON.stringify(input.events), secret, now, actor.email, MAX_WEBHOOK_ENDPOINTS)
    .first<{ id: number }>();
  if (!inserted) throw invalid("url", `cannot be added: a deployment has at most ${MAX_WEBHOOK_ENDPOINTS} endpoints`);
  const id = inserted.id;
  await audit(db, actor, "webhook.create", `${id} ${url}`).run();
  return { endpoint: await getEndpoint(db, id), secret };
}

/** A change based on `input.version`; `enabled: true` also clears the failures and the reason. */
export async function updateEndpoint(
  db: D1Database,
  id: number,
  input: UpdateWebhookInput,
  actor: WebhookActor,
  policy: EndpointUrlPolicy,
): Promise<WebhookEndpoint> {
  const before = await getEndpoint(db, id);
  const url = input.url === undefined ? before.url : checkedUrl(input.url, policy);
  const enabled = input.enabled ?? before.enabled;
  const turnedOn = enabled && !before.enabled;
  const reason = enabled ? null : before.enabled ? DISABLED_BY_ADMIN : before.disabledReason;
  const now = new Date().toISOString();
  const changed = Object.keys(input).filter((field) => field !== "version");
  const updated = await db
    .prepare(
      `UPDATE webhook_endpoints SET url = ?3, description = ?4, events = ?5, enabled = ?6, disabled_reason = ?7,
           disabled_at = CASE WHEN ?6 = 1 THEN NULL ELSE coalesce(disabled_at, ?8) END,
           failures = CASE WHEN ?10 THEN 0 ELSE failures END, failing_since = CASE WHEN ?10 THEN NULL ELSE failing_since END,
           version = version + 1, updated_at = ?8, updated_by = ?9
         WHERE id = ?1 AND version = ?2`,
    )
    .bind(
      id,
      input.version,
      url,
      input.description ?? before.description,
      JSON.stringify(input.events ?? before.events),
      +enabled,
      reason,
      now,
      actor.email,
      +turnedOn,
    )
    .run();
  if (!updated.meta.changes) throw await conflict(db, id);
  await audit(db, actor, "webhook.update", `${id} ${changed.join(",")}`).run();
  return getEndpoint(db, id);
}

/** A new secret based on `version`; the former one stops signing at once. */
export async function rotateSecret(
  db: D1Database,
  id: number,
  version: number,
  actor: WebhookActor,
): Promise<WebhookWithSecret> {
  await getEndpoint(db, id);
  const secret = newWebhookSecret();
  const updated = await db
    .prepare(
      `UPDATE webhook_endpoints SET secret = ?3, version = version + 1, updated_at = ?4, updated_by = ?5
       WHERE id = ?1 AND version = ?2`,
    )
    .bind(id, version, secret, new Date().toISOString(), actor.email)
    .run();
  if (!updated.meta.changes) throw await conflict(db, id);
  await audit(db, actor, "webhook.rotate", `${id}`).run();
  return { endpoint: await getEndpoint(db, id), secret };
}

/** Deletes the endpoint and its delivery log (the foreign key's cascade). */
export async function deleteEndpoint(db: D1Database, id: number, version: number, actor: WebhookActor): Promise<void> {
  await getEndpoint(db, id);
  const deleted = await db
    .prepare("DELETE FROM webhook_endpoints WHERE id = ?1 AND version = ?2")
    .bind(id, version)
    .run();
  if (!deleted.meta.changes) throw await conflict(db, id);
  await audit(db, actor, "webhook.delete", `${id}`).run();
}

async function conflict(db: D1Database, id: number): Promise<AppError> {
  const current = await getEndpoint(db, id);
  return new AppError(409, "Someone else changed this endpoint meanwhile: check and try again", {
    code: "conflict",
    current,
  });
}
