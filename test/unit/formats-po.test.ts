import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { exportPo, type PoExportEntry } from "../../common/formats/po-export.ts";
import { declaredLocale, importPo } from "../../common/formats/po-import.ts";
import { normaliseKey, poKey } from "../../common/formats/po-key.ts";
import { keyNameProblem } from "../../common/icu/keys.ts";
import type { LocaleCode } from "../../common/locales.ts";

const HEADER = `msgid ""
msgstr ""
"Language: cs\\n"
"Plural-Forms: nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;\\n"
`;
const po = (body: string, locale: LocaleCode = "cz") => importPo(`${HEADER}\n${body}`, { locale });
const texts = (body: string) => po(body).entries.map((e) => [e.key, e.text]);
const exportable = (entries: ReturnType<typeof importPo>["entries"]): PoExportEntry[] =>
  entries.map((e) => ({ key: e.key, text: e.text, description: e.description ?? "", state: e.state ?? null }));

describe("PO entries", () => {
  test("fuzzy is needs review; translator then extracted comments are the description", () => {
    const [entry] = po(
      '# Who\n#. Where\n#: src/a.c:1\n#, fuzzy, c-format\n#| msgid "Old"\nmsgid "Save"\nmsgstr "Uložit"\n',
    ).entries;
    expect(entry).toMatchObject({ key: "Save", text: "Uložit", state: "needs-review", description: "Who\n\nWhere" });
    expect(po('msgid "Save"\nmsgstr "Uložit"\n').entries[0]).toMatchObject({ state: "reviewed" });
    expect(po('msgid "Save"\nmsgstr "Uložit"\n').entries[0]?.description).toBeUndefined();
  });

  test("obsolete and untranslated entries are skipped and counted", () => {
    const result = po(
      '#, fuzzy\n#~ msgid "Old"\n#~ msgstr "Staré"\n\nmsgid "Empty"\nmsgstr ""\n\nmsgid "a"\nmsgid_plural "as"\nmsgstr[0] ""\nmsgstr[1] ""\nmsgstr[2] ""\n\nmsgid "Kept"\nmsgstr "Ano"\n',
    );
    expect(result.entries.map((e) => [e.key, e.state])).toEqual([["Kept", "reviewed"]]);
    expect(result.skipped).toEqual({ obsolete: 1, untranslated: 2 });
  });

  test("multi-line strings, C escapes and octal UTF-8 bytes", () => {
    expect(texts('msgid ""\n"Two\\n"\n"lines"\nmsgstr ""\n"Dva\\n"\n"\\"řádky\\"\\t\\303\\251\\x41"\n')).toEqual([
      ["Two␊lines", 'Dva\n"řádky"\téA'],
    ]);
  });

  test("a BOM and CRLF line ends read like LF", () => {
    const result = importPo(`\uFEFF${HEADER}\nmsgid "a"\nmsgstr "b"\n`.replaceAll("\n", "\r\n"), { locale: "cz" });
    expect(result.entries.map((e) => [e.key, e.text, e.line])).toEqual([["a", "b", 7]]);
    expect(result.errors).toEqual([]);
  });

  test("declaredLocale is the header's raw Language", () => {
    expect(declaredLocale(HEADER)).toBe("cs");
    expect(declaredLocale('msgid ""\nmsgstr "Language: \\n"\n')).toBeNull();
    expect(declaredLocale("not a PO file")).toBeNull();
  });
});

describe("PO errors have a line and a column and name the format", () => {
  test.each([
    ['msgid "a"\nmsgstr "b\\q"\n', 7, 10, "PO: invalid escape \\q"],
    ['msgid "a"\nmsgstr "b\n', 7, 8, "PO: unterminated string"],
    ['msgid "a"\nmsgstr "b" c\n', 7, 11, "PO: unexpected text after the closing quote"],
    ['msgid "a"\nmsgstr[0] "b"\n', 7, 1, "PO: msgstr[0] without msgid_plural"],
    ['msgid "a"\n\nmsgstr "b"\n', 6, 7, "PO: msgid has no msgstr"],
    ['msgid "a"\nmsgstr "b"\nhello\n', 8, 1, 'PO: unexpected text "hello"'],
    ['"orphan"\n', 6, 1, "PO: a string that continues no msgid or msgstr"],
  ])("%j", (body, line, column, message) => {
    const { errors } = po(body);
    expect(errors[0]).toEqual({ line, column, message: expect.stringContaining(message) });
  });

  test("a broken entry yields nothing, the others still read", () => {
    const result = po('msgid "a"\nmsgstr "\\q"\n\nmsgid "b"\nmsgstr "B"\n');
    expect(result.entries.map((e) => e.key)).toEqual(["b"]);
    expect(result.errors).toHaveLength(1);
  });

  test("never throws, on truncated files or random text", () => {
    const full = `${HEADER}\n#, fuzzy\nmsgctxt "c"\nmsgid "a %d"\nmsgid_plural "as %d"\nmsgstr[0] "x\\n"\nmsgstr[1] "y"\n`;
    for (let i = 0; i <= full.length; i++) expect(() => importPo(full.slice(0, i), { locale: "cz" })).not.toThrow();
    fc.assert(
      fc.property(fc.string(), (text) => void importPo(text, { locale: "ru" })),
      { numRuns: 300 },
    );
  });
});

describe("PO keys", () => {
  test("msgctxt and msgid join with :: (the same msgid in two contexts is two keys)", () => {
    expect(texts('msgctxt "button"\nmsgid "Add"\nmsgstr "Přidat"\n\nmsgid "Add"\nmsgstr "Přidej"\n')).toEqual([
      ["button::Add", "Přidat"],
      ["Add", "Přidej"],
    ]);
  });

  test("a msgid that breaks the key rule is normalised; a valid one is kept", () => {
    expect(poKey(undefined, "home.title")).toBe("home.title");
    expect(normaliseKey("Save.")).toBe("Save\u2024");
    expect(normaliseKey("...Open..")).toBe("\u2024\u2024\u2024Open\u2024\u2024");
    expect(normaliseKey(" Line\n")).toBe("␣Line␊");
    expect(normaliseKey("a.constructor.b")).toBe("a.‹constructor›.b");
    const long = normaliseKey("x".repeat(300));
    expect(long).toMatch(/^x{190}…[0-9a-f]{8}$/);
    expect(normaliseKey(`${"x".repeat(300)}y`)).not.toBe(long);
    for (const name of ["Save.", " Line\n", "a..b", "\t", "x".repeat(300), "__proto__"]) {
      expect(keyNameProblem(normaliseKey(name))).toBeNull();
    }
  });
});

describe("PO placeholders", () => {
  test("python-format named, positional and %% become ICU", () => {
    expect(texts('#, python-format\nmsgid "a"\nmsgstr "%(name)s má 100%% a %(n)d"\n')).toEqual([
      ["a", "{name} má 100% a {n}"],
    ]);
    expect(texts('#, c-format\nmsgid "b"\nmsgstr "%s z %d, %2$u před %1$u"\n')).toEqual([
      ["b", "{1} z {2}, {2} před {1}"],
    ]);
  });

  test("python-brace {name} is ICU already; {{ }} are literal braces; without a format flag % is text", () => {
    expect(texts('#, python-brace-format\nmsgid "a"\nmsgstr "Ahoj {email} {{x}}"\n')).toEqual([
      ["a", "Ahoj {email} '{'x'}'"],
    ]);
    expect(texts('msgid "b"\nmsgstr "100 %d"\n')).toEqual([["b", "100 %d"]]);
  });

  test("a placeholder with a width or precision stays text and is flagged po-placeholder", () => {
    const [entry] = po('#, c-format\nmsgid "a"\nmsgstr "Size %.1f MB"\n').entries;
    expect(entry?.text).toBe("Size %.1f MB");
    expect(entry?.problems.find((p) => p.code === "po-placeholder")).toMatchObject({
      severity: "warning",
      file: { line: 8, column: 14 },
    });
  });

  test("literal ICU syntax in plain text is quoted", () => {
    expect(texts(`msgid "a"\nmsgstr "It's {not ICU <here"\n`)).toEqual([["a", "It's '{'not ICU '<'here"]]);
  });
});

describe("PO plurals", () => {
  test("msgstr[n] become one ICU plural; the plural's number becomes #", () => {
    expect(
      texts(
        '#, c-format\nmsgid "%d file"\nmsgid_plural "%d files"\nmsgstr[0] "%d soubor"\nmsgstr[1] "%d soubory"\nmsgstr[2] "%d souborů"\n',
      ),
    ).toEqual([["%d file", "{count, plural, one {# soubor} few {# soubory} other {# souborů}}"]]);
    expect(
      texts(
        '#, python-format\nmsgid "%(count)s key"\nmsgid_plural "%(count)s keys"\nmsgstr[0] "%(count)s klíč"\nmsgstr[1] "%(count)s klíče"\nmsgstr[2] "%(count)s klíčů"\n',
      ),
    ).toEqual([["%(count)s key", "{count, plural, one {# klíč} few {# klíče} other {# klíčů}}"]]);
  });

  test("the wrong number of forms is stored and flagged po-plural-forms", () => {
    const [entry] = po('msgid "a"\nmsgid_plural "as"\nmsgstr[0] "jeden"\nmsgstr[1] "více"\n').entries;
    expect(entry?.text).toBe("{count, plural, one {jeden} few {více} other {více}}");
    expect(entry?.problems.map((p) => p.code)).toContain("po-plural-forms");
  });

  test("a header that cannot be evaluated refuses the plural entries, at the header, and keeps the singular ones", () => {
    const text =
      'msgid ""\nmsgstr ""\n"Plural-Forms: nplurals=2; plural=n ?? 1;\\n"\n\nmsgid "a"\nmsgstr "A"\n\nmsgid "b"\nmsgid_plural "bs"\nmsgstr[0] "B"\nmsgstr[1] "Bs"\n';
    const result = importPo(text, { locale: "en" });
    expect(result.entries.map((e) => e.key)).toEqual(["a"]);
    expect(result.errors).toEqual([
      {
        line: 3,
        column: 2,
        message: expect.stringMatching(/^PO: Plural-Forms cannot be used: .*\(1 plural entry is not imported\)$/),
      },
    ]);
  });
});

const REVISED = { revised: "2026-11-28T10:57:31.000Z" };

describe("PO export", () => {
  const entries: PoExportEntry[] = [
    {
      key: "home.title",
      text: "Vítejte",
      description: "On the home page\n\nshort",
      state: "reviewed",
      source: "Welcome",
    },
    {
      key: "files",
      text: "{count, plural, one {# soubor} few {# soubory} other {# souborů}}",
      description: "",
      state: "needs-review",
      source: "{count, plural, one {# file} other {# files}}",
    },
    { key: "seats", text: "{seats, plural, one {# účet} few {# účty} other {# účtů}}", description: "", state: null },
    {
      key: "other",
      text: "{n, plural, one {# x} few {# y} many {# z} other {# w}}",
      description: "",
      state: "outdated",
      source: "{n, plural, one {# x} other {# w}}",
    },
    { key: "button::Add", text: "Řádek\ndva\n", description: "", state: "changes-requested", source: "Row\ntwo" },
  ];

  test("bilingual: the key as msgctxt, the source as msgid, the forms in the header's order, a complete header", () => {
    expect(exportPo(entries, "cz", REVISED)).toBe(`msgid ""
msgstr ""
"Project-Id-Version: Polyglot\\n"
"PO-Revision-Date: 2026-11-28 10:57+0000\\n"
"Last-Translator: Polyglot\\n"
"Language-Team: Čeština\\n"
"Language: cs\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n>=2 && n<=4 ? 1 : 2);\\n"
"X-Polyglot-Format: ICU MessageFormat\\n"
"X-Polyglot-Key: msgctxt\\n"

#. On the home page
#.
#. short
msgctxt "home.title"
msgid "Welcome"
msgstr "Vítejte"

#, fuzzy
msgctxt "files"
msgid "# file"
msgid_plural "# files"
msgstr[0] "# soubor"
msgstr[1] "# soubory"
msgstr[2] "# souborů"

#, icu-plural=seats
msgctxt "seats"
msgid "seats"
msgid_plural "seats"
msgstr[0] "# účet"
msgstr[1] "# účty"
msgstr[2] "# účtů"

#, fuzzy
msgctxt "other"
msgid "{n, plural, one {# x} other {# w}}"
msgstr "{n, plural, one {# x} few {# y} many {# z} other {# w}}"

#, fuzzy
msgctxt "button::Add"
msgid ""
"Row\\n"
"two\\n"
msgstr ""
"Řádek\\n"
"dva\\n"
`);
  });

  test("a file we wrote: export → import → export is byte-stable, import → export → import keeps the entries", () => {
    const sources = new Map(entries.map((e) => [e.key, e.source]));
    const withSources = (list: PoExportEntry[]) => list.map((e) => ({ ...e, source: sources.get(e.key) }));
    for (const locale of ["cz", "ru", "si", "rs", "en"] as const) {
      const first = exportPo(entries, locale, REVISED);
      const imported = importPo(first, { locale });
      expect(imported.errors).toEqual([]);
      expect(imported.entries.map((e) => [e.key, e.text])).toEqual(entries.map((e) => [e.key, e.text]));
      expect(exportPo(withSources(exportable(imported.entries)), locale, REVISED)).toBe(first);
      const again = importPo(exportPo(exportable(imported.entries), locale, REVISED), { locale });
      const view = (r: typeof imported) => r.entries.map((e) => [e.key, e.text, e.state, e.description]);
      expect(view(again)).toEqual(view(imported));
    }
  });

  test("a foreign file: import → export → import keeps key, text, state and description", () => {
    const foreign = `${HEADER}\n# note\n#, fuzzy, c-format\nmsgid "Save %s."\nmsgstr "Uložit %s."\n\n#, c-format\nmsgid "%d day"\nmsgid_plural "%d days"\nmsgstr[0] "%d den"\nmsgstr[1] "%d dny"\nmsgstr[2] "%d dní"\n`;
    const first = importPo(foreign, { locale: "cz" });
    const second = importPo(exportPo(exportable(first.entries), "cz", REVISED), { locale: "cz" });
    const view = (r: typeof first) => r.entries.map((e) => [e.key, e.text, e.state, e.description]);
    expect(view(second)).toEqual(view(first));
    expect(view(first)[0]).toEqual(["Save %s\u2024", "Uložit {1}.", "needs-review", "note"]);
  });

  test("our monolingual export (the key as msgid, no X-Polyglot-Key) still imports by its msgid", () => {
    const old = `msgid ""\nmsgstr ""\n"Language: cs\\n"\n"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n>=2 && n<=4 ? 1 : 2);\\n"\n"X-Polyglot-Format: ICU MessageFormat\\n"\n\n#, fuzzy\nmsgid "files"\nmsgid_plural "files"\nmsgstr[0] "# soubor"\nmsgstr[1] "# soubory"\nmsgstr[2] "# souborů"\n\nmsgctxt "button"\nmsgid "Add\\n"\nmsgstr "Přidat\\n"\n`;
    const result = importPo(old, { locale: "cz" });
    expect(result.errors).toEqual([]);
    expect(result.entries.map((e) => [e.key, e.text, e.state])).toEqual([
      ["files", "{count, plural, one {# soubor} few {# soubory} other {# souborů}}", "needs-review"],
      ["button::Add", "Přidat\n", "reviewed"],
    ]);
  });

  test("in a bilingual file the msgctxt is the key whatever the msgid says; an entry without one keys by its msgid", () => {
    const file = exportPo(entries.slice(0, 1), "cz", REVISED).replace('msgid "Welcome"', 'msgid "Edited source"');
    const added = `${file}\nmsgid "Loose"\nmsgstr "Volné"\n`;
    expect(importPo(added, { locale: "cz" }).entries.map((e) => [e.key, e.text])).toEqual([
      ["home.title", "Vítejte"],
      ["Loose", "Volné"],
    ]);
  });
});
