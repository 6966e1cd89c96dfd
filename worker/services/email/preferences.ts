import {
  DEFAULT_EMAIL_MODES,
  EMAIL_MODES,
  type EmailMode,
  type EmailPreferenceMap,
} from "../../../common/contracts/email";
import { NOTIFICATION_KINDS, type NotificationKind } from "../../../common/contracts/notifications";

/** An account's choice per kind: its rows over the defaults (common/contracts/email.ts). */
export async function emailPreferences(db: D1Database, accountId: number): Promise<EmailPreferenceMap> {
  const { results } = await db
    .prepare("SELECT kind, mode FROM email_preferences WHERE account_id = ?")
    .bind(accountId)
    .all<{ kind: string; mode: string }>();
  const map: EmailPreferenceMap = { ...DEFAULT_EMAIL_MODES };
  for (const row of results) {
    const kind = NOTIFICATION_KINDS.find((k) => k === row.kind);
    const mode = EMAIL_MODES.find((m) => m === row.mode);
    if (kind && mode) map[kind] = mode;
  }
  return map;
}

/** Sets the named kinds' modes for the account (one statement; the others keep theirs). */
export async function setEmailMode(
  db: D1Database,
  accountId: number,
  modes: Partial<Record<NotificationKind, EmailMode>>,
): Promise<void> {
  const rows = Object.entries(modes).map(([kind, mode]) => ({ k: kind, m: mode }));
  if (rows.length === 0) return;
  await db
    .prepare(
      `INSERT INTO email_preferences (account_id, kind, mode)
       SELECT ?1, json_extract(j.value, '$.k'), json_extract(j.value, '$.m') FROM json_each(?2) j
       WHERE EXISTS (SELECT 1 FROM users WHERE id = ?1)
       ON CONFLICT (account_id, kind) DO UPDATE SET mode = excluded.mode`,
    )
    .bind(accountId, JSON.stringify(rows))
    .run();
}

/**
 * SQL for the mode of notification `n` for its recipient, the account's row `p` over the default:
 * `?{param}` holds DEFAULT_EMAIL_MODES as JSON (a kind with a dash needs its path quoted).
 */
export const modeSql = (param: number) => `coalesce(p.mode, json_extract(?${param}, '$."' || n.kind || '"'))`;

export const DEFAULTS_JSON = JSON.stringify(DEFAULT_EMAIL_MODES);
