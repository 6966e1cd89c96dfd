import { describe, expect, test } from "vitest";
import type { ParsedEntry } from "../../common/formats/types.ts";
import { exportXliff, type XliffExportUnit } from "../../common/formats/xliff-export.ts";
import { importXliff } from "../../common/formats/xliff-import.ts";

const units: XliffExportUnit[] = [
  { key: "home.title", source: "Welcome", target: "Willkommen", state: "reviewed", description: "The page's title" },
  {
    key: "cart.items",
    source: "{n, plural, one {# item} other {# items}}",
    target: "{n, plural, one {# Artikel} other {# Artikel}}",
    state: "needs-review",
    description: "",
  },
  {
    key: "legal.notice",
    source: 'Tom & Jerry <b>say</b> "hi"',
    target: 'Tom & Jerry <b>sagen</b> "hallo"',
    state: "outdated",
    description: "Line one\n\nLine two",
  },
  {
    key: "Key with spaces",
    source: "It's '{'literal'}'",
    target: "Es ist '{'wörtlich'}'\r\nzwei Zeilen",
    state: null,
    description: "",
  },
  { key: "only.source", source: "Not yet", state: null, description: "" },
];

const same = (e: ParsedEntry) => ({ key: e.key, text: e.text, state: e.state, description: e.description });

describe.each(["1.2", "2.0"] as const)("XLIFF %s export", (version) => {
  const options = { version, sourceLocale: "en", targetLocale: "cz" };
  const file = exportXliff(units, options);

  test("import → export gives the same bytes", () => {
    const result = importXliff(file, { locale: "cz", sourceLocale: "en" });
    expect(result.errors).toEqual([]);
    expect(result.skipped).toEqual({ untranslated: 1 });
    const byKey = new Map(result.entries.map((e) => [e.key, e]));
    const again = units.map((u) => {
      const entry = byKey.get(u.key);
      const state = entry?.state ?? null;
      return { ...u, target: entry?.text, state, description: entry?.description ?? "" };
    });
    expect(exportXliff(again, options)).toBe(file);
  });

  test("import → export → import gives the same entries: key, text, review state, description", () => {
    const first = importXliff(file, { locale: "cz" }).entries;
    const exported = exportXliff(
      first.map((e) => ({ key: e.key, target: e.text, state: e.state ?? null, description: e.description ?? "" })),
      options,
    );
    expect(importXliff(exported, { locale: "cz" }).entries.map(same)).toEqual(first.map(same));
    expect(first.map((e) => [e.key, e.text, e.state])).toEqual([
      ["home.title", "Willkommen", "reviewed"],
      ["cart.items", "{n, plural, one {# Artikel} other {# Artikel}}", "needs-review"],
      ["legal.notice", 'Tom & Jerry <b>sagen</b> "hallo"', "needs-review"],
      ["Key with spaces", "Es ist '{'wörtlich'}'\r\nzwei Zeilen", undefined],
    ]);
  });

  test("names the languages with the locale table's tags and ends with a newline", () => {
    const lang = version === "1.2" ? 'source-language="en" target-language="cs"' : 'srcLang="en" trgLang="cs"';
    expect(file).toContain(lang);
    expect(exportXliff(units, { ...options, targetLocale: "rs" })).toContain(
      version === "1.2" ? 'target-language="sr-Latn"' : 'trgLang="sr-Latn"',
    );
    expect(file.endsWith("</xliff>\n")).toBe(true);
  });
});

describe("XLIFF export writes", () => {
  test("1.2: states on the target, an empty target for a missing one, the description as a note, escaped", () => {
    const file = exportXliff(units, { version: "1.2", sourceLocale: "en", targetLocale: "de" });
    // A rich-text tag is a <bpt>/<ept> pair keeping its characters (decision 0091), no longer escaped text.
    const b = (id: string, words: string) =>
      `<bpt id="${id}" ctype="x-icu-tag" equiv-text="&lt;b&gt;">&lt;b&gt;</bpt>${words}<ept id="${id}" equiv-text="&lt;/b&gt;">&lt;/b&gt;</ept>`;
    expect(file).toContain(
      `      <trans-unit id="legal.notice" resname="legal.notice" pg:codes="[&quot;&lt;b&gt;&quot;,&quot;&lt;/b&gt;&quot;]">\n        <source>Tom &amp; Jerry ${b("1", "say")} "hi"</source>\n        <target state="needs-review-translation">Tom &amp; Jerry ${b("1", "sagen")} "hallo"</target>\n        <note>Line one\n\nLine two</note>\n      </trans-unit>`,
    );
    expect(file).toContain('<target state="final">Willkommen</target>');
    expect(file).toContain('<trans-unit id="home.title" resname="home.title" approved="yes">');
    expect(file).toContain("<target>Es ist '{'wörtlich'}'&#13;\nzwei Zeilen</target>");
    expect(file).toContain(
      '<trans-unit id="only.source" resname="only.source">\n        <source>Not yet</source>\n        <target state="needs-translation"></target>',
    );
  });

  // A reviewed text is 2.0 `final` (decision 0091; it was `reviewed`, which CAT tools read as not yet final).
  test("2.0: state on the segment, notes before it, an NMTOKEN id, initial with no target", () => {
    const file = exportXliff(units, { version: "2.0", sourceLocale: "en", targetLocale: "de" });
    expect(file).toContain(
      '    <unit id="home.title" name="home.title">\n      <notes>\n        <note>The page\'s title</note>\n      </notes>\n      <segment state="final">\n        <source>Welcome</source>\n        <target>Willkommen</target>\n      </segment>\n    </unit>',
    );
    // u6: the plural's group and its two branch units take ids too.
    expect(file).toContain('<unit id="u6" name="Key with spaces">\n      <segment>');
    expect(file).toContain('<segment state="initial">\n        <source>Not yet</source>\n      </segment>');
  });

  test("unique ids even where a key looks like a generated one", () => {
    const file = exportXliff(
      [
        { key: "a b", target: "x", state: null, description: "" },
        { key: "u1", target: "y", state: null, description: "" },
      ],
      { version: "2.0", sourceLocale: "en", targetLocale: "de" },
    );
    expect([...file.matchAll(/<unit id="([^"]+)"/g)].map((m) => m[1])).toEqual(["u1", "u2"]);
  });
});

describe.each(["1.2", "2.0"] as const)("XLIFF %s: a text sent back (changes requested)", (version) => {
  const sentBack: XliffExportUnit = {
    key: "checkout.pay",
    source: "Zaplatiť",
    target: "Zapłać teraz",
    state: "changes-requested",
    description: "The checkout's main button",
    reason: "Use the formal imperative, as everywhere in checkout",
  };
  const file = exportXliff([sentBack], { version, sourceLocale: "sk", targetLocale: "pl" });

  test("is work to do for a CAT tool, with the reviewer's reason as a note of its own", () => {
    if (version === "1.2") {
      expect(file).toContain('<target state="needs-translation">Zapłać teraz</target>');
      expect(file).toContain('<note from="polyglot-changes-requested">Use the formal imperative');
    } else {
      expect(file).toContain('<segment state="initial" subState="polyglot:changes-requested">');
      expect(file).toContain('<note category="polyglot-changes-requested">Use the formal imperative');
    }
  });

  test("imports back as needing review, its text kept, the reason not taken for the key's description", () => {
    const [entry] = importXliff(file, { locale: "pl" }).entries;
    expect(entry).toMatchObject({ key: "checkout.pay", text: "Zapłać teraz", state: "needs-review" });
    expect(entry?.description).toBe("The checkout's main button");
  });
});
