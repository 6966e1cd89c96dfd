import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { SessionAccount } from "../../common/auth";
import { suggestions } from "../../worker/services/suggestions/suggest";
import { addComment } from "../../worker/services/translations/comments";
import { approveTranslation } from "../../worker/services/translations/review";
import {
  keyId,
  readTranslation,
  revertPreview,
  revertTranslation,
  saveTranslation,
} from "../../worker/services/translations/translation-sql";
import { fullReads, queryPlan, type Ran, recordingD1 } from "./d1-recorder";
import { seedStore } from "./store-helpers";

/**
 * Issue 36, item 1: every statement on the paths of a save, an approval, a revert, a comment and
 * a suggestion finds its rows through an index. Each is run against the real local D1 through a
 * recorder, then `EXPLAIN QUERY PLAN` is asked of it with its own parameters: a full scan of
 * i18n_values, i18n_history or i18n_keys (or a read of a whole locale) fails, unless the
 * statement is on the list below with the reason it may.
 */

/** Statements that may read more than their rows, and why. */
const ALLOWED: { sql: RegExp; reason: string }[] = [
  {
    sql: /FROM i18n_values v (JOIN i18n_keys k ON k\.id = v\.key_id )?WHERE v\.has_error/,
    reason:
      "the cells never served, found through the partial index on has_error (migrations/0006): it holds only the cells with an error",
  },
  {
    sql: /SELECT count\(\*\) AS n, max\(updated_at\) AS at FROM i18n_values WHERE locale = \?/,
    reason:
      "the translation memory's stamp of the source locale (suggestions/source-index.ts, decision 0062): a count over the covering index, which decides whether the isolate's index is current",
  },
  {
    sql: /SELECT key_id AS keyId, text FROM i18n_values WHERE locale = \?/,
    reason:
      "the translation memory's index of source texts, read only when the stamp moved and kept in the isolate (decision 0062): fuzzy matching needs every source text",
  },
];

/**
 * Every distinct statement of `ran` whose plan reads whole tables, and the reasons of the list
 * that excused one (a reason no statement needs any more is for taking off the list).
 */
async function fullReadsOf(ran: readonly Ran[]) {
  const distinct = new Map(ran.map((r) => [r.sql, r]));
  const violations: { sql: string; steps: string[] }[] = [];
  const used = new Set<string>();
  for (const r of distinct.values()) {
    const steps = fullReads(r.sql, await queryPlan(env.DB, r));
    if (steps.length === 0) continue;
    const excuse = ALLOWED.find((a) => a.sql.test(r.sql.replace(/\s+/g, " ")));
    if (excuse) used.add(excuse.reason);
    else violations.push({ sql: r.sql.replace(/\s+/g, " ").slice(0, 160), steps });
  }
  return { violations, used };
}

const admin: SessionAccount = { id: 1, email: "plans@example.com", role: "admin", locales: null };

async function version(key: string, locale: "de" | "sk"): Promise<number> {
  return (await readTranslation(env.DB, await keyId(env.DB, key), locale))?.version ?? 0;
}

/** Two keys of the seed with one source text, translated differently in de: a group to recheck. */
async function sharedSource(): Promise<void> {
  const store = { DB: env.DB, CACHE: env.CACHE };
  for (const key of ["home.title", "nav.home"]) {
    await saveTranslation(
      store,
      { key, locale: "sk", text: "Spoločný", baseVersion: await version(key, "sk") },
      "test",
    );
  }
  await saveTranslation(
    store,
    { key: "nav.home", locale: "de", text: "Gemeinsam", baseVersion: await version("nav.home", "de") },
    "test",
  );
}

beforeEach(async () => {
  await seedStore();
  await sharedSource();
});

describe("the query plans of an editor's paths", () => {
  it("a save of a translation and of a source text, an approval, a revert, a comment and a suggestion use indexes", async () => {
    const { db, ran } = recordingD1();
    const store = { DB: db, CACHE: env.CACHE };
    const de = { key: "home.title", locale: "de" as const };
    const saved = await saveTranslation(
      store,
      { ...de, text: "Anders", baseVersion: await version(de.key, "de") },
      "test",
    );
    expect(saved.status).toBe("saved");
    const sk = { key: "home.title", locale: "sk" as const, text: "Iný", baseVersion: await version(de.key, "sk") };
    expect((await saveTranslation(store, sk, "test")).status).toBe("saved");
    const approved = await approveTranslation(store, { ...de, version: await version(de.key, "de") }, "test");
    expect(approved.status).toBe("done");
    const [entry] = (
      await env.DB.prepare(
        "SELECT id FROM i18n_history WHERE key_id = ? AND locale = 'de' AND action = 'edit' ORDER BY id DESC",
      )
        .bind(await keyId(env.DB, de.key))
        .all<{ id: number }>()
    ).results;
    const preview = await revertPreview(db, entry?.id ?? 0);
    const reverted = await revertTranslation(
      store,
      entry?.id ?? 0,
      { version: preview.current?.version ?? 0 },
      "test",
      () => true,
    );
    expect(reverted.status).toBe("saved");
    await addComment(db, de.key, { text: "Which one?", locale: "de", question: true }, admin);
    await suggestions({ ...env, DB: db }, "nav.home", "de", "sk", ["memory"]);

    expect(ran.length).toBeGreaterThan(20);
    const { violations, used } = await fullReadsOf(ran);
    expect(violations).toEqual([]);
    expect([...used].sort()).toEqual(ALLOWED.map((a) => a.reason).sort());
  });

  it("finds a full scan when there is one (the check can fail)", async () => {
    const scan = { sql: "SELECT key_id FROM i18n_values v WHERE instr(v.problems, 'x') > 0", params: [] };
    expect(fullReads(scan.sql, await queryPlan(env.DB, scan))).toEqual(["SCAN v"]);
    const locale = { sql: "SELECT count(*) FROM i18n_values WHERE locale = ?1 AND text <> ''", params: ["sk"] };
    expect(fullReads(locale.sql, await queryPlan(env.DB, locale))).toHaveLength(1);
    const keyed = { sql: "SELECT text FROM i18n_values WHERE key_id = ?1 AND locale = ?2", params: [1, "sk"] };
    expect(fullReads(keyed.sql, await queryPlan(env.DB, keyed))).toEqual([]);
  });
});
