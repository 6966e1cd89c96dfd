import { ADMIN_SOURCE_LOCALE } from "../../../common/admin-locale";
import type { LocaleCode } from "../../../common/locales";
import { fold } from "../../../common/text";
import { loadGlossaries } from "../glossary";
import { CELLS_SQL, RECHECK_PAGE_KEYS, rewrite, type StoredTranslation } from "./recheck";

/**
 * A recheck of the keys a glossary change touches, at once (issue 37, item 6;
 * docs/decisions/0080-inflected-glossary.md): the keys are found by the folded `search` column
 * (the list's search), then rechecked a page of keys per read and per write, as `POST /recheck`
 * pages the whole store, through the one writer's problems statements.
 */

/**
 * Keys rechecked in the request that changed the glossary: 10 pages, 20 D1 round trips, which
 * with the change's own (about 8) stay inside the 50 subrequests of a Workers Free request. The
 * rest, when a term is in more texts than that, is answered as `pending` and goes to the rechecks
 * queue, MAX_RECHECK_KEYS a message: each message is an invocation of its own, with its own limits.
 */
export const MAX_RECHECK_KEYS = 10 * RECHECK_PAGE_KEYS;

/** The folded start of a phrase (every form of it has it) in one locale's texts. */
export interface TextNeedle {
  locale: LocaleCode;
  text: string;
}

/** The keys with a text holding one of `needles` in its locale, in key order: one query. */
export async function keysWithText(db: D1Database, needles: readonly TextNeedle[]): Promise<number[]> {
  if (needles.length === 0) return [];
  const rows = [...new Set(needles.map((n) => JSON.stringify({ l: n.locale, t: fold(n.text) })))];
  const { results } = await db
    .prepare(
      `SELECT DISTINCT v.key_id AS id FROM json_each(?1) n
       JOIN i18n_values v ON v.locale = json_extract(n.value, '$.l') AND instr(v.search, json_extract(n.value, '$.t')) > 0
       ORDER BY v.key_id`,
    )
    .bind(`[${rows.join(",")}]`)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

export interface KeysRecheck {
  /** Keys rechecked now. */
  keys: number;
  /** Translations whose stored problems changed. */
  changed: number;
  /** Keys past MAX_RECHECK_KEYS: rechecked by the rechecks queue's consumer within seconds (queueRechecks). */
  pending: number;
}

/**
 * Rewrites the stored problems of `keyIds`' translations in `locales` (the source's are read for
 * the comparison) by the registry and the glossary as they are now; only rows that change are written.
 */
export async function recheckKeys(
  db: D1Database,
  sourceLocale: LocaleCode,
  keyIds: readonly number[],
  locales: readonly LocaleCode[],
): Promise<KeysRecheck> {
  const now = keyIds.slice(0, MAX_RECHECK_KEYS);
  // The admin's messages are checked against English (docs/decisions/0088): its texts are read too.
  const wanted = new Set<LocaleCode>([...locales, sourceLocale, ADMIN_SOURCE_LOCALE]);
  const glossary = now.length > 0 ? await loadGlossaries(db) : null;
  let changed = 0;
  for (let at = 0; glossary && at < now.length; at += RECHECK_PAGE_KEYS) {
    const page = now.slice(at, at + RECHECK_PAGE_KEYS);
    const { results } = await db
      .prepare(
        `${CELLS_SQL} WHERE v.key_id IN (SELECT value FROM json_each(?1))
           AND v.locale IN (SELECT value FROM json_each(?2))`,
      )
      .bind(JSON.stringify(page), JSON.stringify([...wanted]))
      .all<StoredTranslation>();
    const statements = rewrite(db, results, sourceLocale, glossary);
    if (statements.length === 0) continue;
    const written = await db.batch(statements);
    changed += written.reduce((n, r) => n + (r.results?.length ?? 0), 0);
  }
  return { keys: now.length, changed, pending: keyIds.length - now.length };
}

/** A message of the rechecks queue: keys a glossary change touched past its request's share. */
export interface RecheckMessage {
  source: LocaleCode;
  keys: number[];
  locales: LocaleCode[];
}

/** Messages per `sendBatch` (the Queues limit). */
const SEND_BATCH = 100;

/** Sends the keys of `keyIds` past MAX_RECHECK_KEYS to the rechecks queue, MAX_RECHECK_KEYS a message; answers how many. */
export async function queueRechecks(
  queue: Queue<RecheckMessage>,
  source: LocaleCode,
  keyIds: readonly number[],
  locales: readonly LocaleCode[],
): Promise<number> {
  const rest = keyIds.slice(MAX_RECHECK_KEYS);
  const messages: { body: RecheckMessage }[] = [];
  for (let at = 0; at < rest.length; at += MAX_RECHECK_KEYS)
    messages.push({ body: { source, keys: rest.slice(at, at + MAX_RECHECK_KEYS), locales: [...locales] } });
  for (let at = 0; at < messages.length; at += SEND_BATCH) await queue.sendBatch(messages.slice(at, at + SEND_BATCH));
  return rest.length;
}

/**
 * The rechecks queue's consumer: each message's keys, rechecked as the glossary change's own
 * request would have (by the glossary as it is now); one that fails is retried by the queue.
 */
export async function recheckQueued(batch: MessageBatch<RecheckMessage>, db: D1Database): Promise<void> {
  for (const message of batch.messages) {
    try {
      const { source, keys, locales } = message.body;
      await recheckKeys(db, source, keys, locales);
      message.ack();
    } catch (error) {
      console.error("rechecks: a queued recheck failed, to be retried:", String(error));
      message.retry();
    }
  }
}
