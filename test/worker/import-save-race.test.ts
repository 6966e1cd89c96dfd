import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { importTranslations } from "../../worker/services/translations/import-translations";
import { saveTranslation } from "../../worker/services/translations/translation-sql";
import { seedStore } from "./store-helpers";

/**
 * Issue 35, item 2: a save racing an import that names `since` is never lost silently. The save
 * lands before the import reads the store, between its read and its write (the plan's hook), or
 * after its write; in every case the save is either in the store (and the import reports the
 * translation as a conflict, never "changed") or the save was refused with a conflict.
 */
const KEY = "home.title";
const OTHER = "nav.home";

async function translation(key: string, locale: string) {
  return env.DB.prepare(
    `SELECT v.text, v.version FROM i18n_values v JOIN i18n_keys k ON k.id = v.key_id WHERE k.name = ? AND v.locale = ?`,
  )
    .bind(key, locale)
    .first<{ text: string; version: number }>();
}

function importGerman(since: string, afterPlan?: () => Promise<void>) {
  const content = JSON.stringify({ [KEY]: "Vom Import", [OTHER]: "Start vom Import" });
  return importTranslations(env, {
    files: [{ name: "de.json", format: "json", locale: "de", content }],
    importer: { actor: "agency@example.test", canEdit: () => true, canAddKeys: false },
    sourceLocale: "sk",
    dryRun: false,
    reviewed: false,
    label: { format: "json", fileName: "de.json" },
    since,
    overwriteConflicts: false,
    afterPlan,
  });
}

async function save(text: string) {
  const version = (await translation(KEY, "de"))?.version ?? 0;
  return saveTranslation(env, { key: KEY, locale: "de", text, baseVersion: version }, "ana@example.test", "sk");
}

beforeEach(seedStore);

/** The time of an export made now (after the seed), then a few milliseconds, so a later save is after it. */
async function exportedNow(): Promise<string> {
  const since = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 5));
  return since;
}

describe("a save racing an import with since", () => {
  it.each([
    ["before the import reads the store", "before"],
    ["between the import's read and its write", "between"],
  ] as const)("keeps a save made %s, and the import reports the translation as conflicting", async (_, when) => {
    const since = await exportedNow();
    if (when === "before") expect((await save("Von Ana")).status).toBe("saved");
    const outcome = await importGerman(since, async () => {
      if (when === "between") expect((await save("Von Ana")).status).toBe("saved");
    });
    expect((await translation(KEY, "de"))?.text).toBe("Von Ana");
    if (outcome.dryRun) throw new Error("not a dry run");
    expect(outcome.entries.find((e) => e.key === KEY)?.status).toBe("conflicting");
    expect(outcome.counts).toMatchObject({ changed: 1, conflicting: 1 });
    expect(outcome.written).toBe(1);
    // The other translation of the file was written as usual.
    expect((await translation(OTHER, "de"))?.text).toBe("Start vom Import");
  });

  it("refuses a save based on the version before the import's write: a conflict, not an overwrite", async () => {
    const since = await exportedNow();
    const stale = (await translation(KEY, "de"))?.version ?? 0;
    await importGerman(since);
    const result = await saveTranslation(
      env,
      { key: KEY, locale: "de", text: "Von Ana", baseVersion: stale },
      "ana",
      "sk",
    );
    expect(result.status).toBe("conflict");
    expect((await translation(KEY, "de"))?.text).toBe("Vom Import");
  });
});
