import { sourceLocaleFor } from "../../../common/admin-locale";
import type { KeyChange } from "../../../common/contracts/translations";
import type { LocaleCode } from "../../../common/locales";
import { fold, keyNameError, MAX_DESCRIPTION_LENGTH } from "../../../common/text";
import { AppError, invalid } from "../../lib/errors";
import { sourceLocaleOf } from "../../lib/source-locale";
import { auditStatement } from "../identity";
import { emitWebhook, keyPath } from "../webhooks";
import { publishAfterWrite } from "./publish";
import { keyRecheckStatements } from "./recheck";
import { BUMP_REVISION } from "./revision";
import { keyId, type TranslationBindings } from "./translation-sql";
import {
  createdKeyHistory,
  describedKeyHistory,
  limitedKeyHistory,
  prepare,
  prepareAll,
  removedKeysStatements,
  renamedKeyHistory,
} from "./write";

const now = () => new Date().toISOString();

/**
 * Key changes publish the new revision themselves, so no caller can forget to:
 * the next public request sees the change (docs/decisions/0032-api-contracts.md).
 * The change is written first; a publication that fails only delays it.
 */
/**
 * Publishes after a key change; `touched`: the cross-key warnings of these keys and source texts
 * are refreshed (./consistency.ts), as translations went or the warnings name the key.
 */
const publish = (store: TranslationBindings, touched?: { keyIds?: number[]; oldSources?: string[] }) =>
  publishAfterWrite(store.DB, store.CACHE, touched ? { sourceLocale: sourceLocaleOf(store), ...touched } : null);

const clash = (name: string) => new AppError(409, `A key named ${name} already exists`, { clash: name });

/**
 * A name can be stored only if it is valid (reserved segments such as `__proto__` are
 * refused here too, whatever the route checked) and not an existing key. A key may be
 * both a message and the prefix of others (`home.title` and `home.title.short`): bundles
 * are flat, and the nested exporters handle such keys (docs/decisions/0035-icu-checks-and-formats.md).
 */
async function assertFreeName(db: D1Database, name: string, except?: number): Promise<void> {
  const problem = keyNameError(name);
  if (problem) throw invalid("name", problem);
  const taken = await db
    .prepare("SELECT name FROM i18n_keys WHERE id != ?2 AND name = ?1 LIMIT 1")
    .bind(name, except ?? -1)
    .first<{ name: string }>();
  if (taken) throw clash(taken.name);
}

/**
 * Runs a key change as one batch: all of it or none. A name taken between the check and
 * the batch (a concurrent request) fails the batch on the unique index: the same 409.
 */
async function writeAll(db: D1Database, statements: D1PreparedStatement[], name: string) {
  try {
    return await db.batch(statements);
  } catch (error) {
    if (/UNIQUE constraint failed: i18n_keys\.name/.test(String(error))) throw clash(name);
    throw error;
  }
}

function checkDescription(description: unknown): string {
  if (description === undefined) return "";
  if (typeof description !== "string") throw invalid("description", "must be a string");
  if (description.length > MAX_DESCRIPTION_LENGTH)
    throw invalid("description", `must be at most ${MAX_DESCRIPTION_LENGTH} characters`);
  return description;
}

export async function createKey(
  store: TranslationBindings,
  name: string,
  description: unknown,
  actor: string,
): Promise<number> {
  const db = store.DB;
  await assertFreeName(db, name);
  const text = checkDescription(description);
  const at = now();
  const [inserted] = await writeAll(
    db,
    [
      db
        .prepare(
          // New keys go after every key of the last import's file order (creation order since).
          `INSERT INTO i18n_keys (name, description, search, created_at, updated_at, position)
         VALUES (?1, ?2, ?3, ?4, ?4, (SELECT coalesce(max(position), 0) + 1 FROM i18n_keys)) RETURNING id`,
        )
        .bind(name, text, fold(name), at),
      prepare(db, createdKeyHistory(name, { actor, at })),
      db.prepare(BUMP_REVISION),
      keyAudit(db, "key.create", actor, at, { key: name }),
    ],
    name,
  );
  emitWebhook("key.created", { key: name, description: text, createdBy: actor, links: { key: keyPath(name) } });
  await publish(store);
  return (inserted?.results[0] as { id: number } | undefined)?.id ?? 0;
}

export async function renameKey(store: TranslationBindings, from: string, to: string, actor: string): Promise<void> {
  await updateKey(store, from, { name: to }, actor);
}

/**
 * PATCH a key: its description, its character limit and its name, checked first and then
 * written in one batch, so a refused rename (a clash, a bad name) changes nothing at all.
 * Each statement names the key as it was read (`?2`), so a key renamed meanwhile is left
 * to that change. A new limit rechecks the key's cells in the same batch (`max-length`,
 * against `sourceLocale`). Answers the name afterwards.
 */
export async function updateKey(
  store: TranslationBindings,
  name: string,
  change: KeyChange,
  actor: string,
  sourceLocale?: LocaleCode,
): Promise<string> {
  const db = store.DB;
  const id = await keyId(db, name);
  const renamed = change.name ?? name;
  if (renamed !== name) await assertFreeName(db, renamed, id);
  const description = change.description === undefined ? undefined : checkDescription(change.description);
  const at = now();
  const statements: D1PreparedStatement[] = [];
  if (description !== undefined) {
    statements.push(
      prepare(db, describedKeyHistory({ id, name }, description, { actor, at })),
      db
        .prepare("UPDATE i18n_keys SET description = ?3, updated_at = ?4 WHERE id = ?1 AND name = ?2")
        .bind(id, name, description, at),
    );
  }
  if (change.maxLength !== undefined) {
    if (!sourceLocale) throw new Error("updateKey: a new character limit needs the source locale to recheck with");
    statements.push(
      // Only when the limit changes.
      prepare(db, limitedKeyHistory({ id, name }, change.maxLength, { actor, at })),
      db
        .prepare("UPDATE i18n_keys SET max_length = ?3, updated_at = ?4 WHERE id = ?1 AND name = ?2")
        .bind(id, name, change.maxLength, at),
      ...(await keyRecheckStatements(db, id, sourceLocale, change.maxLength)),
    );
  }
  if (renamed !== name) {
    statements.push(
      prepare(db, renamedKeyHistory({ id, name }, renamed, { actor, at })),
      db
        .prepare("UPDATE i18n_keys SET name = ?3, search = ?4, updated_at = ?5 WHERE id = ?1 AND name = ?2")
        .bind(id, name, renamed, fold(renamed), at),
      db.prepare(BUMP_REVISION),
    );
  }
  if (statements.length === 0) return name;
  const kind = renamed !== name ? "rename" : change.maxLength !== undefined ? "limit" : "describe";
  statements.push(keyAudit(db, "key.update", actor, at, { key: renamed, from: name, change: kind }));
  await writeAll(db, statements, renamed);
  // A warning names the other key, and a new limit may make a text an error, which no group counts.
  await publish(store, { keyIds: [id] });
  return renamed;
}

/** The activity log's row of a change to a key, in the change's batch (docs/decisions/0079-activity-log.md). */
function keyAudit(
  db: D1Database,
  event: "key.create" | "key.update",
  actor: string,
  at: string,
  details: { key: string } & Record<string, string>,
) {
  return auditStatement(db, { event, actorEmail: actor, detail: details.key, details }, Date.parse(at));
}

/** The activity log's row of deleting keys, counting their translations before the batch deletes them. */
export function deletedKeysAudit(db: D1Database, keys: { names: string[]; ids: number[] }, actor: string, at: string) {
  const details = { key: keys.names[0] ?? "", keys: keys.names.length, names: keys.names.slice(0, 50) };
  const entry = { event: "key.delete", actorEmail: actor, detail: keys.names.slice(0, 20).join(" "), details } as const;
  return auditStatement(db, entry, Date.parse(at), {
    where: "",
    details:
      "json_object('count', (SELECT count(*) FROM i18n_values WHERE key_id IN (SELECT value FROM json_each(?1))))",
    params: [JSON.stringify(keys.ids)],
  });
}

/** Deletes a key and its values; the history keeps every value it had. */
export async function deleteKey(store: TranslationBindings, name: string, actor: string): Promise<void> {
  const db = store.DB;
  const id = await keyId(db, name);
  const at = now();
  const { statements } = removedKeysStatements({ ids: [id], who: { actor, at }, translationsHistory: true });
  const [source] = await db.batch([
    // Its source text, for the cross-key warnings of the keys that shared it (consistency.ts).
    db
      .prepare("SELECT text FROM i18n_values WHERE key_id = ? AND locale = ?")
      .bind(id, sourceLocaleFor(sourceLocaleOf(store), name)),
    deletedKeysAudit(db, { names: [name], ids: [id] }, actor, at),
    ...prepareAll(db, statements),
    db.prepare("DELETE FROM i18n_keys WHERE id = ?").bind(id),
    db.prepare(BUMP_REVISION),
  ]);
  emitWebhook("key.deleted", { keys: [name], keyCount: 1, deletedBy: actor });
  await publish(store, { oldSources: ((source?.results ?? []) as { text: string }[]).map((r) => r.text) });
}
