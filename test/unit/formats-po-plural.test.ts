import { describe, expect, test } from "vitest";
import { readPluralForms } from "../../common/formats/plural-forms.ts";
import { pluralFormsOf } from "../../common/formats/plural-forms-locales.ts";
import { mapPluralForms } from "../../common/formats/plural-forms-map.ts";
import { pluralCategories, pluralTagOf } from "../../common/icu/plural-categories.ts";
import { LOCALE_CODES } from "../../common/locales.ts";

/** The selectors of a header's forms for a CLDR tag (throws on an unusable header). */
function selectors(header: string, tag: string) {
  const forms = readPluralForms(header);
  if ("error" in forms) throw new Error(forms.error);
  const mapping = mapPluralForms(forms, tag);
  if ("error" in mapping) throw new Error(mapping.error);
  return mapping;
}

/** CLDR's categories that whole numbers reach (cs/sk `many` and pl/ru `other` are for fractions). */
const WHOLE_CATEGORIES: Record<string, string[]> = {
  sk: ["one", "few", "other"],
  en: ["one", "other"],
  cz: ["one", "few", "other"],
  hr: ["one", "few", "other"],
  pl: ["one", "few", "many"],
  hu: ["one", "other"],
  si: ["one", "two", "few", "other"],
  rs: ["one", "few", "other"],
  de: ["one", "other"],
  ru: ["one", "few", "many"],
};

describe("our Plural-Forms headers", () => {
  test.each(LOCALE_CODES.map((c) => [c]))(
    "%s: evaluating the header maps back to CLDR's whole-number categories",
    (code) => {
      const mapping = selectors(pluralFormsOf(code), pluralTagOf(code));
      expect(mapping.selectors).toEqual(WHOLE_CATEGORIES[code]);
      expect(mapping.mismatches).toEqual([]);
      const fractionOnly = pluralCategories(code).filter((c) => !mapping.selectors.includes(c));
      expect(fractionOnly).toEqual(
        code === "cz" || code === "sk" ? ["many"] : code === "pl" || code === "ru" ? ["other"] : [],
      );
    },
  );
});

describe("real files' Plural-Forms headers", () => {
  test("django's 4-form cs header: the n % 1 form is CLDR's many (fractions)", () => {
    const header =
      "nplurals=4; plural=(n == 1 && n % 1 == 0) ? 0 : (n >= 2 && n <= 4 && n % 1 == 0) ? 1: (n % 1 != 0 ) ? 2 : 3;";
    expect(selectors(header, "cs").selectors).toEqual(["one", "few", "many", "other"]);
  });

  test("django's 4-form sk, pl and ru headers", () => {
    const sk =
      "nplurals=4; plural=(n % 1 == 0 && n == 1 ? 0 : n % 1 == 0 && n >= 2 && n <= 4 ? 1 : n % 1 != 0 ? 2: 3);";
    expect(selectors(sk, "sk").selectors).toEqual(["one", "few", "many", "other"]);
    const pl =
      "nplurals=4; plural=(n==1 ? 0 : (n%10>=2 && n%10<=4) && (n%100<12 || n%100>14) ? 1 : n!=1 && (n%10>=0 && n%10<=1) || (n%10>=5 && n%10<=9) || (n%100>=12 && n%100<=14) ? 2 : 3);";
    expect(selectors(pl, "pl").selectors).toEqual(["one", "few", "many", "other"]);
    const ru =
      "nplurals=4; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<12 || n%100>14) ? 1 : n%10==0 || (n%10>=5 && n%10<=9) || (n%100>=11 && n%100<=14)? 2 : 3);";
    expect(selectors(ru, "ru").selectors).toEqual(["one", "few", "many", "other"]);
  });

  test("GNOME's sk header puts other first: (n==1) ? 1 : (n>=2 && n<=4) ? 2 : 0", () => {
    expect(selectors("nplurals=3; plural=(n==1) ? 1 : (n>=2 && n<=4) ? 2 : 0;", "sk").selectors).toEqual([
      "other",
      "one",
      "few",
    ]);
  });

  test("GNOME's sl header: other, one, two, few", () => {
    const sl = "nplurals=4; plural=(n%100==1 ? 1 : n%100==2 ? 2 : n%100==3 || n%100==4 ? 3 : 0);";
    expect(selectors(sl, "sl").selectors).toEqual(["other", "one", "two", "few"]);
  });

  test("a Serbian header with an extra form for n == 1 (and no trailing semicolon) gives =1", () => {
    const sr =
      "nplurals=4; plural=n==1? 3 : n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2";
    const mapping = selectors(sr, "sr-Latn");
    expect(mapping.selectors).toEqual(["one", "few", "other", "=1"]);
    expect(mapping.mismatches).toEqual([]);
  });

  test("a header whose forms do not fit the language is usable but names each mismatch", () => {
    const mapping = selectors("nplurals=2; plural=(n != 1);", "cs");
    expect(mapping.selectors).toEqual(["one", "other"]);
    expect(mapping.mismatches).toEqual([expect.stringContaining("form 1")]);
  });

  test("3-form ru header: no form is CLDR's other, so the widest (many) also serves as other", () => {
    const mapping = selectors(
      `nplurals=3; plural=${"(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)"};`,
      "ru",
    );
    expect(mapping.otherFrom).toBe(2);
  });
});

describe("the Plural-Forms reader", () => {
  test.each([
    ["nplurals=2; plural=n>1;", 1, 0],
    ["nplurals=3; plural=n%3;", 5, 2],
    ["nplurals=2; plural=!(n==1);", 1, 0],
    ["nplurals=2; plural=(n*2-1)/3 == 1 ? 1 : 0;", 2, 1],
  ])("%s evaluates n = %d to form %d", (header, n, form) => {
    const forms = readPluralForms(header);
    expect("error" in forms ? forms.error : forms.evaluate(n)).toBe(form);
  });

  test.each([
    ["nplurals=2; plural=n !=== 1;"],
    ["nplurals=2; plural=(n != 1;"],
    ["nplurals=2; plural=eval(n);"],
    ["plural=(n != 1);"],
    ["nplurals=9; plural=n;"],
    [`nplurals=2; plural=${"(".repeat(500)}n${")".repeat(500)};`],
  ])("refuses %s", (header) => {
    expect(readPluralForms(header)).toEqual({ error: expect.any(String) });
  });

  test("an expression that goes past nplurals or divides by zero cannot be mapped", () => {
    for (const header of ["nplurals=2; plural=n;", "nplurals=2; plural=1/(n-n);"]) {
      const forms = readPluralForms(header);
      if ("error" in forms) throw new Error(forms.error);
      expect(mapPluralForms(forms, "en")).toEqual({ error: expect.any(String) });
    }
  });
});
