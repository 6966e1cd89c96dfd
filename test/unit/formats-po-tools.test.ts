import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { exportPo } from "../../common/formats/po-export.ts";
import { importPo } from "../../common/formats/po-import.ts";
import type { LocaleCode } from "../../common/locales.ts";
import { exchangeExport } from "../../worker/services/translations/export-exchange.ts";

/**
 * gettext's own tool on our PO export (docs/decisions/0085-bilingual-po.md): `msgfmt -c` gives no
 * error and no warning. gettext is a requirement of the test suite (README; `.ci/run` installs
 * Debian's `gettext` where it is missing): without it this fails, saying so, rather than skipping.
 */
const hasMsgfmt = spawnSync("msgfmt", ["--version"]).status === 0;

test("gettext's msgfmt is installed (apt-get install gettext)", () => {
  expect(hasMsgfmt, "msgfmt not found: install Debian's gettext package").toBe(true);
});

function msgfmt(po: string): { status: number | null; output: string } {
  const file = join(mkdtempSync(join(tmpdir(), "po-")), "export.po");
  writeFileSync(file, po);
  const run = spawnSync("msgfmt", ["-c", "--statistics", "-o", "/dev/null", file], { encoding: "utf8" });
  return { status: run.status, output: `${run.stdout}${run.stderr}`.replaceAll(file, "export.po") };
}

type Flat = Record<string, string>;
const flat = (tree: Record<string, unknown>, prefix = "", out: Flat = {}): Flat => {
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === "string") out[`${prefix}${k}`] = v;
    else flat(v as Record<string, unknown>, `${prefix}${k}.`, out);
  }
  return out;
};
const messages = (locale: string) => flat(JSON.parse(readFileSync(`locales/${locale}.json`, "utf8")));
const rows = (texts: Flat, locale: string) =>
  Object.entries(texts).map(([name, text], i) => ({
    name,
    locale,
    text,
    position: i,
    reviewed: i % 3 === 0 ? 0 : 1,
    outdated: 0,
    description: i % 5 === 0 ? `Where ${name} is shown` : "",
    updated_at: "2026-11-28T10:57:31.000Z",
  }));

describe("msgfmt -c on the PO export", () => {
  test.each(["de", "cz", "ru", "pl", "si", "rs", "hr", "hu", "en"] as LocaleCode[])(
    "the site's %s messages: no error, no warning",
    (locale) => {
      const all = [...rows(messages(locale), locale), ...(locale === "en" ? [] : rows(messages("en"), "en"))];
      const po = exchangeExport(all, "po", locale, { sourceLocale: "en" });
      const { status, output } = msgfmt(po);
      expect(output).toMatch(/^\d+ translated messages?(, \d+ fuzzy translations?)?\.\n$/);
      expect(status).toBe(0);
      expect(importPo(po, { locale }).entries.map((e) => [e.key, e.text])).toEqual(Object.entries(messages(locale)));
    },
  );

  test("line breaks at the ends, a key without a source text, a plural: still clean", () => {
    const po = exportPo(
      [
        { key: "a", text: "\nZeile\n", description: "", state: null, source: "Line" },
        { key: "b", text: "Ohne Quelle", description: "", state: "outdated" },
        {
          key: "c",
          text: "{n, plural, one {# Ding} other {# Dinge}}",
          description: "",
          state: null,
          source: "{n, plural, one {# thing} other {\n# things}}",
        },
      ],
      "de",
      { revised: "2026-11-28T10:57:31.000Z" },
    );
    expect(msgfmt(po)).toEqual({ status: 0, output: "2 translated messages, 1 fuzzy translation.\n" });
  });
});
