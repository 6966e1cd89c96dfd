import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { ParseOptions } from "../../common/formats/types.ts";
import { declaredLocale, importXliff, KEY_RENAMED } from "../../common/formats/xliff-import.ts";

const de: ParseOptions = { locale: "de", sourceLocale: "en", fileName: "site.de.xlf" };

const v12 = (units: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n  <file source-language="en" target-language="de" datatype="plaintext" original="x">\n    <body>\n${units}\n    </body>\n  </file>\n</xliff>\n`;
const v20 = (units: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">\n  <file id="f">\n${units}\n  </file>\n</xliff>\n`;
const tu = (id: string, target: string, extra = "") =>
  `<trans-unit id="${id}"${extra}><source>s</source>${target}</trans-unit>`;
const unit = (id: string, body: string) => `<unit id="${id}">${body}</unit>`;

const entries = (text: string, options = de) => importXliff(text, options).entries;
const texts = (text: string) => entries(text).map((e) => [e.key, e.text]);

describe("XLIFF 1.2 import", () => {
  test("key: resname, else id; each target is the translation; groups are read", () => {
    const text = v12(
      `${tu("1", "<target>Eins</target>", ' resname="home.one"')}<group id="g">${tu("two", "<target>Zwei</target>")}</group>`,
    );
    expect(texts(text)).toEqual([
      ["home.one", "Eins"],
      ["two", "Zwei"],
    ]);
  });

  test.each([
    ["final", "reviewed"],
    ["signed-off", "reviewed"],
    ["needs-translation", "needs-review"],
    ["needs-review-translation", "needs-review"],
    ["needs-l10n", "needs-review"],
    ["needs-adaptation", "needs-review"],
    ["new", "needs-review"],
    ["translated", "needs-review"],
    ["x-custom", "needs-review"],
  ])("state %s is the review state %s", (state, fileState) => {
    expect(entries(v12(tu("a", `<target state="${state}">A</target>`)))[0]?.state).toBe(fileState);
  });

  test("no state is no claim: the import's rule applies", () => {
    expect(entries(v12(tu("a", "<target>A</target>")))[0]).not.toHaveProperty("state");
  });

  test("an empty or missing target is skipped and counted as untranslated, whatever its state", () => {
    const text = v12(
      [
        tu("a", '<target state="needs-translation"/>'),
        tu("b", ""),
        tu("c", "<target>  </target>"),
        tu("d", "<target>D</target>"),
      ].join(""),
    );
    const result = importXliff(text, de);
    expect(result.entries.map((e) => e.key)).toEqual(["d"]);
    expect(result.skipped).toEqual({ untranslated: 3 });
  });

  test("notes are the description, several joined by a blank line", () => {
    const text = v12(
      tu("a", '<target>A</target><note>Shown on the home page.</note><note from="dev">\n  Max 20 characters.\n</note>'),
    );
    expect(entries(text)[0]?.description).toBe("Shown on the home page.\n\nMax 20 characters.");
    expect(entries(v12(tu("b", "<target>B</target>")))[0]).not.toHaveProperty("description");
  });

  test("only the unit's own target counts, not alt-trans proposals", () => {
    const text = v12(tu("a", "<alt-trans><target>Vorschlag</target></alt-trans>"));
    expect(importXliff(text, de).skipped).toEqual({ untranslated: 1 });
  });

  test("a file without any target gives its sources when imported as the source locale", () => {
    const text = v12(`<trans-unit id="a"><source>Hello {name}</source></trans-unit>`);
    expect(texts(text)).toEqual([]);
    expect(entries(text, { locale: "en", sourceLocale: "en" }).map((e) => [e.key, e.text])).toEqual([
      ["a", "Hello {name}"],
    ]);
  });
});

describe("XLIFF inline markup as ICU", () => {
  test("Angular interpolations become arguments named after the expression, else the id", () => {
    const target =
      '<target>Hi <x id="INTERPOLATION" equiv-text="{{ user.name }}"/>, <x id="INTERPOLATION_1" equiv-text="{{ count | number }}"/> new <x id="INTERPOLATION_2"/></target>';
    expect(texts(v12(tu("a", target)))).toEqual([["a", "Hi {user_name}, {count} new {INTERPOLATION_2}"]]);
  });

  test("Angular tag pairs become ICU tags, an ICU reference an argument, ICU units stay ICU", () => {
    const pair =
      '<target>Results for <x id="START_TAG_SPAN" ctype="x-span" equiv-text="&lt;span&gt;"/><x id="INTERPOLATION" equiv-text="{{ title }}"/><x id="CLOSE_TAG_SPAN" ctype="x-span" equiv-text="&lt;/span&gt;"/> <x id="ICU" equiv-text="{jobs.length, plural, =0 {...} other {...}}"/></target>';
    const icu =
      '<target>{VAR_PLURAL, plural, =0 {keine} =1 {eine} other {<x id="INTERPOLATION" equiv-text="{{ n }}"/> Aufgaben}}</target>';
    expect(texts(v12(tu("a", pair) + tu("b", icu)))).toEqual([
      ["a", "Results for <span>{title}</span> {ICU}"],
      ["b", "{VAR_PLURAL, plural, =0 {keine} =1 {eine} other {{n} Aufgaben}}"],
    ]);
  });

  test("1.2 <g>, <bx>/<ex>, <bpt>/<ept> are ICU tags, <ph>/<it> arguments, <mrk> its content", () => {
    const target =
      '<target><g id="1">fett</g> <bx id="2"/>a<ex id="2"/> <bpt id="3">&lt;i&gt;</bpt>b<ept id="3">&lt;/i&gt;</ept> <ph id="4">%s</ph><it id="5" pos="open">&lt;u&gt;</it> <mrk mtype="term">Wort</mrk></target>';
    expect(texts(v12(tu("a", target)))).toEqual([["a", "<g1>fett</g1> <g2>a</g2> <g3>b</g3> {ph4}{it5} Wort"]]);
  });

  test("an apostrophe before a placeholder stays an apostrophe", () => {
    const target = `<target>Delete '<x id="INTERPOLATION" equiv-text="{{ title }}"/>'? It's <g id="1">'x'</g></target>`;
    expect(texts(v12(tu("a", target)))).toEqual([["a", "Delete ''{title}'? It's <g1>'x''</g1>"]]);
  });

  test("a tag without its partner is an argument, so the message still parses", () => {
    expect(texts(v12(tu("a", '<target>a <bx id="7"/>b</target>')))).toEqual([["a", "a {bx7}b"]]);
  });

  test("2.0 <pc>, <sc>/<ec>, <ph> (Angular's disp and equiv), <cp>", () => {
    const segment =
      '<segment><source>s</source><target><pc id="0" dispStart="&lt;b&gt;" equivStart="START_BOLD_TEXT">fett</pc> <pc id="1">x</pc> <sc id="2"/>y<ec startRef="2"/> <ph id="3" equiv="INTERPOLATION" disp="{{ name }}"/> <ph id="4"/><cp hex="0007"/></target></segment>';
    expect(texts(v20(unit("a", segment)))).toEqual([["a", "<b>fett</b> <pc1>x</pc1> <g2>y</g2> {name} {ph4}\u0007"]]);
  });

  test("plain text is quoted so it formats to itself; ICU text is kept", () => {
    const units = [
      tu("a", "<target>Max. {{ limit }} Zeichen.</target>"),
      tu("b", "<target>Drücke <Enter>, it's {done}</target>".replace("<Enter>", "&lt;Enter&gt;")),
      tu("c", "<target>{count, plural, one {# Kommentar} other {# Kommentare}}</target>"),
      tu("d", '<target><![CDATA[<a href="%url%">Start</a>]]></target>'),
    ].join("");
    expect(texts(v12(units))).toEqual([
      ["a", "Max. '{{' limit '}}' Zeichen."],
      ["b", "Drücke '<'Enter>, it's '{'done'}'"],
      ["c", "{count, plural, one {# Kommentar} other {# Kommentare}}"],
      ["d", `'<'a href="%url%">Start'<'/a>`],
    ]);
  });

  test("a problem of a message points into the file", () => {
    const text = v12(tu("a", "<target>Hallo\n{name, plural, one {x}}</target>"));
    const [entry] = importXliff(text, {
      ...de,
      sources: new Map([["a", "Hello {name, plural, one {x} other {y}}"]]),
    }).entries;
    expect(entry?.line).toBe(5);
    expect(entry?.problems.find((p) => p.code === "no-other")?.file).toEqual({ line: 6, column: 1 });
  });
});

describe("XLIFF 2.0 import", () => {
  test("key: name, else id; segment states; notes without state and file-source categories", () => {
    const text = v20(
      [
        '<unit id="u1" name="home.title"><notes><note category="file-source">src/a.php:3</note><note category="state">new</note><note>Page title</note></notes><segment state="reviewed"><source>s</source><target>T</target></segment></unit>',
        unit("u2", '<segment state="final"><source>s</source><target>F</target></segment>'),
        unit("u3", '<segment state="translated"><source>s</source><target>X</target></segment>'),
        unit("u4", '<segment state="initial"><source>s</source><target>I</target></segment>'),
        unit("u5", "<segment><source>s</source><target>N</target></segment>"),
      ].join("\n"),
    );
    expect(entries(text).map((e) => [e.key, e.text, e.state, e.description])).toEqual([
      ["home.title", "T", "reviewed", "Page title"],
      ["u2", "F", "reviewed", undefined],
      ["u3", "X", "needs-review", undefined],
      ["u4", "I", "needs-review", undefined],
      ["u5", "N", undefined, undefined],
    ]);
  });

  test("several segments of one unit join, ignorables included; the least advanced state wins", () => {
    const body =
      '<segment state="reviewed"><source>A.</source><target>Eins.</target></segment><ignorable><source> </source></ignorable><segment state="translated"><source>B.</source><target>Zwei.</target></segment>';
    expect(entries(v20(unit("a", body))).map((e) => [e.text, e.state])).toEqual([["Eins. Zwei.", "needs-review"]]);
  });

  test("a unit with an untranslated segment is skipped as untranslated; an obsolete one as obsolete", () => {
    const text = v20(
      [
        unit("a", '<segment state="initial"><source>A</source></segment>'),
        unit(
          "b",
          "<segment><source>A</source><target>x</target></segment><segment><source>B</source><target/></segment>",
        ),
        unit(
          "c",
          '<notes><note category="state">obsolete</note></notes><segment><source>C</source><target>C</target></segment>',
        ),
      ].join(""),
    );
    const result = importXliff(text, de);
    expect(result.entries).toEqual([]);
    expect(result.skipped).toEqual({ untranslated: 2, obsolete: 1 });
  });
});

describe("XLIFF keys and bad input", () => {
  test("a name the key rule refuses is normalised, with a warning; ids pass unchanged", () => {
    const long = `${"word ".repeat(50)}end`;
    const text = v12(
      [
        tu("1", "<target>A</target>", ' resname="This is not a valid IP address."'),
        tu("2", "<target>B</target>", ` resname="${long}"`),
        tu("3", "<target>C</target>", ' resname="a..__proto__"'),
      ].join(""),
    );
    const result = entries(text);
    expect(result.map((e) => e.key)).toEqual([
      "This is not a valid IP address",
      expect.stringMatching(/^word word .*~[0-9a-f]{8}$/),
      "a.___proto__",
    ]);
    expect(result[1]?.key.length).toBe(200);
    expect(result.every((e) => e.problems.some((p) => p.code === KEY_RENAMED && p.severity === "warning"))).toBe(true);
  });

  test("two units with one key are a file error at the second", () => {
    const { errors } = importXliff(
      v12(`${tu("a", "<target>A</target>")}\n${tu("x", "<target>B</target>", ' resname="a."')}`),
      de,
    );
    expect(errors).toEqual([
      { file: "site.de.xlf", line: 6, column: 51, message: expect.stringContaining("duplicate key a") },
    ]);
  });

  test.each([
    ['<xliff version="1.1"><file/></xliff>', 1, 1, 'XLIFF: version "1.1" is not supported'],
    ["<xliff><file/></xliff>", 1, 1, 'XLIFF: version "" is not supported'],
    ['<?xml version="1.0"?>\n<resources/>', 2, 1, "XLIFF: the root element is <resources>"],
    ['<xliff version="2.0">\n<!DOCTYPE x>', 2, 1, "XLIFF: malformed XML: a DOCTYPE is not allowed here"],
    ['<xliff version="2.0">\n  <file id="f">\n    <unit id="a">', 3, 5, "XLIFF: malformed XML: <unit> is never closed"],
  ])("refuses %j with line and column, and gives no entry", (text, line, column, message) => {
    const result = importXliff(text, de);
    expect(result.entries).toEqual([]);
    expect(result.errors).toEqual([{ file: "site.de.xlf", line, column, message: expect.stringContaining(message) }]);
  });

  test("never throws, on random bytes or a truncated file", () => {
    const sample = v20(
      `${unit("a", '<notes><note>n</note></notes><segment state="reviewed"><source>s</source><target>Hi <ph id="1" disp="{{ x }}"/> <pc id="2">b</pc></target></segment>')}`,
    );
    const inputs = fc.oneof(
      fc.string(),
      fc.nat(sample.length).map((n) => sample.slice(0, n)),
    );
    fc.assert(
      fc.property(inputs, (text) => void importXliff(text, de)),
      { numRuns: 1000 },
    );
  });

  test("declaredLocale names the target language as the file writes it", () => {
    expect(declaredLocale(v20(""))).toBe("de");
    expect(declaredLocale(v12("").replace('target-language="de"', 'target-language="sr-Latn"'))).toBe("sr-Latn");
    expect(declaredLocale('<xliff version="1.2"><file source-language="en"/></xliff>')).toBeNull();
    expect(declaredLocale("<xliff")).toBeNull();
  });
});
