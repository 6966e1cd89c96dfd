import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseMessage } from "../../common/checks/parse";
import { messageArguments, messageTags } from "../../common/icu/arguments";
import { pluralCategories } from "../../common/icu/plural-categories";
import type { LocaleCode } from "../../common/locales";
import { MarkupChanged, planMessage } from "../../worker/services/mt/segments";

/**
 * What a machine-translation provider sees of an ICU message and what comes back
 * (docs/decisions/0062): a provider that only changes letters must give back a message with the
 * same arguments, tags and a plural with every category of the target language.
 */

const word = fc.stringMatching(/^[a-zA-Záéčž]{1,8}$/u);
const name = fc.constantFrom("n", "count", "name", "when");

/** ICU messages built from words, arguments, tags, plurals and selects, a few levels deep. */
const message: fc.Arbitrary<string> = fc.letrec<{ seq: string; item: string }>((tie) => ({
  seq: fc.array(tie("item"), { minLength: 1, maxLength: 4 }).map((items) => items.join(" ")),
  item: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    word,
    name.map((n) => `{${n}}`),
    fc.constant("{total, number}"),
    tie("seq").map((inner) => `<b>${inner}</b>`),
    fc.tuple(tie("seq"), tie("seq")).map(([one, other]) => `{n, plural, one {# ${one}} other {# ${other}}}`),
    fc.tuple(tie("seq"), tie("seq")).map(([a, b]) => `{g, select, female {${a}} other {${b}}}`),
  ),
})).seq;

/** A provider that only changes letters: upper-cases text, keeps every tag as it is. */
const shout = (unit: string) => unit.replace(/(<[^>]*>)|([^<]+)/gu, (_, tag, text) => tag ?? text.toUpperCase());

function plurals(text: string): string[][] {
  const parsed = parseMessage(text);
  const found: string[][] = [];
  const visit = (elements: NonNullable<typeof parsed.ast>) => {
    for (const el of elements) {
      if ("children" in el) visit(el.children);
      if ("options" in el) {
        if (el.type === 6) found.push(Object.keys(el.options));
        for (const option of Object.values(el.options)) visit(option.value);
      }
    }
  };
  if (parsed.ast) visit(parsed.ast);
  return found;
}

describe("the masked message a provider sees", () => {
  it("keeps arguments, tags and a plural for every target category through a letters-only provider", () => {
    const target: LocaleCode = "pl";
    fc.assert(
      fc.property(message, (source) => {
        const plan = planMessage(source, target);
        expect(plan).not.toBeNull();
        if (!plan) return;
        for (const unit of plan.units) expect(unit).not.toMatch(/[{}]|\bcount\b|<b>/u);
        const result = plan.build(plan.units.map(shout));
        const before = parseMessage(source).ast ?? [];
        const after = parseMessage(result).ast;
        expect(after, result).not.toBeNull();
        const kinds = (ast: typeof before) => [...messageArguments(ast)].map(([n, u]) => `${n}:${u.kind}`).sort();
        expect(kinds(after ?? [])).toEqual(kinds(before));
        expect([...messageTags(after ?? [])].sort()).toEqual([...messageTags(before)].sort());
        for (const categories of plurals(result))
          expect(categories).toEqual(expect.arrayContaining([...pluralCategories(target)]));
      }),
      { numRuns: 300 },
    );
  });

  it("refuses an answer that lost or duplicated a placeholder", () => {
    const plan = planMessage("Hello {name}, <b>welcome</b>", "de");
    expect(() => plan?.build([""])).toThrow(MarkupChanged);
    expect(() => plan?.build(['Hallo <x id="0"/> <x id="0"/>, <g id="1">willkommen</g>'])).toThrow(MarkupChanged);
    expect(plan?.build(['Hallo <x id="0"/>, <g id="1">willkommen</g>'])).toBe("Hallo {name}, <b>willkommen</b>");
  });

  it("escapes what the provider wrote that ICU would read as syntax", () => {
    const plan = planMessage("Price {n}", "de");
    const text = plan?.build(['Preis {} &lt;b&gt; <x id="0"/>']) ?? "";
    expect(text).toBe("Preis '{}' '<'b> {n}");
    expect(messageTags(parseMessage(text).ast ?? []).size).toBe(0);
  });
});
