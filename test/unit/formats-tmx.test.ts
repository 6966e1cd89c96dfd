import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { exportTmx, readTmx } from "../../common/formats/tmx.ts";

const memory = [
  {
    variants: [
      { lang: "en", text: "Save" },
      { lang: "cz", text: "Uložit" },
      { lang: "rs", text: "Sačuvaj" },
    ],
    note: "Button",
  },
  {
    variants: [
      { lang: "en", text: "{n, plural, one {# file} other {# files}}" },
      { lang: "de", text: "<b>{n}</b> Dateien & mehr" },
    ],
  },
];

describe("TMX export", () => {
  const file = exportTmx(memory, { sourceLang: "en", creationTool: "polyglot" });

  test("writes the header's required attributes and one <tu> per unit", () => {
    expect(file).toContain(
      '<header creationtool="polyglot" creationtoolversion="1" segtype="sentence" o-tmf="polyglot" adminlang="en" srclang="en" datatype="plaintext"/>',
    );
    expect(file).toContain(
      '      <note>Button</note>\n      <tuv xml:lang="en"><seg>Save</seg></tuv>\n      <tuv xml:lang="cs"><seg>Uložit</seg></tuv>\n      <tuv xml:lang="sr-Latn">',
    );
    expect(file).toContain("<seg>&lt;b&gt;{n}&lt;/b&gt; Dateien &amp; mehr</seg>");
    expect(file.endsWith("</tmx>\n")).toBe(true);
  });

  test("read → write gives the same bytes, and the texts and notes back", () => {
    const { units, errors } = readTmx(file);
    expect(errors).toEqual([]);
    expect(units.map((u) => u.variants.map((v) => v.text))).toEqual(memory.map((u) => u.variants.map((v) => v.text)));
    expect(units.map((u) => [u.line, u.column, u.note])).toEqual([
      [5, 5, "Button"],
      [11, 5, undefined],
    ]);
    expect(exportTmx(units, { sourceLang: "en", creationTool: "polyglot" })).toBe(file);
  });
});

describe("TMX read", () => {
  test("a foreign memory: DOCTYPE of the DTD, TMX 1.1 lang, inline codes kept as their text, plain text quoted", () => {
    const text = `<?xml version="1.0"?>
<!DOCTYPE tmx SYSTEM "tmx11.dtd">
<tmx version="1.1"><header srclang="en"/><body>
<tu><tuv lang="EN-US"><seg>Click <bpt i="1">&lt;b&gt;</bpt>here<ept i="1">&lt;/b&gt;</ept> {now}</seg></tuv>
<tuv xml:lang="de-DE"><seg>Klicken Sie <hi>hier</hi> <ph>%s</ph> {{x}}</seg></tuv></tu>
</body></tmx>`;
    expect(readTmx(text)).toEqual({
      units: [
        {
          line: 4,
          column: 1,
          variants: [
            { lang: "EN-US", text: "Click <b>here</b> {now}" },
            { lang: "de-DE", text: "Klicken Sie hier %s '{{'x'}}'" },
          ],
        },
      ],
      errors: [],
    });
  });

  test("a <tuv> without a language or a <seg> is an error; the rest of the unit is kept", () => {
    const text =
      '<tmx version="1.4"><body><tu>\n<tuv><seg>a</seg></tuv>\n<tuv xml:lang="de"/>\n<tuv xml:lang="en"><seg>b</seg></tuv></tu></body></tmx>';
    const { units, errors } = readTmx(text);
    expect(units[0]?.variants).toEqual([{ lang: "en", text: "b" }]);
    expect(errors).toEqual([
      { line: 2, column: 1, message: "TMX: a <tuv> has no xml:lang" },
      { line: 3, column: 1, message: "TMX: a <tuv> has no <seg>" },
    ]);
  });

  test.each([
    ['<!DOCTYPE tmx [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<tmx>&x;</tmx>', 1, 1, "DOCTYPE"],
    ["<tmx><body><tu>\n<tuv>", 2, 1, "<tuv> is never closed"],
    ["<xliff/>", 1, 1, "the root element is <xliff>, not <tmx>"],
  ])("refuses %j with line and column and no unit", (text, line, column, message) => {
    expect(readTmx(text)).toEqual({ units: [], errors: [{ line, column, message: expect.stringContaining(`TMX: `) }] });
    expect(readTmx(text).errors[0]?.message).toContain(message);
  });

  test("never throws on random or truncated input", () => {
    const sample = exportTmx(memory, { sourceLang: "en", creationTool: "polyglot" });
    const inputs = fc.oneof(
      fc.string(),
      fc.nat(sample.length).map((n) => sample.slice(0, n)),
    );
    fc.assert(
      fc.property(inputs, (text) => void readTmx(text)),
      { numRuns: 1000 },
    );
  });
});
