import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formFields, formOffers, parseForms, printForms, setForm } from "../../client/pages/translation/plural-forms";
import { previewMessage, sampleNumbers, samplesOf } from "../../client/pages/translation/plural-samples";

const PL = "{count, plural, one {# język} few {# języki} many {# języków} other {# języka}}";

describe("the plural editor's forms", () => {
  it("cuts a plural into its forms and prints it back unchanged", () => {
    const model = parseForms(PL);
    expect(model?.argument).toBe("count");
    expect(model?.kind).toBe("plural");
    expect(model?.forms.map((f) => [f.key, f.text])).toEqual([
      ["one", "# język"],
      ["few", "# języki"],
      ["many", "# języków"],
      ["other", "# języka"],
    ]);
    expect(printForms(model as NonNullable<typeof model>)).toBe(PL);
  });

  it("keeps odd spacing, nested arguments, =n branches and offsets through a round trip", () => {
    const texts = [
      "{n,plural,offset:1\n  =0 {nobody}\n  one {{name} and # other}\n  other {{name} and # others}\n}",
      "{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
      "{gender, select, female {she {n, plural, one {# cat} other {# cats}}} other {they}}",
      "{n, plural, other {it''s {x}}}",
    ];
    for (const text of texts) {
      const model = parseForms(text);
      expect(model, text).not.toBeNull();
      expect(printForms(model as NonNullable<typeof model>)).toBe(text);
    }
  });

  it("leaves messages with text around the plural, or none, to the ICU view", () => {
    expect(parseForms("Available in {n, plural, one {# language} other {# languages}}")).toBeNull();
    expect(parseForms("{n, plural, other {#}} ")).toBeNull();
    expect(parseForms("Hello {name}")).toBeNull();
    expect(parseForms("{n, plural, one {# x}")).toBeNull();
    expect(parseForms("")).toBeNull();
  });

  it("is lossless: ICU → forms → ICU is the identity on every message it accepts", () => {
    const word = fc.stringMatching(/^[a-zá-ž #]{0,8}$/);
    const key = fc.constantFrom("zero", "one", "two", "few", "many", "=0", "=1", "=12");
    const space = fc.constantFrom("", " ", "  ", "\n");
    const message = fc
      .tuple(fc.uniqueArray(fc.tuple(key, word, space), { selector: ([k]) => k, maxLength: 5 }), word, space)
      .map(
        ([forms, other, gap]) =>
          `{count,${gap}plural,${forms.map(([k, t, s]) => `${s}${k}${s}{${t}}`).join("")} other {${other}}${gap}}`,
      );
    fc.assert(
      fc.property(message, (text) => {
        const model = parseForms(text);
        expect(model).not.toBeNull();
        expect(printForms(model as NonNullable<typeof model>)).toBe(text);
      }),
    );
  });

  it("rewrites one form's text, and adds a missing category before other", () => {
    const model = parseForms("{count, plural, one {# język} other {# języka}}");
    if (!model) throw new Error("not parsed");
    expect(printForms(setForm(model, "one", "jeden język"))).toBe(
      "{count, plural, one {jeden język} other {# języka}}",
    );
    const added = setForm(setForm(model, "many", "# języków"), "few", "# języki");
    expect(printForms(added)).toBe("{count, plural, one {# język} few {# języki} many {# języków} other {# języka}}");
    expect(setForm(model, "few", "")).toBe(model);
  });

  it("shows the target locale's CLDR categories, its =n branches and keys it does not use", () => {
    const model = parseForms("{count, plural, =0 {none} one {# Sprache} few {x} other {# Sprachen}}");
    if (!model) throw new Error("not parsed");
    expect(formFields(model, "pl").map((f) => [f.key, f.role, f.text])).toEqual([
      ["one", "category", "# Sprache"],
      ["few", "category", "x"],
      ["many", "category", ""],
      ["other", "category", "# Sprachen"],
      ["=0", "exact", "none"],
    ]);
    expect(formFields(model, "de").map((f) => [f.key, f.role])).toEqual([
      ["one", "category"],
      ["other", "category"],
      ["=0", "exact"],
      ["few", "unused"],
    ]);
  });
});

describe("the plural editor's previews", () => {
  it("picks sample numbers per Polish category, 22 among the few", () => {
    const samples = sampleNumbers("pl");
    expect(samples.get("one")).toEqual([1]);
    expect(samples.get("few")).toEqual([2, 22]);
    expect(samples.get("many")).toEqual([5, 0]);
    expect(samples.get("other")).toEqual([1.5, 0.5]);
    expect(samplesOf("=3", samples)).toEqual([3]);
  });

  it("formats the message as visitors read it for a sample", () => {
    expect(previewMessage(PL, "pl", "count", 1)).toEqual({ text: "1 język" });
    expect(previewMessage(PL, "pl", "count", 22)).toEqual({ text: "22 języki" });
    expect(previewMessage(PL, "pl", "count", 5)).toEqual({ text: "5 języków" });
    expect(previewMessage(PL, "pl", "count", 1.5)).toEqual({ text: "1,5 języka" });
    expect(previewMessage("{n, plural, one {{who} and # more} other {x}}", "en", "n", 1)).toEqual({
      text: "{who} and 1 more",
    });
    expect(previewMessage("{n, plural, one {x}}", "en", "n", 1)).toHaveProperty("error");
  });
});

describe("a form's own suggestions (formOffers)", () => {
  const model = { argument: "count", kind: "plural" as const };
  const parsed = (...texts: string[]) => texts.map((text) => ({ item: { text }, forms: parseForms(text) }));

  it("offers each suggestion's text for the same form, in the suggestions' order, once per text", () => {
    const suggestions = parsed(
      "{count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}",
      "{count, plural, one {# plik} few {# pliki z serwera} many {# plików} other {# pliku}}",
      "{count, plural, one {# plik} few {# pliki} other {# pliku}}",
    );
    expect(formOffers(suggestions, model, "few").map((o) => o.text)).toEqual(["# pliki", "# pliki z serwera"]);
    expect(formOffers(suggestions, model, "many").map((o) => o.item.text)).toEqual([suggestions[0]?.item.text]);
    expect(formOffers(suggestions, model, "=0")).toEqual([]);
  });

  it("leaves out suggestions of another kind, another argument, an empty form or no forms at all", () => {
    const suggestions = parsed(
      "{count, selectordinal, one {#st} other {#th}}",
      "{n, plural, one {# plik} other {# plików}}",
      "{count, plural, one {} other {# plików}}",
      "Pliki: {count}",
      "{count, plural, one {# plik",
    );
    expect(formOffers(suggestions, model, "one")).toEqual([]);
    expect(formOffers(suggestions, model, "other").map((o) => o.text)).toEqual(["# plików"]);
  });
});
