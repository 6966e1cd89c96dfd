import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALE_CODES, type LocaleCode } from "../../common/locales";
import type { ImportRow } from "../../worker/services/translations/import-sql";
import { writeImport } from "../../worker/services/translations/import-translations";
import { keyId, readTranslation, saveTranslation } from "../../worker/services/translations/translation-sql";
import { type Ran, recordingD1, rowsRead } from "./d1-recorder";
import { seedStore } from "./store-helpers";

/**
 * Issue 36, item 1: a save costs the same in a store of 500 keys and of 5,000. Counted as D1
 * counts it (`meta.rows_read` of every statement the save runs, its publication and the
 * recheck of the cross-key warnings included), never timed. As in real files, every tenth key
 * repeats the source text (and the translations) of the key before it.
 */

/** Keys `from`…`to - 1` of the generated store, every locale; key 10n + 9 is a copy of 10n + 8. */
function generated(from: number, to: number): ImportRow[] {
  const rows: ImportRow[] = [];
  for (let i = from; i < to; i++) {
    const original = i % 10 === 9 ? i - 1 : i;
    for (const locale of LOCALE_CODES) rows.push({ key: `scale.k${i}`, locale, text: `${locale} text ${original}` });
  }
  return rows;
}

async function grow(from: number, to: number): Promise<void> {
  for (let i = from; i < to; i += 1_000) await writeImport(env.DB, generated(i, Math.min(to, i + 1_000)), "test:scale");
}

async function version(key: string, locale: LocaleCode): Promise<number> {
  return (await readTranslation(env.DB, await keyId(env.DB, key), locale))?.version ?? 0;
}

/** A save through a recording D1: what it read, and each statement with its rows. */
async function measuredSave(key: string, locale: LocaleCode, text: string): Promise<{ rows: number; ran: Ran[] }> {
  const { db, ran } = recordingD1();
  const input = { key, locale, text, baseVersion: await version(key, locale) };
  const result = await saveTranslation({ DB: db, CACHE: env.CACHE }, input, "test", "sk");
  expect(result.status).toBe("saved");
  return { rows: rowsRead(ran), ran };
}

/** The rows of a translation's save and of a source text's save, each into a key that shares its source. */
async function saves(copy: number): Promise<{ translation: number; source: number }> {
  const translation = await measuredSave(`scale.k${copy}`, "de", `de anders ${copy}`);
  // The copy now disagrees with the key before it: both carry the warning.
  const problems = (await readTranslation(env.DB, await keyId(env.DB, `scale.k${copy - 1}`), "de"))?.problems ?? [];
  expect(problems.map((p) => p.code)).toEqual(["inconsistent-translation"]);
  const source = await measuredSave(`scale.k${copy}`, "sk", `sk own text ${copy}`);
  // Its source parted from the other key's: the warning went from both.
  expect((await readTranslation(env.DB, await keyId(env.DB, `scale.k${copy - 1}`), "de"))?.problems).toEqual([]);
  return { translation: translation.rows, source: source.rows };
}

describe("a save in a store of 5,000 keys × 10 locales", () => {
  const measured: { small?: { translation: number; source: number }; large?: typeof measured.small } = {};

  beforeAll(async () => {
    await seedStore();
    await grow(0, 500);
    measured.small = await saves(99);
    await grow(500, 5_000);
    measured.large = await saves(4_999);
  }, 300_000);

  it("reads as many rows as in a store of 500 keys", () => {
    const { small, large } = measured;
    if (!small || !large) throw new Error("not measured");
    // A few rows of slack: the history and the revision grew between the two.
    expect(large.translation).toBeLessThanOrEqual(small.translation + 10);
    expect(large.source).toBeLessThanOrEqual(small.source + 10);
  });

  it("reads far fewer rows than the store holds", async () => {
    const cells = (await env.DB.prepare("SELECT count(*) AS n FROM i18n_values").first<{ n: number }>())?.n ?? 0;
    expect(cells).toBeGreaterThanOrEqual(50_000);
    expect(measured.large?.translation).toBeLessThan(cells / 10);
    expect(measured.large?.source).toBeLessThan(cells / 10);
  });
});
