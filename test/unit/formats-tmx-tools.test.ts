import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { exportTmx, readTmx } from "../../common/formats/tmx.ts";
import { messages, SEED_TARGETS } from "./xliff-seed.ts";

/**
 * libxml2's `xmllint --noout` on our TMX export (issue 40: every XML export), over the site's seed:
 * each Slovak text with its nine translations, markup and ICU braces included. `.ci/run` installs
 * `libxml2-utils` where missing; without it this fails, saying so.
 */
test("xmllint --noout finds the TMX memory of the seed well-formed, and it reads back whole", () => {
  expect(spawnSync("xmllint", ["--version"]).status, "xmllint not found: install Debian's libxml2-utils").toBe(0);
  const source = messages("sk");
  const targets = SEED_TARGETS.map((locale) => [locale, messages(locale)] as const);
  const units = Object.entries(source).map(([key, text]) => ({
    note: key,
    variants: [
      { lang: "sk", text },
      ...targets.flatMap(([lang, texts]) => (texts[key] === undefined ? [] : [{ lang, text: texts[key] }])),
    ],
  }));
  const text = exportTmx(units, { sourceLang: "sk", creationTool: "polyglot" });
  const file = join(mkdtempSync(join(tmpdir(), "tmx-tools-")), "memory.tmx");
  writeFileSync(file, text);
  const lint = spawnSync("xmllint", ["--noout", file], { encoding: "utf8" });
  expect(`${lint.stdout}${lint.stderr}`).toBe("");
  expect(lint.status).toBe(0);
  const read = readTmx(text);
  expect(read.errors).toEqual([]);
  expect(read.units).toHaveLength(units.length);
  expect(units.length).toBeGreaterThan(100);
});
