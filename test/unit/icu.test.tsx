import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { compileBundle, compileMessage } from "../../common/icu/compile";
import { formatText } from "../../common/icu/format";
import type { CompiledBundle } from "../../common/icu/types";

/** Compiles `text` and formats it in the language `tag`. */
function fmt(tag: string, text: string, values?: Record<string, unknown>): string {
  const { messages, errors } = compileBundle([["k", text]]);
  expect(errors).toEqual([]);
  return formatText(messages, tag, "k", messages.k as CompiledBundle[string], values);
}

describe("compileMessage", () => {
  it("stores plain text as its unescaped string and ICU text as an AST without locations", () => {
    expect(compileMessage("Hello")).toEqual({ message: "Hello" });
    expect(compileMessage("It''s '{'literal'}'")).toEqual({ message: "It's {literal}" });
    const compiled = compileMessage("Hi {name}");
    expect(Array.isArray((compiled as { message: unknown }).message)).toBe(true);
    expect(JSON.stringify(compiled)).not.toContain("location");
  });

  it("reports the error and its line and column", () => {
    expect(compileMessage("Hello\n  {name")).toEqual({
      error: { message: "expect argument closing brace", line: 2, column: 3 },
    });
    expect(compileMessage("{n, plural, one {x}}")).toMatchObject({ error: { message: "missing other clause" } });
  });

  it("keeps every good message of a bundle when one fails, in order", () => {
    const { messages, errors } = compileBundle([
      ["a", "one"],
      ["b", "{broken"],
      ["c", "{n} three"],
    ]);
    expect(Object.keys(messages)).toEqual(["a", "c"]);
    expect(errors).toEqual([{ key: "b", message: "expect argument closing brace", line: 1, column: 1 }]);
  });
});

describe("formatting ICU messages", () => {
  const files = "{n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}";

  it("chooses Polish plural categories at 1, 2, 5 and 22", () => {
    expect([1, 2, 5, 22].map((n) => fmt("pl", files, { n }))).toEqual(["1 plik", "2 pliki", "5 plików", "22 pliki"]);
    expect(fmt("pl", files, { n: 1.5 })).toBe("1,5 pliku");
  });

  it("prefers =0 and applies offset", () => {
    const guests = "{n, plural, offset:1 =0 {nobody} =1 {{host}} one {{host} and # other} other {{host} and # others}}";
    expect(fmt("en", guests, { n: 0, host: "Ana" })).toBe("nobody");
    expect(fmt("en", guests, { n: 1, host: "Ana" })).toBe("Ana");
    expect(fmt("en", guests, { n: 2, host: "Ana" })).toBe("Ana and 1 other");
    expect(fmt("en", guests, { n: 4, host: "Ana" })).toBe("Ana and 3 others");
  });

  it("formats selectordinal in English and select", () => {
    const place = "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}";
    expect([1, 2, 3, 4, 11, 22, 103].map((n) => fmt("en", place, { n }))).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "22nd",
      "103rd",
    ]);
    const pronoun = "{g, select, female {she} male {he} other {they}}";
    expect(["female", "male", "x"].map((g) => fmt("en", pronoun, { g }))).toEqual(["she", "he", "they"]);
  });

  it("formats numbers with styles and skeletons, and dates with styles, in UTC", () => {
    expect(fmt("de", "{p, number, ::currency/EUR}", { p: 1234.5 })).toBe("1.234,50\u00a0€");
    expect(fmt("en", "{p, number, ::percent}", { p: 0.25 })).toBe("25%");
    expect(fmt("cs", "{n, number}", { n: 12345 })).toBe("12\u00a0345");
    expect(fmt("en", "{r, number, percent}", { r: 0.5 })).toBe("50%");
    const midnight = Date.UTC(2025, 2, 1);
    expect(fmt("en", "{d, date, long}", { d: midnight })).toBe("March 1, 2025");
    expect(fmt("sk", "{d, date, long}", { d: midnight })).toBe("1. marca 2025");
    expect(fmt("en", "{d, date, ::yyyyMMMd}", { d: midnight })).toBe("Mar 1, 2025");
  });

  it("renders tags without a function as their children's text", () => {
    expect(fmt("en", "Read <b>this</b> and <script>alert(1)</script>", {})).toBe("Read this and alert(1)");
  });
});

describe("rich text", () => {
  it("renders tags as React elements and never parses text as HTML", async () => {
    const { createTranslator } = await import("../../client/i18n/messages");
    const { messages } = compileBundle([
      ["rich", "Go <link>home, {name}</link> or <b>stay</b> <unknown>here</unknown>."],
      ["xss", "'<img src=x onerror=alert(1)>' {v}"],
    ]);
    const { rich } = createTranslator({ locale: "sk", fallback: messages });
    const link = (chunks: ReactNode[]) => <a href="/">{chunks}</a>;
    const html = renderToStaticMarkup(<p>{rich("rich", { link, name: "<i>Ana</i>" })}</p>);
    expect(html).toBe('<p>Go <a href="/">home, &lt;i&gt;Ana&lt;/i&gt;</a> or stay here.</p>');
    expect(renderToStaticMarkup(<p>{rich("xss", { v: "<script>x</script>" })}</p>)).toBe(
      "<p>&lt;img src=x onerror=alert(1)&gt; &lt;script&gt;x&lt;/script&gt;</p>",
    );
  });
});
