import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ImportApplied, ImportPreview } from "../../common/contracts/translation-responses";
import type { ExportReport } from "../../common/contracts/translations";
import { createAccount, signIn, translationsApi } from "./auth-helpers";
import { problemOf } from "./helpers";
import { countRows } from "./store-helpers";
import { emptyStore, json } from "./suggestions-helpers";

/** Android's strings.xml through the API (issue 40 item 4; docs/decisions/0093-android-resources.md). */
let admin: string;
beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});
beforeEach(emptyStore);

const file = (lines: string[]) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n${lines.map((l) => `    ${l}\n`).join("")}</resources>\n`;
/** The source (sk, the worker tests' source locale) as Android's default `values/` holds it. */
const SOURCE = file([
  `<string name="app" translatable="false">Polyglot</string>`,
  `<string name="hello">Ahoj, %1$s!</string>`,
  `<plurals name="songs">`,
  `    <item quantity="one">%d pieseň</item>`,
  `    <item quantity="few">%d piesne</item>`,
  `    <item quantity="many">%d piesne</item>`,
  `    <item quantity="other">%d piesní</item>`,
  `</plurals>`,
  `<string-array name="modes">`,
  `    <item>Vypnuté</item>`,
  `    <item>Zapnuté</item>`,
  `</string-array>`,
]);
const GERMAN = file([
  `<string name="hello">Hallo, %1$s! Geht\\'s <b>gut</b>?</string>`,
  `<plurals name="songs">`,
  `    <item quantity="one">%d Lied</item>`,
  `    <item quantity="other">%d Lieder</item>`,
  `</plurals>`,
  `<string-array name="modes">`,
  `    <item>Aus</item>`,
  `    <item>An</item>`,
  `</string-array>`,
]);

const webImport = (body: Record<string, unknown>) => translationsApi(admin, "POST", "/import", body);
const applied = async (content: string, fileName: string) =>
  json<ImportApplied>(await webImport({ format: "android", content, fileName, dryRun: false }));

describe("Android strings.xml over HTTP", { timeout: 60_000 }, () => {
  it("imports values/ as the source and values-de/ as German, and exports German back byte for byte", async () => {
    expect((await applied(SOURCE, "values/strings.xml")).skipped).toEqual({ untranslatable: 1 });
    expect((await applied(GERMAN, "res/values-de/strings.xml")).counts.added).toBe(4);
    const { results } = await env.DB.prepare(
      "SELECT k.name, v.text FROM i18n_values v JOIN i18n_keys k ON k.id = v.key_id WHERE v.locale = 'de' ORDER BY v.position",
    ).all();
    expect(results).toEqual([
      { name: "hello", text: "Hallo, {1}! Geht's <b>gut</b>?" },
      {
        name: "songs",
        text: "{count, plural, one {# Lied} other {# Lieder}}",
      },
      { name: "modes.0", text: "Aus" },
      { name: "modes.1", text: "An" },
    ]);
    const res = await translationsApi(admin, "GET", "/export?format=android&locale=de");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("X-Polyglot-Warnings")).toBe("0");
    expect(await res.text()).toBe(GERMAN);
    const report = await json<ExportReport>(
      await translationsApi(admin, "GET", "/export?format=android&locale=de&report=1"),
    );
    expect(report).toEqual({ text: GERMAN, warnings: [], file: "values-de/strings.xml" });
    const source = await json<ExportReport>(
      await translationsApi(admin, "GET", "/export?format=android&locale=sk&report=1"),
    );
    expect(source.file).toBe("values/strings.xml");
    expect(source.text).toBe(SOURCE.replace(`    <string name="app" translatable="false">Polyglot</string>\n`, ""));
  });

  it("contains a value aapt2 refuses: an error at its line and column, the rest imported", async () => {
    await applied(SOURCE, "values/strings.xml");
    const bad = file([
      `<string name="hello">Hallo, %1$s! Geht's?</string>`,
      `<string-array name="modes"><item>Aus</item><item>An</item></string-array>`,
    ]);
    const preview = await json<ImportPreview>(
      await webImport({ format: "android", content: bad, fileName: "values-de/strings.xml" }),
    );
    expect(preview.counts).toMatchObject({ added: 2, invalid: 1 });
    // The entry where its value starts in the file; the problem where it is in the message (`Geht's`).
    expect(preview.entries).toContainEqual(
      expect.objectContaining({
        key: "hello",
        line: 3,
        column: 26,
        status: "invalid",
        text: "Hallo, {1}! Geht's?",
        problems: expect.arrayContaining([expect.objectContaining({ code: "android-resource", column: 17 })]),
      }),
    );
  });

  it("refuses a file that is no XML with its line and column, and one whose locale nothing names", async () => {
    const history = await countRows("i18n_history");
    const broken = await problemOf(
      await webImport({
        format: "android",
        content: "<resources>\n<string name='a'>x</resources>",
        fileName: "values-de/strings.xml",
        dryRun: false,
      }),
      400,
    );
    expect(broken).toMatchObject({ file: "values-de/strings.xml", line: 2 });
    expect(broken.detail).toContain("Android: ");
    const unnamed = await problemOf(
      await webImport({ format: "android", content: GERMAN, fileName: "strings.xml" }),
      400,
    );
    expect(unnamed.detail).toMatch(/choose its locale/);
    expect(await countRows("i18n_history")).toBe(history);
    const noLocale = await problemOf(await translationsApi(admin, "GET", "/export?format=android"), 400);
    expect(noLocale.errors).toEqual([{ path: "locale", message: expect.stringContaining("android") }]);
  });
});
