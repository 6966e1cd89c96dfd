import { describe, expect, it } from "vitest";
import type { GlossaryTerm } from "../../common/contracts/glossary";
import { exportGlossary, parseCsv, parseGlossary } from "../../common/glossary/formats";
import { parseTbx } from "../../common/glossary/tbx";
import { parseXml, XmlSyntaxError } from "../../common/glossary/xml";

/** The TBX reader: TBX v3 core (TBX-Basic dialect) and v2 (`martif`), as other tools write them. */

const V3 = `<?xml version="1.0" encoding="UTF-8"?>
<?xml-model href="TBXcoreStructV03.rng" type="application/xml"?>
<tbx type="TBX-Basic" style="dca" xml:lang="sk" xmlns="urn:iso:std:iso:30042:ed-2">
  <tbxHeader><fileDesc><sourceDesc><p>Made elsewhere</p></sourceDesc></fileDesc></tbxHeader>
  <text><body>
    <conceptEntry id="c1">
      <descrip type="definition">Where the shop keeps what you buy &amp; more</descrip>
      <langSet xml:lang="sk"><termSec><term>košík</term></termSec></langSet>
      <langSet xml:lang="de-DE">
        <termSec><term>Warenkorb</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></termSec>
        <termSec><term>Einkaufswagen</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></termSec>
      </langSet>
      <langSet xml:lang="cs"><termSec><term><![CDATA[košík <cs>]]></term></termSec></langSet>
      <langSet xml:lang="fr"><termSec><term>panier</term></termSec></langSet>
    </conceptEntry>
  </body></text>
</tbx>`;

const V2 = `<?xml version="1.0"?>
<!DOCTYPE martif SYSTEM "TBXBasiccoreStructV02.dtd">
<martif type="TBX-Basic" xml:lang="en">
  <text><body>
    <termEntry id="e1">
      <langSet xml:lang="sk"><tig><term>faktúra</term></tig></langSet>
      <langSet xml:lang="sr-Latn"><ntig><termGrp><term>faktura</term></termGrp></ntig></langSet>
      <langSet xml:lang="en"><tig><term>bill</term><termNote type="administrativeStatus">forbidden</termNote></tig></langSet>
    </termEntry>
  </body></text>
</martif>`;

describe("parseTbx", () => {
  it("reads a TBX v3 concept entry: the source term, translations, forbidden variants, the definition", () => {
    expect(parseTbx(V3, "sk")).toEqual([
      {
        term: "košík",
        description: "Where the shop keeps what you buy & more",
        caseSensitive: false,
        doNotTranslate: false,
        translations: {
          de: { text: "Warenkorb", forbidden: ["Einkaufswagen"], forms: [] },
          cz: { text: "košík <cs>", forbidden: [], forms: [] },
        },
        label: "c1",
      },
    ]);
  });

  it("reads a TBX v2 (martif) term entry with tig and ntig", () => {
    const [entry] = parseTbx(V2, "sk");
    expect(entry?.term).toBe("faktúra");
    expect(entry?.translations).toEqual({
      rs: { text: "faktura", forbidden: [], forms: [] },
      en: { text: "", forbidden: ["bill"], forms: [] },
    });
  });

  it("refuses what is not well-formed and never expands an entity", () => {
    expect(() => parseXml("<a><b></a>")).toThrow(XmlSyntaxError);
    expect(() => parseXml("<a>1 < 2</a>")).toThrow(XmlSyntaxError);
    expect(() => parseXml("<a>&x;</a>")).toThrow(/Unknown entity/);
    expect(() => parseXml('<!DOCTYPE a [<!ENTITY x "boom">]><a>&x;</a>')).toThrow(/DOCTYPE/);
    expect(() => parseXml("<a>")).toThrow(/never closed/);
    expect(() => parseXml(`${"<a>".repeat(65)}${"</a>".repeat(65)}`)).toThrow(/deeper/);
  });
});

describe("parseCsv", () => {
  it("reads flags, translations and |-separated forbidden variants, ignoring unknown columns", () => {
    const csv =
      "Term;Notes;de;de_forbidden;do_not_translate\nkošík;x;Warenkorb;Einkaufswagen | Korb;no\nPolyglot;;;;yes\n";
    expect(
      parseCsv(csv).map(({ term, doNotTranslate, translations }) => ({ term, doNotTranslate, translations })),
    ).toEqual([
      {
        term: "košík",
        doNotTranslate: false,
        translations: { de: { text: "Warenkorb", forbidden: ["Einkaufswagen", "Korb"], forms: [] } },
      },
      { term: "Polyglot", doNotTranslate: true, translations: { de: { text: "", forbidden: [], forms: [] } } },
    ]);
    expect(() => parseCsv("name,de\nx,y\n")).toThrow(/term column/);
  });
});

describe("inflected forms in files", () => {
  const term: GlossaryTerm = {
    id: 1,
    term: "Polyglot",
    description: "",
    caseSensitive: true,
    doNotTranslate: true,
    version: 1,
    updatedAt: "",
    updatedBy: "",
    translations: {
      sk: { text: "", forbidden: [], forms: ["Polyglotu", "Polyglotom"] },
      pl: { text: "", forbidden: [], forms: ["Polyglota", "Polyglocie"] },
    },
  };

  it.each(["csv", "tbx"] as const)("keeps each locale's forms through %s", (format) => {
    const [read] = parseGlossary(exportGlossary([term], format, "sk"), format, "sk");
    expect(read?.translations.sk?.forms).toEqual(["Polyglotu", "Polyglotom"]);
    expect(read?.translations.pl?.forms).toEqual(["Polyglota", "Polyglocie"]);
  });
});
