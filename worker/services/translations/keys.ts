import type { KeyChange } from "../../../common/contracts/translations";
import { fold, keyNameError, MAX_DESCRIPTION_LENGTH } from "../../../common/text";
import { AppError, invalid } from "../errors";
import { publishRevision } from "./bundles";
import { BUMP, keyId, type TranslationStore } from "./store";

const now = () => new Date().toISOString();

/**
 * Key changes publish the new revision themselves, so no caller can forget to:
 * the next public request sees the change (docs/decisions/0032-api-contracts.md).
 */
const publish = (store: TranslationStore) => publishRevision(store.DB, store.CACHE);

/**
 * A name can be stored only if it is valid (reserved segments such as `__proto__` are
 * refused here too, whatever the route checked) and not an existing key. A key may be
 * both a message and the prefix of others (`home.title` and `home.title.short`): bundles
 * are flat, and the nested exporters handle such keys (docs/decisions/0035-icu-checks-and-formats.md).
 */
async function assertFreeName(db: D1Database, name: string, except?: number): Promise<void> {
  const problem = keyNameError(name);
  if (problem) throw invalid("name", problem);
  const clash = await db
    .prepare("SELECT name FROM i18n_keys WHERE id != ?2 AND name = ?1 LIMIT 1")
    .bind(name, except ?? -1)
    .first<{ name: string }>();
  if (clash) throw new AppError(409, `A key named ${name} already exists`, { clash: clash.name });
}

function checkDescription(description: unknown): string {
  if (description === undefined) return "";
  if (typeof description !== "string") throw invalid("description", "must be a string");
  if (description.length > MAX_DESCRIPTION_LENGTH)
    throw invalid("description", `must be at most ${MAX_DESCRIPTION_LENGTH} characters`);
  return description;
}

export async function createKey(
  store: TranslationStore,
  name: string,
  description: unknown,
  actor: string,
): Promise<number> {
  const db = store.DB;
  await assertFreeName(db, name);
  const text = checkDescription(description);
  const at = now();
  const [inserted] = await db.batch([
    db
      .prepare(
        // New keys go after every key of the last import's file order (creation order since).
        `INSERT INTO i18n_keys (name, description, search, created_at, updated_at, position)
         VALUES (?1, ?2, ?3, ?4, ?4, (SELECT coalesce(max(position), 0) + 1 FROM i18n_keys)) RETURNING id`,
      )
      .bind(name, text, fold(name), at),
    db
      .prepare(
        `INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action, actor, at)
         SELECT id, name, NULL, NULL, name, 'create', ?2, ?3 FROM i18n_keys WHERE name = ?1`,
      )
      .bind(name, actor, at),
    db.prepare(BUMP),
  ]);
  await publish(store);
  return (inserted?.results[0] as { id: number } | undefined)?.id ?? 0;
}

export async function renameKey(store: TranslationStore, from: string, to: string, actor: string): Promise<void> {
  await rename(store.DB, from, to, actor);
  await publish(store);
}

async function rename(db: D1Database, from: string, to: string, actor: string): Promise<void> {
  const id = await keyId(db, from);
  if (from === to) return;
  await assertFreeName(db, to, id);
  const at = now();
  await db.batch([
    db
      .prepare(
        `INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action, actor, at)
         VALUES (?1, ?3, NULL, ?2, ?3, 'rename', ?4, ?5)`,
      )
      .bind(id, from, to, actor, at),
    db.prepare("UPDATE i18n_keys SET name = ?2, search = ?3, updated_at = ?4 WHERE id = ?1").bind(id, to, fold(to), at),
    db.prepare(BUMP),
  ]);
}

export async function describeKey(
  store: TranslationStore,
  name: string,
  description: unknown,
  actor: string,
): Promise<void> {
  await writeDescription(store.DB, name, description, actor);
  await publish(store);
}

/** PATCH a key: its description, then its name; one publish. Answers the name afterwards. */
export async function updateKey(
  store: TranslationStore,
  name: string,
  change: KeyChange,
  actor: string,
): Promise<string> {
  if (change.description !== undefined) await writeDescription(store.DB, name, change.description, actor);
  const renamed = change.name ?? name;
  if (renamed !== name) await rename(store.DB, name, renamed, actor);
  await publish(store);
  return renamed;
}

async function writeDescription(db: D1Database, name: string, description: unknown, actor: string): Promise<void> {
  const id = await keyId(db, name);
  const text = checkDescription(description);
  const at = now();
  await db.batch([
    db
      .prepare(
        `INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action, actor, at)
         SELECT id, name, NULL, description, ?2, 'describe', ?3, ?4 FROM i18n_keys WHERE id = ?1`,
      )
      .bind(id, text, actor, at),
    db.prepare("UPDATE i18n_keys SET description = ?2, updated_at = ?3 WHERE id = ?1").bind(id, text, at),
  ]);
}

/** Deletes a key and its values; the history keeps every value it had. */
export async function deleteKey(store: TranslationStore, name: string, actor: string): Promise<void> {
  const db = store.DB;
  const id = await keyId(db, name);
  const at = now();
  await db.batch([
    db
      .prepare(
        `INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action, actor, at)
         SELECT ?1, ?2, locale, text, NULL, 'delete', ?3, ?4 FROM i18n_values WHERE key_id = ?1`,
      )
      .bind(id, name, actor, at),
    db
      .prepare(
        `INSERT INTO i18n_history (key_id, key_name, locale, old_text, new_text, action, actor, at)
         VALUES (?1, ?2, NULL, ?2, NULL, 'delete', ?3, ?4)`,
      )
      .bind(id, name, actor, at),
    db.prepare("DELETE FROM i18n_values WHERE key_id = ?").bind(id),
    db.prepare("DELETE FROM i18n_keys WHERE id = ?").bind(id),
    db.prepare(BUMP),
  ]);
  await publish(store);
}
