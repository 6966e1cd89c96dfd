import type { GlossaryTerm } from "../contracts/glossary";
import { isLocaleCode, LOCALES, type LocaleCode, localeInfo } from "../locales";
import type { ImportedTerm } from "./formats";
import { childElements, descendants, escapeXml, localName, parseXml, textOf, type XmlElement } from "./xml";

/**
 * TBX (ISO 30042), TBX-Basic: written as TBX v3 core (`<tbx>`, `<conceptEntry>`, `<langSet>`,
 * `<termSec>`); read as v3 or as the older v2 (`<martif>`, `<termEntry>`, `<tig>`/`<ntig>`).
 * A forbidden variant is a term whose `administrativeStatus` is deprecated, superseded or
 * forbidden; the source locale's first term is the glossary's term. Case sensitivity and
 * "do not translate" are TBX-Basic `<admin>` data categories of our own (`x-` names), and so are a
 * term's inflected forms: `<termNote type="x-inflectedForm">` in its `<termSec>`, one per form.
 */

const BY_TAG = new Map<string, LocaleCode>(LOCALES.map((l) => [l.tag.toLowerCase(), l.code]));

/** A TBX `xml:lang` (`de`, `de-AT`, `cs-CZ`) as our locale, by its language tag, then its primary subtag. */
function localeOfLang(lang: string): LocaleCode | null {
  const tag = lang.toLowerCase();
  const code = BY_TAG.get(tag) ?? BY_TAG.get(tag.split(/[-_]/)[0] ?? "");
  return code ?? (isLocaleCode(tag) ? tag : null);
}

const FORBIDDEN_STATUS = /deprecated|superseded|forbidden/i;

const FORM = "x-inflectedForm";

function termSection(term: string, forbidden: boolean, forms: readonly string[] = []): string {
  const status = forbidden
    ? `\n          <termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote>`
    : "";
  const listed = forms.map((f) => `\n          <termNote type="${FORM}">${escapeXml(f)}</termNote>`).join("");
  return `        <termSec>\n          <term>${escapeXml(term)}</term>${status}${listed}\n        </termSec>\n`;
}

export function exportTbx(terms: readonly GlossaryTerm[], source: LocaleCode): string {
  const entries = terms.map((t) => {
    const flags = [
      t.caseSensitive ? `      <admin type="x-caseSensitive">yes</admin>\n` : "",
      t.doNotTranslate ? `      <admin type="x-doNotTranslate">yes</admin>\n` : "",
      t.description ? `      <descrip type="definition">${escapeXml(t.description)}</descrip>\n` : "",
    ].join("");
    const sets = Object.entries(t.translations)
      .filter(([locale]) => locale !== source)
      .map(([locale, entry]) => {
        const sections =
          (entry.text || entry.forms.length ? termSection(entry.text, false, entry.forms) : "") +
          entry.forbidden.map((f) => termSection(f, true)).join("");
        return `      <langSet xml:lang="${localeInfo(locale as LocaleCode).tag}">\n${sections}      </langSet>\n`;
      });
    const sourceForms = t.translations[source]?.forms ?? [];
    const sourceSet = `      <langSet xml:lang="${localeInfo(source).tag}">\n${termSection(t.term, false, sourceForms)}      </langSet>\n`;
    return `    <conceptEntry id="t${t.id}">\n${flags}${sourceSet}${sets.join("")}    </conceptEntry>\n`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<tbx type="TBX-Basic" style="dca" xml:lang="${localeInfo(source).tag}" xmlns="urn:iso:std:iso:30042:ed-2">
  <tbxHeader><fileDesc><sourceDesc><p>Polyglot glossary</p></sourceDesc></fileDesc></tbxHeader>
  <text>
    <body>
${entries.join("")}    </body>
  </text>
</tbx>
`;
}

const adminFlag = (entry: XmlElement, type: string) =>
  descendants(entry, "admin").some((a) => a.attributes.type === type && /^(yes|true|1)$/i.test(textOf(a).trim()));

/** One langSet's terms: `<termSec>` (v3), `<tig>` or `<ntig>` (v2). */
function langTerms(set: XmlElement): { text: string; forbidden: boolean; forms: string[] }[] {
  const sections = childElements(set).filter((c) => ["termSec", "tig", "ntig"].includes(localName(c)));
  return sections.flatMap((section) => {
    const term = descendants(section, "term")[0];
    if (!term) return [];
    const notes = descendants(section, "termNote");
    const status = notes.find((n) => n.attributes.type === "administrativeStatus");
    const forms = notes.filter((n) => n.attributes.type === FORM).map((n) => textOf(n).trim());
    return [{ text: textOf(term).trim(), forbidden: status ? FORBIDDEN_STATUS.test(textOf(status)) : false, forms }];
  });
}

/** The entries of a TBX file; throws XmlSyntaxError (or an Error naming the entry) where it cannot be read. */
export function parseTbx(text: string, source: LocaleCode): ImportedTerm[] {
  const root = parseXml(text);
  const entries = [...descendants(root, "conceptEntry"), ...descendants(root, "termEntry")];
  return entries.map((entry, index) => {
    const imported: ImportedTerm = {
      term: "",
      description: textOf(
        descendants(entry, "descrip").find((d) => d.attributes.type === "definition") ?? {
          name: "",
          attributes: {},
          children: [],
        },
      ).trim(),
      caseSensitive: adminFlag(entry, "x-caseSensitive"),
      doNotTranslate: adminFlag(entry, "x-doNotTranslate"),
      translations: {},
      label: entry.attributes.id ?? `entry ${index + 1}`,
    };
    for (const set of descendants(entry, "langSet")) {
      const locale = localeOfLang(set.attributes["xml:lang"] ?? "");
      if (!locale) continue;
      const found = langTerms(set);
      const main = found.find((t) => !t.forbidden);
      const forms = main?.forms.filter(Boolean) ?? [];
      if (locale === source) {
        imported.term = main?.text ?? "";
        if (forms.length > 0) imported.translations[locale] = { text: "", forbidden: [], forms };
        continue;
      }
      imported.translations[locale] = {
        text: main?.text ?? "",
        forbidden: found.filter((t) => t.forbidden).map((t) => t.text),
        forms,
      };
    }
    return imported;
  });
}
