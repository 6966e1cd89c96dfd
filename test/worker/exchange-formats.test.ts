import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ImportPreview } from "../../common/contracts/translation-responses";
import { importTranslations } from "../../worker/services/translations/import-translations";
import { createAccount, signIn, translationsApi } from "./auth-helpers";
import { problemOf } from "./helpers";
import { countRows } from "./store-helpers";
import { emptyStore, json } from "./suggestions-helpers";

/** XLIFF, PO and ARB through the API (issue 29; docs/decisions/0070-exchange-formats.md). */
let admin: string;
beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});

/** A store of three keys with Slovak sources (the source locale) and one German translation. */
async function smallStore() {
  await emptyStore();
  await cliImport("json", "sk.json", {
    greeting: "Ahoj {name}",
    farewell: "Zbohom",
    items: "{count, plural, one {# vec} few {# veci} other {# vecí}}",
  });
}

/** An import as the command line makes it: approved unless the file says otherwise. */
async function cliImport(format: "json" | "xliff", name: string, content: string | Record<string, string>) {
  const text = typeof content === "string" ? content : JSON.stringify(content);
  return importTranslations(env, {
    files: [{ name, format, content: text }],
    importer: { actor: "cli:test", canEdit: () => true, canAddKeys: true },
    sourceLocale: "sk",
    dryRun: false,
    reviewed: true,
    label: { format, fileName: name },
    overwriteConflicts: true,
  });
}

const exported = async (query: string) => {
  const res = await translationsApi(admin, "GET", `/export?${query}`);
  expect(res.status).toBe(200);
  return res.text();
};
const webImport = (body: Record<string, unknown>) => translationsApi(admin, "POST", "/import", body);

/** The German translations and the keys' descriptions as the store holds them. */
async function storeOf(locale: string) {
  const { results } = await env.DB.prepare(
    `SELECT k.name, k.description, v.text, v.version, (v.reviewed_version IS v.version) AS reviewed
     FROM i18n_keys k LEFT JOIN i18n_values v ON v.key_id = k.id AND v.locale = ? ORDER BY k.name`,
  )
    .bind(locale)
    .all();
  return results;
}

const XLIFF_20 = `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="sk" trgLang="de">
  <file id="polyglot">
    <unit id="greeting" name="greeting">
      <notes>
        <note>Shown at the top of the home page</note>
      </notes>
      <segment state="reviewed">
        <source>Ahoj {name}</source>
        <target>Hallo {name}</target>
      </segment>
    </unit>
    <unit id="farewell" name="farewell">
      <segment state="translated">
        <source>Zbohom</source>
        <target>Tschüss</target>
      </segment>
    </unit>
    <unit id="items" name="items">
      <segment state="initial">
        <source>{count, plural, one {# vec} few {# veci} other {# vecí}}</source>
      </segment>
    </unit>
  </file>
</xliff>
`;

/**
 * What the export writes back for XLIFF_20 (decision 0091): `{name}` and `#` as inline codes
 * keeping their characters, the untranslated plural as one unit per German category.
 */
const EXPORTED_20 = `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" xmlns:pg="urn:polyglot:xliff" version="2.0" srcLang="sk" trgLang="de">
  <file id="polyglot">
    <unit id="greeting" name="greeting" pg:codes="[&quot;{name}&quot;]">
      <notes>
        <note>Shown at the top of the home page</note>
      </notes>
      <originalData>
        <data id="d1">{name}</data>
      </originalData>
      <segment state="final">
        <source>Ahoj <ph id="1" dataRef="d1" equiv="{name}" disp="{name}"/></source>
        <target>Hallo <ph id="1" dataRef="d1" equiv="{name}" disp="{name}"/></target>
      </segment>
    </unit>
    <unit id="farewell" name="farewell">
      <segment state="translated">
        <source>Zbohom</source>
        <target>Tschüss</target>
      </segment>
    </unit>
    <group id="items" name="items" type="icu:plural" pg:icu="{count, plural, one {} few {} other {}}" pg:from="source">
      <unit id="items_one" name="items[one]" pg:codes="[&quot;#&quot;]">
        <originalData>
          <data id="d1">#</data>
        </originalData>
        <segment state="initial">
          <source><ph id="1" dataRef="d1" equiv="#" disp="#"/> vec</source>
        </segment>
      </unit>
      <unit id="items_other" name="items[other]" pg:codes="[&quot;#&quot;]">
        <originalData>
          <data id="d1">#</data>
        </originalData>
        <segment state="initial">
          <source><ph id="1" dataRef="d1" equiv="#" disp="#"/> vecí</source>
        </segment>
      </unit>
    </group>
  </file>
</xliff>
`;

describe("XLIFF, PO and ARB", { timeout: 60_000 }, () => {
  beforeEach(smallStore);

  it("imports an XLIFF 2.0 file with states and notes and exports it back unchanged", async () => {
    const outcome = await cliImport("xliff", "site.de.xlf", XLIFF_20);
    expect(outcome.skipped).toEqual({ untranslated: 1 });
    expect(await storeOf("de")).toEqual([
      { name: "farewell", description: "", text: "Tschüss", version: 1, reviewed: 0 },
      {
        name: "greeting",
        description: "Shown at the top of the home page",
        text: "Hallo {name}",
        version: 1,
        reviewed: 1,
      },
      { name: "items", description: "", text: null, version: null, reviewed: 1 },
    ]);
    const described = await env.DB.prepare(
      "SELECT key_name, new_text FROM i18n_history WHERE action = 'describe'",
    ).all();
    expect(described.results).toEqual([{ key_name: "greeting", new_text: "Shown at the top of the home page" }]);
    expect(await exported("format=xliff&locale=de")).toBe(EXPORTED_20);
    // Exported again after importing what was exported: nothing changes.
    const again = await cliImport("xliff", "site.de.xlf", EXPORTED_20);
    expect(again.skipped).toEqual({ untranslated: 1 });
    expect(await exported("format=xliff&locale=de")).toBe(EXPORTED_20);
  });

  it.each([
    ["xliff", "format=xliff&locale=de&version=1.2", "de.xlf"],
    ["xliff", "format=xliff&locale=de", "de.xliff"],
    ["po", "format=po&locale=de", "de.po"],
    ["arb", "format=arb&locale=de", "app_de.arb"],
  ])(
    "round-trips %s (%s): import of its export changes nothing, the next export is the same bytes",
    async (format, query, name) => {
      await cliImport("xliff", "de.xlf", XLIFF_20);
      await env.DB.prepare("UPDATE i18n_keys SET description = 'Plural of things' WHERE name = 'items'").run();
      const first = await exported(query);
      const before = await storeOf("de");
      const history = await countRows("i18n_history");
      const applied = await json<{ written: number }>(
        await webImport({ format, content: first, fileName: name, dryRun: false }),
      );
      expect(applied.written).toBe(0);
      expect(await storeOf("de")).toEqual(before);
      expect(await countRows("i18n_history")).toBe(history);
      expect(await exported(query)).toBe(first);
    },
  );

  it("exports bilingual PO: the key as msgctxt, the source text as msgid, the newest change as PO-Revision-Date", async () => {
    await cliImport("xliff", "de.xlf", XLIFF_20);
    await cliImport("json", "de.json", { items: "{count, plural, one {# Ding} other {# Dinge}}" });
    const newest = await env.DB.prepare("SELECT max(updated_at) AS at FROM i18n_values WHERE locale = 'de'").first<{
      at: string;
    }>();
    const revised = `${newest?.at.slice(0, 16).replace("T", " ")}+0000`;
    const po = await exported("format=po&locale=de");
    expect(po).toContain(`"PO-Revision-Date: ${revised}\\n"\n"Last-Translator: Polyglot\\n"`);
    expect(po).toContain('"X-Polyglot-Key: msgctxt\\n"');
    expect(po.slice(po.indexOf("#. Shown"))).toBe(`#. Shown at the top of the home page
msgctxt "greeting"
msgid "Ahoj {name}"
msgstr "Hallo {name}"

#, fuzzy
msgctxt "farewell"
msgid "Zbohom"
msgstr "Tschüss"

msgctxt "items"
msgid "# vec"
msgid_plural "# vecí"
msgstr[0] "# Ding"
msgstr[1] "# Dinge"
`);
  });

  it("waits for review what the web imports, and lists each entry's warnings and the skipped units in the dry run", async () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: de\\n"',
      '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"',
      "",
      "#, c-format",
      'msgid "greeting"',
      'msgstr "Hallo {name}, %.1f MB"',
      "",
      "#, fuzzy",
      'msgid "farewell"',
      'msgstr "Auf Wiedersehen"',
      "",
      '#~ msgid "gone"',
      '#~ msgstr "Weg"',
      "",
    ].join("\n");
    const preview = await json<ImportPreview>(await webImport({ format: "po", content: po, fileName: "de.po" }));
    expect(preview.skipped).toEqual({ obsolete: 1 });
    expect(preview.entries).toEqual([
      expect.objectContaining({
        key: "greeting",
        problems: expect.arrayContaining([expect.objectContaining({ code: "po-placeholder", severity: "warning" })]),
      }),
      expect.objectContaining({ key: "farewell", state: "needs-review" }),
    ]);
    await json(await webImport({ format: "po", content: po, fileName: "de.po", dryRun: false }));
    const farewell = (await storeOf("de")).find((r) => r.name === "farewell");
    expect(farewell).toMatchObject({ text: "Auf Wiedersehen", reviewed: 0 });
  });

  it("reads the locale the file declares, and refuses a file whose declared language contradicts the chosen one", async () => {
    const arb = JSON.stringify({ "@@locale": "de", farewell: "Tschüss" });
    const preview = await json<ImportPreview>(await webImport({ format: "arb", content: arb }));
    expect(preview.entries).toEqual([expect.objectContaining({ locale: "de", key: "farewell" })]);
    const wrong = await problemOf(await webImport({ format: "arb", content: arb, locale: "pl" }), 400);
    expect(wrong.errors).toEqual([{ path: "locale", message: expect.stringMatching(/declares the language de.*pl/) }]);
    const named = await problemOf(await webImport({ format: "arb", content: arb, fileName: "app_cs.arb" }), 400);
    expect(named.errors?.[0]?.message).toMatch(/declares the language de.*cz/);
  });

  it("asks for a locale to export a one-locale format", async () => {
    const body = await problemOf(await translationsApi(admin, "GET", "/export?format=po"), 400);
    expect(body.errors).toEqual([{ path: "locale", message: expect.stringContaining("po") }]);
  });
});

describe("bad exchange files", { timeout: 60_000 }, () => {
  beforeEach(smallStore);

  it.each([
    ["a DOCTYPE", '<?xml version="1.0"?>\n<!DOCTYPE xliff [<!ENTITY x "y">]>\n<xliff version="2.0"/>', 2],
    [
      "an external entity",
      '<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>\n<xliff version="2.0">&e;</xliff>',
      2,
    ],
    ["an unclosed tag", '<xliff version="2.0" trgLang="de">\n  <file id="f">\n    <unit id="a">\n</xliff>\n', 4],
  ])("refuses XLIFF with %s with its line and column, and writes nothing", async (_, content, line) => {
    const history = await countRows("i18n_history");
    const body = await problemOf(await webImport({ format: "xliff", content, fileName: "de.xlf", dryRun: false }), 400);
    expect(body).toMatchObject({ file: "de.xlf", line, column: expect.any(Number) });
    expect(body.detail).toContain("XLIFF: ");
    expect(await countRows("i18n_history")).toBe(history);
  });

  it("refuses a PO plural whose header cannot be evaluated", async () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Plural-Forms: nplurals=2; plural=(n !=;\\n"',
      "",
      'msgid "one item"',
      'msgid_plural "%d items"',
      'msgstr[0] "ein Ding"',
      'msgstr[1] "%d Dinge"',
      "",
    ].join("\n");
    const body = await problemOf(await webImport({ format: "po", content: po, fileName: "de.po", dryRun: false }), 400);
    expect(body.detail).toMatch(/PO: .*Plural-Forms|PO: .*plural/i);
    expect(body.line).toBe(3);
  });

  it("answers 413 to a file over the import limit", async () => {
    const content = `<xliff version="2.0">${"x".repeat(5 * 1024 * 1024)}</xliff>`;
    await problemOf(await webImport({ format: "xliff", content, fileName: "de.xlf" }), 413);
  });
});
