import { describe, expect, it } from "vitest";
import { forbiddenVariants } from "../../common/checks/glossary-forbidden";
import { missingTerms } from "../../common/checks/glossary-term";
import { runChecks as checkMessage } from "../../common/checks/run";
import type { GlossaryTerm } from "../../common/contracts/glossary";
import { findTerms, type LocaleGlossary, localeGlossary } from "../../common/glossary/match";
import type { LocaleCode } from "../../common/locales";

/** The glossary checks on real samples of the site's locales (source: sk). */

const TERMS: GlossaryTerm[] = [
  {
    id: 1,
    term: "košík",
    description: "",
    caseSensitive: false,
    doNotTranslate: false,
    version: 1,
    updatedAt: "",
    updatedBy: "",
    translations: {
      de: { text: "Warenkorb", forbidden: ["Einkaufswagen"], forms: [] },
      en: { text: "cart", forbidden: ["basket"], forms: [] },
      pl: { text: "koszyk", forbidden: [], forms: [] },
      ru: { text: "корзина", forbidden: [], forms: [] },
    },
  },
  {
    id: 2,
    term: "Polyglot",
    description: "The product's name",
    caseSensitive: true,
    doNotTranslate: true,
    version: 1,
    updatedAt: "",
    updatedBy: "",
    translations: {},
  },
  {
    id: 3,
    term: "e-mail",
    description: "",
    caseSensitive: false,
    doNotTranslate: false,
    version: 1,
    updatedAt: "",
    updatedBy: "",
    translations: { de: { text: "E-Mail", forbidden: ["Email", "Mail"], forms: [] } },
  },
];

const glossary = (locale: LocaleCode): LocaleGlossary => localeGlossary(TERMS, locale);

describe("glossary-term", () => {
  it("asks for the term's translation where the source has the term", () => {
    // An inflected source form is the term too (issue 37, item 6: it was not before).
    const inflected = missingTerms(["Pridať do košíka"], ["In den Einkaufswagen"], glossary("de"), "sk");
    expect(inflected).toEqual(["“košík” should be translated as “Warenkorb” (glossary)"]);
    expect(missingTerms(["Pridať do košíkovej"], ["In den Einkaufswagen"], glossary("de"), "sk")).toEqual([]);
    const found = missingTerms(["Váš košík je prázdny"], ["Ihr Einkaufswagen ist leer"], glossary("de"), "sk");
    expect(found).toEqual(["“košík” should be translated as “Warenkorb” (glossary)"]);
  });

  it("accepts the translation in any case and inflected at a word's end (de, pl, ru)", () => {
    expect(missingTerms(["Váš košík je prázdny"], ["Ihr warenkorb ist leer"], glossary("de"), "sk")).toEqual([]);
    expect(missingTerms(["Košík"], ["Inhalt des Warenkorbs"], glossary("de"), "sk")).toEqual([]);
    expect(missingTerms(["Váš košík je prázdny"], ["Twój koszyk jest pusty"], glossary("pl"), "sk")).toEqual([]);
    expect(missingTerms(["Váš košík je prázdny"], ["Ваша корзина пуста"], glossary("ru"), "sk")).toEqual([]);
    expect(missingTerms(["Váš košík je prázdny"], ["Ваш список пуст"], glossary("ru"), "sk")).toHaveLength(1);
  });

  it("keeps a 'do not translate' term unchanged, in its exact case", () => {
    expect(missingTerms(["Vitajte v Polyglot"], ["Welcome to Polyglot"], glossary("en"), "sk")).toEqual([]);
    const found = missingTerms(["Vitajte v Polyglot"], ["Willkommen bei POLYGLOT"], glossary("de"), "sk");
    expect(found).toEqual(["“Polyglot” is not translated: keep it as it is"]);
  });

  it("matches a case-sensitive term only in its case, and asks nothing of a locale without a translation", () => {
    expect(missingTerms(["polyglot je slovo"], ["a word"], glossary("en"), "sk")).toEqual([]);
    expect(missingTerms(["Váš košík"], ["Váš košík"], glossary("hu"), "sk")).toEqual([]);
  });

  it("reads every source branch once and any translation branch", () => {
    const found = missingTerms(
      ["1 položka v košíku", "# položiek, košík plný"],
      ["1 item in cart", "# items"],
      glossary("en"),
      "sk",
    );
    expect(found).toEqual([]);
    expect(missingTerms(["košík", "košík"], ["bag", "bag"], glossary("en"), "sk")).toHaveLength(1);
  });
});

describe("glossary-forbidden", () => {
  it("finds a forbidden variant as a whole word, with where it is", () => {
    const found = forbiddenVariants(["Alles im", "Ihr Einkaufswagen ist leer"], glossary("de"));
    expect(found).toEqual([
      { message: "“Einkaufswagen” is forbidden by the glossary (košík): use “Warenkorb”", variant: 1, index: 4 },
    ]);
    expect(forbiddenVariants(["Per E-Mail senden"], glossary("de"))).toEqual([]);
    expect(forbiddenVariants(["Hotmail-Adresse"], glossary("de"))).toEqual([]);
    expect(forbiddenVariants(["Per Mail senden"], glossary("de")).map((f) => f.index)).toEqual([4]);
  });

  it("is case-insensitive unless the term says otherwise, and quiet without a glossary", () => {
    expect(forbiddenVariants(["Your BASKET"], glossary("en"))).toHaveLength(1);
    expect(forbiddenVariants(["Your basket"], null)).toEqual([]);
  });
});

describe("findTerms", () => {
  it("prefers the longer of overlapping terms and skips words that merely contain a term", () => {
    const terms = localeGlossary(
      [...TERMS, { ...(TERMS[0] as GlossaryTerm), id: 4, term: "nákupný košík", translations: {} }],
      "de",
    ).terms;
    const found = findTerms("Váš nákupný košík; košíkový", terms, "sk");
    expect(found.map((m) => [m.term.term, m.index, m.length])).toEqual([["nákupný košík", 4, 13]]);
  });
});

describe("the glossary checks in the registry", () => {
  const check = (text: string, source: string, locale: LocaleCode = "de") =>
    checkMessage(text, { locale, source: { text: source, locale: "sk" }, glossary: glossary(locale) }).filter((p) =>
      p.code.startsWith("glossary-"),
    );

  it("reports both, the forbidden variant where it is in the message", () => {
    const found = check(
      "{n, plural, one {# Artikel im Einkaufswagen} other {# Artikel}}",
      "{n, plural, other {# položiek, košík}}",
    );
    expect(found.map((p) => [p.code, p.severity, p.column])).toEqual([
      ["glossary-term", "warning", 1],
      ["glossary-forbidden", "warning", 31],
    ]);
  });

  it("never reads an argument's name, a selector or a tag as a word", () => {
    expect(check("<b>{count}</b> Artikel", "<b>{košík}</b> položiek")).toEqual([]);
    expect(check("{einkaufswagen, select, other {Warenkorb}}", "{x, select, other {košík}}")).toEqual([]);
  });

  it("finds nothing without a glossary, and nothing in the source locale itself", () => {
    expect(checkMessage("Einkaufswagen", { locale: "de", source: { text: "košík", locale: "sk" } })).toEqual([]);
    expect(
      checkMessage("košík", { locale: "sk", glossary: glossary("sk") }).filter((p) => p.code.startsWith("glossary")),
    ).toEqual([]);
  });
});
