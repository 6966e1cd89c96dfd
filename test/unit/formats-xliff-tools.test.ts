import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { splitIcu } from "../../common/formats/xliff-plural.ts";
import { readXml } from "../../common/formats/xml.ts";
import { childElements, descendants, textContent } from "../../common/formats/xml-tree.ts";
import { exchangeExport } from "../../worker/services/translations/export-exchange.ts";
import { messages, rows, SEED_TARGETS } from "./xliff-seed.ts";

/**
 * Tools nobody here wrote on our XLIFF export (docs/decisions/0091-cat-ready-xliff.md): libxml2's
 * `xmllint --noout` on every export, translate-toolkit's `xliff2po` (reviewed texts translated,
 * the rest fuzzy) and `po2xliff` back, every target's characters kept. Both are requirements of
 * the test suite (`.ci/run` installs Debian's `libxml2-utils` and `translate-toolkit` where
 * missing): without them this fails, saying so, rather than skipping.
 */
const has = (command: string) => spawnSync(command, ["--version"]).status === 0;

test("xmllint, xliff2po and po2xliff are installed (apt-get install libxml2-utils translate-toolkit)", () => {
  expect(has("xmllint"), "xmllint not found: install Debian's libxml2-utils").toBe(true);
  expect(has("xliff2po"), "xliff2po not found: install Debian's translate-toolkit").toBe(true);
});

const dir = mkdtempSync(join(tmpdir(), "xliff-tools-"));
function run(command: string, args: string[]) {
  const out = spawnSync(command, args, { encoding: "utf8" });
  return { status: out.status, output: `${out.stdout}${out.stderr}`.replaceAll(dir, "") };
}

const exported = (locale: (typeof SEED_TARGETS)[number], version: "1.2" | "2.0") => {
  const all = [...rows(messages(locale), locale), ...rows(messages("sk"), "sk")];
  return exchangeExport(all, "xliff", locale, { sourceLocale: "sk", version });
};

describe.each(["1.2", "2.0"] as const)("xmllint --noout on the XLIFF %s export", (version) => {
  test.each(SEED_TARGETS)("%s: well-formed", (locale) => {
    const file = join(dir, `${locale}-${version}.xlf`);
    writeFileSync(file, exported(locale, version));
    expect(run("xmllint", ["--noout", file])).toEqual({ status: 0, output: "" });
  });
});

describe("translate-toolkit on the XLIFF 1.2 export", () => {
  test.each(SEED_TARGETS)(
    "%s: xliff2po reads reviewed texts as translated; po2xliff gives every target back",
    (locale) => {
      const xlf = join(dir, `${locale}.xlf`);
      writeFileSync(xlf, exported(locale, "1.2"));
      expect(run("xliff2po", ["--progress=none", xlf, `${xlf}.po`]).status).toBe(0);
      const po = readFileSync(`${xlf}.po`, "utf8");
      const entries = po.split("\n\n").slice(1);
      const fuzzy = entries.filter((e) => e.includes("#, fuzzy")).map((e) => /^#: (.*)$/m.exec(e)?.[1]);
      // rows(): every third text waits for review; a plural's branches each make an entry.
      const waiting = rows(messages(locale), locale).filter((r) => !r.reviewed);
      const units = (key: string) => splitIcu(messages(locale)[key] as string)?.branches.length ?? 1;
      expect(fuzzy.length).toBe(waiting.reduce((n, r) => n + units(r.name), 0));
      expect(run("po2xliff", ["--progress=none", `${xlf}.po`, `${xlf}.back.xlf`]).status).toBe(0);
      const back = readXml(readFileSync(`${xlf}.back.xlf`, "utf8"));
      const targets = new Map(
        descendants(back, "trans-unit").map((u) => {
          const place = descendants(u, "context").map(textContent)[0] ?? "";
          return [place, textContent(childElements(u, "target")[0] ?? u)];
        }),
      );
      for (const [key, text] of Object.entries(messages(locale))) {
        const split = splitIcu(text);
        if (!split) expect(targets.get(key), key).toBe(text);
        else for (const b of split.branches) expect(targets.get(`${key}[${b.selector}]`), key).toBe(b.content);
      }
    },
  );
});
