import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ImportApplied, ImportPreview } from "../../common/contracts/translation-responses";
import { importTranslations } from "../../worker/services/translations/import-translations";
import { createAccount, signIn, translationsApi } from "./auth-helpers";
import { emptyStore, json } from "./suggestions-helpers";

/**
 * XLIFF's inline codes through the API (docs/decisions/0091-cat-ready-xliff.md): an agency's file
 * whose codes came back altered in one unit imports every other unit, and the refused one is
 * listed with its file, line and column.
 */
let admin: string;
beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});

const TEXTS = {
  sk: {
    hello: "Ahoj {name}",
    link: "Pozri <link>tu</link>",
    items: "{n, plural, one {# vec} few {# veci} other {# vecí}}",
  },
  de: { hello: "Hallo {name}", link: "Siehe <link>hier</link>", items: "{n, plural, one {# Ding} other {# Dinge}}" },
};

beforeEach(async () => {
  await emptyStore();
  for (const [locale, texts] of Object.entries(TEXTS)) {
    await importTranslations(env, {
      files: [{ name: `${locale}.json`, format: "json", content: JSON.stringify(texts) }],
      importer: { actor: "cli:test", canEdit: () => true, canAddKeys: true },
      sourceLocale: "sk",
      dryRun: false,
      reviewed: true,
      label: { format: "json", fileName: `${locale}.json` },
      overwriteConflicts: true,
    });
  }
});

const exported = async (version: string) => {
  const res = await translationsApi(admin, "GET", `/export?format=xliff&locale=de&version=${version}`);
  expect(res.status).toBe(200);
  return res.text();
};
const webImport = (content: string, dryRun: boolean) =>
  translationsApi(admin, "POST", "/import", { format: "xliff", content, fileName: "de.xlf", dryRun });

describe.each(["1.2", "2.0"])("XLIFF %s inline codes through the API", (version) => {
  it("an agency's edits inside the targets come back with every placeholder; an altered unit is refused, the rest written", async () => {
    const file = await exported(version);
    // The CAT tool: words changed, codes kept; in `hello` the agency deleted the {name} code.
    const agency = file
      .replace(">hier<", ">dort<")
      .replace(/Dinge<\/target>/, "Sachen</target>")
      .replace(/(<target[^>]*>Hallo )<ph [^>]*(\/>|>[^<]*<\/ph>)/, "$1");
    const preview = await json<ImportPreview>(await webImport(agency, true));
    expect(preview.counts).toMatchObject({ changed: 2, invalid: 0 });
    expect(preview.refused).toEqual([
      {
        file: "de.xlf",
        line: expect.any(Number),
        column: expect.any(Number),
        message: expect.stringContaining('"hello": its inline codes came back altered: "{name}" is missing'),
      },
    ]);
    const line = agency.split("\n").findIndex((l) => l.includes("<target") && l.includes(">Hallo ")) + 1;
    expect(preview.refused?.[0]?.line).toBe(line);
    const applied = await json<ImportApplied>(await webImport(agency, false));
    expect(applied.written).toBe(2);
    expect(applied.refused).toHaveLength(1);
    const { results } = await env.DB.prepare(
      "SELECT k.name, v.text FROM i18n_values v JOIN i18n_keys k ON k.id = v.key_id WHERE v.locale = 'de' ORDER BY k.name",
    ).all();
    expect(results).toEqual([
      { name: "hello", text: "Hallo {name}" },
      { name: "items", text: "{n, plural, one {# Ding} other {# Sachen}}" },
      { name: "link", text: "Siehe <link>dort</link>" },
    ]);
  });
});
