import type { KeysDeleted } from "../../../common/contracts/translation-responses";
import type { DeleteKeys } from "../../../common/contracts/translations";
import { AppError } from "../../lib/errors";
import { sourceLocaleOf, sourceLocaleSql } from "../../lib/source-locale";
import { emitWebhook, keyList } from "../webhooks";
import { deletedKeysAudit } from "./keys";
import { publishAfterWrite } from "./publish";
import { BUMP_REVISION } from "./revision";
import type { TranslationBindings } from "./translation-sql";
import { prepareAll, removedKeysStatements } from "./write";

/**
 * Deleting many keys at once (issue 26), as deleting one does (keys.ts `deleteKey`): a history
 * row per translation and one per key, then the translations and the keys, in one D1 batch; one
 * revision and one publication for all of them. A dry run answers what would go.
 */
export async function deleteKeys(store: TranslationBindings, request: DeleteKeys, actor: string): Promise<KeysDeleted> {
  const db = store.DB;
  const names = [...new Set(request.keys)];
  const { results } = await db
    .prepare(
      `SELECT k.id, k.name, (SELECT count(*) FROM i18n_values v WHERE v.key_id = k.id) AS translations,
              (SELECT count(*) FROM i18n_comments c WHERE c.key_id = k.id) AS comments
       FROM i18n_keys k WHERE k.name IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(names))
    .all<{ id: number; name: string; translations: number; comments: number }>();
  const found = new Set(results.map((r) => r.name));
  const unknown = names.filter((n) => !found.has(n));
  if (unknown.length > 0) {
    throw new AppError(404, `Unknown key(s): ${unknown.slice(0, 5).join(", ")}; nothing was deleted`, { unknown });
  }
  const translations = results.reduce((sum, r) => sum + r.translations, 0);
  // The comments go with their keys (the foreign key's cascade): the confirmation says how many.
  const comments = results.reduce((sum, r) => sum + r.comments, 0);
  const withComments = comments > 0 ? { comments } : {};
  if (request.dryRun) return { dryRun: true, keys: results.length, translations, ...withComments };
  if (request.translations !== translations) {
    throw new AppError(409, "The keys changed since the dry run: look at what goes again", { translations });
  }
  const ids = JSON.stringify(results.map((r) => r.id));
  const at = new Date().toISOString();
  const chosen = "SELECT value FROM json_each(?1)";
  const sourceLocale = sourceLocaleOf(store);
  const removal = { ids: results.map((r) => r.id), who: { actor, at }, translationsHistory: true };
  const { statements } = removedKeysStatements(removal);
  const [sources] = await db.batch([
    // Their source texts, for the cross-key warnings of the keys that shared them (consistency.ts).
    db
      .prepare(
        `SELECT v.text FROM i18n_values v JOIN i18n_keys k ON k.id = v.key_id
         WHERE v.key_id IN (${chosen}) AND v.locale = ${sourceLocaleSql("k.name", "?2")}`,
      )
      .bind(ids, sourceLocale),
    deletedKeysAudit(db, { names: results.map((r) => r.name), ids: results.map((r) => r.id) }, actor, at),
    ...prepareAll(db, statements),
    db.prepare(`DELETE FROM i18n_keys WHERE id IN (${chosen})`).bind(ids),
    db.prepare(BUMP_REVISION),
  ]);
  emitWebhook("key.deleted", { ...keyList(results.map((r) => r.name)), translations, deletedBy: actor });
  const oldSources = ((sources?.results ?? []) as { text: string }[]).map((r) => r.text);
  const publish = await publishAfterWrite(db, store.CACHE, { sourceLocale, oldSources });
  return { dryRun: false, keys: results.length, translations, ...withComments, publish };
}
