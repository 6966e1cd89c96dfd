import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALE_CODES, type LocaleCode } from "../../common/locales";
import type { ImportRow } from "../../worker/services/translations/import-sql";
import { writeImport } from "../../worker/services/translations/import-translations";
import { keyId, readTranslation, saveTranslation } from "../../worker/services/translations/translation-sql";
import { recordingD1, rowsRead } from "./d1-recorder";
import { seedStore } from "./store-helpers";

/**
 * save-scale.test.ts for the admin's messages (docs/decisions/0088): checked against English, their
 * cross-key warnings judged among themselves, a save of one costs the same in a store of 500 keys and
 * of 5,000 (half the site's, half the admin's). Counted as D1 counts it (`meta.rows_read`), never timed.
 */

/** Keys `from`…`to - 1`, every locale, as site and admin keys by turns; every tenth pair repeats the one before. */
function generated(from: number, to: number): ImportRow[] {
  const rows: ImportRow[] = [];
  for (let i = from; i < to; i++) {
    const original = i % 10 === 9 ? i - 1 : i;
    const key = i % 2 === 0 ? `scale.k${i}` : `admin.scale.k${i}`;
    for (const locale of LOCALE_CODES) rows.push({ key, locale, text: `${locale} text ${original}` });
  }
  return rows;
}

async function grow(from: number, to: number): Promise<void> {
  for (let i = from; i < to; i += 1_000)
    await writeImport(env.DB, generated(i, Math.min(to, i + 1_000)), "test:scale", undefined, {
      reviewed: true,
      sourceLocale: "sk",
    });
}

async function measuredSave(key: string, locale: LocaleCode, text: string): Promise<number> {
  const { db, ran } = recordingD1();
  const version = (await readTranslation(env.DB, await keyId(env.DB, key), locale))?.version ?? 0;
  const result = await saveTranslation(
    { DB: db, CACHE: env.CACHE },
    { key, locale, text, baseVersion: version },
    "test",
    "sk",
  );
  expect(result.status).toBe("saved");
  return rowsRead(ran);
}

const codes = async (key: string, locale: LocaleCode) =>
  (await readTranslation(env.DB, await keyId(env.DB, key), locale))?.problems.map((p) => p.code);

/** An admin key's translation and its English source saved, each into a key sharing its source (odd keys are the admin's). */
async function saves(copy: number): Promise<{ translation: number; source: number }> {
  const [key, other] = [`admin.scale.k${copy}`, `admin.scale.k${copy - 2}`];
  // Key copy - 2 is not a copy: make copy share its English source, then disagree in pl.
  await measuredSave(key, "en", `en text ${copy - 2}`);
  const translation = await measuredSave(key, "pl", `pl inaczej ${copy}`);
  expect(await codes(other, "pl")).toEqual(["inconsistent-translation"]);
  const source = await measuredSave(key, "en", `en own text ${copy} {name}`);
  expect(await codes(other, "pl")).toEqual([]);
  // Checked against English: pl lacks its {name}; sk is not the source of an admin key.
  expect(await codes(key, "pl")).toEqual(["argument-missing"]);
  return { translation, source };
}

describe("a save of an admin message in a store of 5,000 keys × 10 locales", () => {
  const measured: { small?: { translation: number; source: number }; large?: typeof measured.small } = {};

  beforeAll(async () => {
    await seedStore();
    await grow(0, 500);
    measured.small = await saves(99);
    await grow(500, 5_000);
    measured.large = await saves(4_999);
  }, 300_000);

  it("reads as many rows as in a store of 500 keys, far fewer than the store holds", async () => {
    const { small, large } = measured;
    if (!small || !large) throw new Error("not measured");
    console.log("admin save rows read: 500 keys", small, "5,000 keys", large);
    expect(large.translation).toBeLessThanOrEqual(small.translation + 10);
    expect(large.source).toBeLessThanOrEqual(small.source + 10);
    const cells = (await env.DB.prepare("SELECT count(*) AS n FROM i18n_values").first<{ n: number }>())?.n ?? 0;
    expect(cells).toBeGreaterThanOrEqual(50_000);
    expect(large.source).toBeLessThan(cells / 10);
  });
});
