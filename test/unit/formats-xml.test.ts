import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LineIndex } from "../../common/formats/json-reader.ts";
import { readXml, type XmlElement, XmlSyntaxError, type XmlText } from "../../common/formats/xml.ts";
import { escapeXmlAttribute, escapeXmlText, xmlTextOffset } from "../../common/formats/xml-text.ts";

/** The refusal of `text` as line, column and message; fails the test when the text is accepted. */
function refusal(text: string, options = {}) {
  try {
    readXml(text, options);
  } catch (error) {
    if (!(error instanceof XmlSyntaxError)) throw error;
    return { ...new LineIndex(text).at(error.offset), message: error.message };
  }
  throw new Error("accepted");
}

const textOf = (element: XmlElement) => (element.children[0] as XmlText).value;

describe("XML reader refuses", () => {
  test.each([
    ["a DOCTYPE", '<?xml version="1.0"?>\n<!DOCTYPE x>\n<x/>', 2, 1, "DOCTYPE"],
    [
      "an external entity (XXE)",
      '<!DOCTYPE x [\n<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<x>&xxe;</x>',
      1,
      1,
      "DOCTYPE",
    ],
    [
      "billion laughs",
      '<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]>\n<lolz>&lol2;</lolz>',
      2,
      1,
      "DOCTYPE",
    ],
    ["an entity reference without its declaration", "<x>\n  a &lol9; b</x>", 2, 5, "&lol9; is not allowed"],
    ["an HTML entity", "<x>caf&eacute;</x>", 1, 7, "&eacute;"],
    ["a bare ampersand", "<x>Tom & Jerry</x>", 1, 8, "bare"],
    ["a reference to a character XML forbids", "<x>&#0;</x>", 1, 4, "not a character"],
    ["a mismatched tag", "<x>\n  <a><b></a></b>\n</x>", 2, 9, "</a> does not match <b>"],
    ["a truncated file", "<xliff>\n  <file>\n    <unit>Hal", 3, 5, "<unit> is never closed"],
    ["a truncated start tag", '<x>\n<a id="1', 2, 7, "must be quoted"],
    ["a repeated attribute", '<x a="1"\n   a="2"/>', 2, 4, "attribute a is repeated"],
    ["an unquoted attribute", "<x a=1/>", 1, 6, "quoted"],
    ["< in an attribute", '<x a="<"/>', 1, 7, '"<"'],
    ["a processing instruction", "<x><?php echo 1; ?></x>", 1, 4, "processing instructions"],
    ["text before the root", "hello <x/>", 1, 1, "before the root"],
    ["text after the root", "<x/>\n<y/>", 2, 1, "after the root"],
    ["an unclosed comment", "<x><!-- no end", 1, 4, "comment"],
    ["an unclosed CDATA section", "<x><![CDATA[ no end", 1, 4, "CDATA"],
    ["an empty file", "", 1, 1, "no root"],
  ])("%s, with its line and column", (_, text, line, column, message) => {
    expect(refusal(text)).toEqual({ line, column, message: expect.stringContaining(message) });
  });

  test("an internal subset even where an external DOCTYPE is allowed", () => {
    const text = '<!DOCTYPE tmx [<!ENTITY e SYSTEM "http://evil/">]>\n<tmx>&e;</tmx>';
    expect(refusal(text, { externalDoctype: true })).toMatchObject({ line: 1, column: 1 });
    expect(readXml('<!DOCTYPE tmx SYSTEM "tmx14.dtd">\n<tmx/>', { externalDoctype: true }).name).toBe("tmx");
  });

  test("elements nested deeper than 200 levels (walkers that recurse stay safe)", () => {
    expect(refusal(`${"<a>".repeat(300)}${"</a>".repeat(300)}`).message).toContain("nested more than 200");
  });

  test("never throws anything but its own error, on random or truncated input", () => {
    const sample = '<?xml version="1.0"?>\n<x a="1&amp;"><![CDATA[<b>]]><!-- c --><y>&#x1F600;&lt;</y></x>\n';
    const inputs = fc.oneof(
      fc.string(),
      fc.nat(sample.length).map((n) => sample.slice(0, n)),
      fc
        .array(fc.constantFrom("<", ">", "&", ";", "/", "x", '"', "=", " ", "!", "[", "-", "?"), { maxLength: 40 })
        .map((a) => a.join("")),
    );
    fc.assert(
      fc.property(inputs, (text) => {
        try {
          readXml(text);
        } catch (error) {
          expect(error).toBeInstanceOf(XmlSyntaxError);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe("XML reader reads", () => {
  test("the five entities and character references, nothing else expanded", () => {
    const root = readXml("<x>&lt;&gt;&amp;&quot;&apos;&#65;&#x1F600;</x>");
    expect(textOf(root)).toBe(`<>&"'A😀`);
  });

  test("CDATA as it is, markup and references included", () => {
    const root = readXml("<x><![CDATA[<b>Tom &amp; Jerry</b>]]></x>");
    expect(root.children[0]).toMatchObject({ type: "text", cdata: true, value: "<b>Tom &amp; Jerry</b>" });
  });

  test("a BOM, the declaration, comments and namespaced names", () => {
    const root = readXml(
      '\ufeff<?xml version="1.0" encoding="utf-8"?>\n<!-- c -->\n<tuv xml:lang="de"><!-- x -->a</tuv>\n',
    );
    expect(root.attributes.get("xml:lang")).toBe("de");
    expect(textOf(root)).toBe("a");
  });

  test("CRLF: line ends become \\n, and positions still count the file's characters", () => {
    const text = '<x>\r\n  <t a="1\r\n2">one\r\ntwo &amp; three</t>\r\n</x>';
    const t = (readXml(text).children[1] as XmlElement).children[0] as XmlText;
    expect(t.value).toBe("one\ntwo & three");
    expect((readXml(text).children[1] as XmlElement).attributes.get("a")).toBe("1 2");
    const lines = new LineIndex(text);
    expect(lines.at(xmlTextOffset(text, t, 4))).toEqual({ line: 4, column: 1 });
    expect(lines.at(xmlTextOffset(text, t, 8))).toEqual({ line: 4, column: 5 });
    expect(lines.at(xmlTextOffset(text, t, 10))).toEqual({ line: 4, column: 11 });
  });

  test("escaping writes what the reader gives back", () => {
    const value = "a < b & c > d \"q\" 's' ]]> \r\n\ttab";
    const root = readXml(`<x a="${escapeXmlAttribute(value)}">${escapeXmlText(value)}</x>`);
    expect(textOf(root)).toBe(value);
    expect(root.attributes.get("a")).toBe(value);
  });
});
