import { isAdminKey, sourceLocaleFor } from "../../../common/admin-locale";
import type { PropagateResult, SameSourceResult } from "../../../common/contracts/suggestions";
import type { LocaleCode } from "../../../common/locales";
import { AppError } from "../../lib/errors";
import { loadGlossaries } from "../glossary";
import {
  keyId,
  keyLimits,
  limitOf,
  publishAfterWrite,
  publishResult,
  publishStatus,
  readTranslation,
  type TranslationBindings,
  translationProblems,
} from "../translations";
import { type BulkRow, writeBulk } from "./bulk-write";
import { remapNames } from "./mask";
import { type SourceEntry, type SourceIndex, sourceIndex } from "./source-index";

/**
 * Propagation (docs/decisions/0062-suggestions.md): after a save, the other keys whose source is
 * identical to this key's and whose translation in the locale is empty or different; copying
 * this key's translation to the ones chosen, as memory from this key, each needing review and
 * written only at the version the person saw.
 */
interface Group {
  id: number;
  entry: SourceEntry | undefined;
  index: SourceIndex;
  /** The key's source locale: the site's, or English for the admin's messages. */
  sourceLocale: LocaleCode;
  others: { id: number; key: string; text: string; version: number }[];
}

async function group(db: D1Database, name: string, locale: LocaleCode, siteSource: LocaleCode): Promise<Group> {
  // The admin's messages share English sources among themselves only (docs/decisions/0088).
  const sourceLocale = sourceLocaleFor(siteSource, name);
  if (locale === sourceLocale)
    throw new AppError(400, `${locale} is the source locale: its keys share their source by definition`);
  const [id, index] = await Promise.all([keyId(db, name), sourceIndex(db, sourceLocale)]);
  const entry = index.byKey.get(id);
  const ids = entry ? (index.byMasked.get(entry.masked) ?? []).filter((other) => other !== id) : [];
  if (ids.length === 0) return { id, entry, index, sourceLocale, others: [] };
  const { results } = await db
    .prepare(
      `SELECT k.id, k.name AS key, coalesce(v.text, '') AS text, coalesce(v.version, 0) AS version
       FROM i18n_keys k LEFT JOIN i18n_values v ON v.key_id = k.id AND v.locale = ?1
       WHERE k.id IN (SELECT value FROM json_each(?2)) ORDER BY k.name`,
    )
    .bind(locale, JSON.stringify(ids))
    .all<{ id: number; key: string; text: string; version: number }>();
  const admin = isAdminKey(name);
  return { id, entry, index, sourceLocale, others: results.filter((r) => isAdminKey(r.key) === admin) };
}

/** This key's text with `other`'s argument and tag names. */
const textFor = (g: Group, text: string, other: number) =>
  remapNames(text, g.entry as SourceEntry, g.index.byKey.get(other) as SourceEntry);

/** GET `/keys/{name}/same-source/{locale}` */
export async function sameSource(
  db: D1Database,
  name: string,
  locale: LocaleCode,
  sourceLocale: LocaleCode,
): Promise<SameSourceResult> {
  const g = await group(db, name, locale, sourceLocale);
  const own = await readTranslation(db, g.id, locale);
  const text = own?.text ?? "";
  const items = g.others
    .filter((o) => text === "" || o.text !== textFor(g, text, o.id))
    .map(({ key, text, version }) => ({ key, text, version }));
  return { key: name, locale, text, version: own?.version ?? 0, items };
}

/** POST `/keys/{name}/propagate/{locale}` `{version, targets}` */
export async function propagate(
  store: TranslationBindings,
  name: string,
  locale: LocaleCode,
  body: { version: number; targets: { key: string; version: number }[] },
  account: { email: string; id: number },
  sourceLocale: LocaleCode,
): Promise<PropagateResult> {
  const g = await group(store.DB, name, locale, sourceLocale);
  const own = await readTranslation(store.DB, g.id, locale);
  if ((own?.version ?? 0) !== body.version)
    throw new AppError(409, "This translation was changed by someone else", { current: own });
  if (!own?.text) throw new AppError(422, `${name} has no ${locale} translation to propagate`);
  const members = new Map(g.others.map((o) => [o.key, o]));
  const [glossary, limits] = await Promise.all([loadGlossaries(store.DB), keyLimits(store.DB)]);
  const strangers = body.targets.filter((t) => !members.has(t.key)).map((t) => t.key);
  if (strangers.length > 0)
    throw new AppError(422, `These keys do not share the source of ${name}: ${strangers.join(", ")}`, {
      keys: strangers,
    });
  const rows: BulkRow[] = body.targets.map((t) => {
    const member = members.get(t.key) as Group["others"][number];
    const text = textFor(g, own.text, member.id);
    const source = (g.index.byKey.get(member.id) as SourceEntry).text;
    const problems = JSON.stringify(
      translationProblems(text, locale, g.sourceLocale, source, limitOf(limits, member.id), glossary),
    );
    return {
      keyId: member.id,
      text,
      baseVersion: t.version,
      problems,
      origin: "memory",
      originKey: name,
      originProvider: null,
    };
  });
  const change = { kind: "propagate" as const, locale, actor: account.email, actorId: account.id };
  const { id } = await writeBulk(store.DB, change, rows);
  const written = new Set<string>();
  if (id !== null) {
    const { results } = await store.DB.prepare("SELECT key_name AS key FROM i18n_history WHERE change_id = ?")
      .bind(id)
      .all<{ key: string }>();
    for (const r of results) written.add(r.key);
  }
  const publish =
    id !== null
      ? await publishAfterWrite(store.DB, store.CACHE, { sourceLocale, changeId: id })
      : publishResult(await publishStatus(store.DB, store.CACHE));
  return {
    written: written.size,
    conflicts: body.targets.map((t) => t.key).filter((k) => !written.has(k)),
    id,
    publish,
  };
}
