/** Audit events in D1 (`audit_log`). Callers pass facts only: never a password, token or cookie. */

export type AuditEvent =
  | "login.success"
  | "login.failure"
  | "login.rate_limited"
  // The password was right and a second factor is asked next (no session yet).
  | "login.challenge"
  | "logout"
  // People in the web UI (migrations/0012_people.sql): `user_id`/`email` the account concerned, `actor_*` the admin.
  | "person.create"
  | "person.invite"
  | "person.update"
  | "person.reset_link"
  | "session.end"
  | "session.end_all"
  | "link.accept"
  | "password.change"
  | "password.change_failed"
  // Two-factor sign-in (docs/decisions/0082-two-factor-sign-in.md): `detail` the method ("totp",
  // "recovery") or the reason of a refusal ("wrong_code", "expired_challenge").
  | "two_factor.enable"
  | "two_factor.disable"
  | "two_factor.failure"
  | "two_factor.recovery_used"
  // Ten new recovery codes replaced the old ones; a code given again to re-authenticate (0084).
  | "two_factor.recovery_regenerate"
  | "two_factor.verify"
  // "Sign out everywhere else": `detail` how many sessions ended.
  | "session.end_others"
  // A passkey was renamed (docs/decisions/0083-passkeys.md): `detail` its new name.
  | "passkey.rename"
  // An admin changed the account policy: `detail` "require_two_factor on|off".
  | "policy.update"
  // An admin changed who may sign in through single sign-on (docs/decisions/0089): `detail` the new settings.
  // A refused SSO sign-in is a `login.failure` with `detail` "sso:<reason>"; an account it made, a
  // `person.create` with `detail` "sso".
  | "sso.settings"
  // An admin turned "publish only reviewed" on or off for a locale (docs/decisions/0055).
  | "translations.reviewed_only"
  // A pre-translation or propagation run (docs/decisions/0062): one entry per run, `detail` its locale.
  | "translations.pretranslate"
  | "translations.propagate"
  // A bulk action (docs/decisions/0066): one entry per run, `detail` its action, id and count.
  | "translations.bulk"
  // A reviewer or admin dismissed a warning, or undid that (docs/decisions/0065): `detail` is "key locale code".
  | "translations.dismiss"
  | "translations.undismiss"
  // The glossary (docs/decisions/0067): `detail` the term's id and what changed, or the import's counts.
  | "glossary.create"
  | "glossary.update"
  | "glossary.delete"
  | "glossary.import"
  // API tokens (docs/decisions/0068): `user_id`/`email` the account the token acts as, `actor_*` who
  // made or revoked it; `detail` "token <name> (#id)". A token's write: `actor_email` "token <name>",
  // `detail` the token and the call ("POST /api/admin/translations/import 200").
  | "token.create"
  | "token.revoke"
  | "token.write"
  // Webhooks (docs/decisions/0071-webhooks.md): `detail` the endpoint's id and what changed, or a delivery's id.
  | "webhook.create"
  | "webhook.update"
  | "webhook.rotate"
  | "webhook.delete"
  | "webhook.redeliver"
  | "webhook.test"
  // The deliveries turned an endpoint off (410 Gone, or failing too long): no actor.
  | "webhook.disable"
  // Every other write of the product (docs/decisions/0079-activity-log.md), written in the batch of
  // the write it records, with its facts in `details` (common/activity/sentences.ts reads them).
  | "translations.import"
  | "translations.undo"
  | "translations.save"
  | "translations.review"
  | "key.create"
  | "key.update"
  | "key.delete"
  | "memory.import";

export interface AuditEntry {
  event: AuditEvent;
  userId?: number | null;
  email?: string | null;
  ip?: string | null;
  /** A short machine-readable reason, e.g. `invalid_credentials`. */
  detail?: string | null;
  /** Who did it, when not the account itself (an admin changing someone's account). */
  actorId?: number | null;
  actorEmail?: string | null;
  /** The facts a sentence is built from (the key, the locales, how many texts…), stored as JSON. */
  details?: Record<string, unknown> | null;
}

/**
 * Where an audit row's facts come from when the batch that writes it knows them only as it runs (an
 * import's counts): `where` follows `INSERT … SELECT` (a FROM and/or a WHERE: no row, no entry) and
 * `details` is a JSON object expression over it, merged into the entry's `details`. Its own
 * parameters are numbered from ?1.
 */
export interface AuditSource {
  where: string;
  details?: string;
  params?: readonly (string | number | null)[];
}

/** The parameters an `AuditSource` follows: the entry's own nine. */
const ENTRY_PARAMS = 9;

export interface AuditRow {
  id: number;
  at: number;
  event: AuditEvent;
  user_id: number | null;
  email: string | null;
  ip: string | null;
  detail: string | null;
  actor_id: number | null;
  actor_email: string | null;
  details: string | null;
}

/**
 * The one INSERT of an audit row, for the caller's batch. The actor's account is found by email
 * when the caller names only the email (a translation's writers know their actor by email). With a
 * `source`, the row is written only if the source yields one (a write that changed nothing leaves none).
 */
export function auditStatement(
  db: D1Database,
  entry: AuditEntry,
  now = Date.now(),
  source?: AuditSource,
): D1PreparedStatement {
  const shift = (sql: string) => sql.replace(/\?(\d+)/g, (_, n: string) => `?${Number(n) + ENTRY_PARAMS}`);
  const details = source?.details ? `json_patch(?9, ${shift(source.details)})` : "?9";
  return db
    .prepare(
      `INSERT INTO audit_log (at, event, user_id, email, ip, detail, actor_id, actor_email, details)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, coalesce(?7, (SELECT id FROM users WHERE email = ?8)), ?8, ${details}
       ${source ? shift(source.where) : ""}`,
    )
    .bind(
      now,
      entry.event,
      entry.userId ?? null,
      entry.email?.slice(0, 254) ?? null,
      entry.ip ?? null,
      entry.detail?.slice(0, 500) ?? null,
      entry.actorId ?? null,
      entry.actorEmail?.slice(0, 254) ?? null,
      entry.details || source?.details ? JSON.stringify(entry.details ?? {}) : null,
      ...(source?.params ?? []),
    );
}

export async function recordAudit(db: D1Database, entry: AuditEntry, now = Date.now()): Promise<void> {
  await auditStatement(db, entry, now).run();
}
