import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { splitArguments, type TextPart } from "../../client/pages/translation/arguments";
import { TextWithChips } from "../../client/pages/translation/CellText";
import { guessFile } from "../../client/pages/translation/import-file";
import { findMatches, markRuns, rangesWithin } from "../../client/pages/translation/text";
import { withAdminI18n } from "./admin-i18n-seed";

const joined = (parts: TextPart[]) => parts.map((p) => p.raw).join("");
/** The chips of a text as `name:type` (`count:plural`, `name:`). */
const chips = (text: string) => splitArguments(text).flatMap((p) => (p.kind === "arg" ? [`${p.name}:${p.type}`] : []));

describe("ICU arguments as chips", () => {
  it("chips a simple argument, a formatted one and one with a style, whole", () => {
    expect(splitArguments("Dobrý deň, {name}!")).toEqual([
      { kind: "text", raw: "Dobrý deň, " },
      { kind: "arg", raw: "{name}", name: "name", type: "" },
      { kind: "text", raw: "!" },
    ]);
    expect(splitArguments("Doručované z viac ako {cities, number} miest sveta.")).toEqual([
      { kind: "text", raw: "Doručované z viac ako " },
      { kind: "arg", raw: "{cities, number}", name: "cities", type: "number" },
      { kind: "text", raw: " miest sveta." },
    ]);
    expect(splitArguments("{d, date, short}{ t ,time,::HHmm }")).toEqual([
      { kind: "arg", raw: "{d, date, short}", name: "d", type: "date" },
      { kind: "arg", raw: "{ t ,time,::HHmm }", name: "t", type: "time" },
    ]);
    expect(chips("{n, number, ::currency/EUR}{p, number, percent}")).toEqual(["n:number", "p:number"]);
  });

  it("chips the head of a plural, dims its selectors and braces, and scans its branches; # stays text", () => {
    const sk =
      "{count, plural, one {Dostupné v # jazyku} few {Dostupné v # jazykoch} many {Dostupné v # jazyka} other {Dostupné v # jazykoch}}";
    expect(splitArguments(sk)).toEqual([
      { kind: "arg", raw: "{count, plural,", name: "count", type: "plural" },
      { kind: "syntax", raw: " one {" },
      { kind: "text", raw: "Dostupné v # jazyku" },
      { kind: "syntax", raw: "} few {" },
      { kind: "text", raw: "Dostupné v # jazykoch" },
      { kind: "syntax", raw: "} many {" },
      { kind: "text", raw: "Dostupné v # jazyka" },
      { kind: "syntax", raw: "} other {" },
      { kind: "text", raw: "Dostupné v # jazykoch" },
      { kind: "syntax", raw: "}}" },
    ]);
    expect(splitArguments("{n, plural, offset:1 =0 {nobody} other {{host} and # others}}")).toEqual([
      { kind: "arg", raw: "{n, plural, offset:1", name: "n", type: "plural" },
      { kind: "syntax", raw: " =0 {" },
      { kind: "text", raw: "nobody" },
      { kind: "syntax", raw: "} other {" },
      { kind: "arg", raw: "{host}", name: "host", type: "" },
      { kind: "text", raw: " and # others" },
      { kind: "syntax", raw: "}}" },
    ]);
  });

  it("finds arguments in selects, ordinals and tags, nested", () => {
    expect(
      chips(
        "<b>{gender, select, female {{name} added {n, plural, one {# photo} other {# photos}} to her album} other {{name} added photos}}</b> {pos, selectordinal, one {#st} other {#th}}",
      ),
    ).toEqual(["gender:select", "name:", "n:plural", "name:", "pos:selectordinal"]);
  });

  it("follows ICU's apostrophes: '{' is a literal brace, '' an apostrophe, '#' quoted only in a plural", () => {
    expect(splitArguments("Use '{name}' for {name}")).toEqual([
      { kind: "text", raw: "Use '{name}' for " },
      { kind: "arg", raw: "{name}", name: "name", type: "" },
    ]);
    expect(chips("It''s {x}'s")).toEqual(["x:"]);
    expect(chips("l''{name}")).toEqual(["name:"]);
    expect(chips("'{unclosed quote {x}")).toEqual([]);
    expect(chips("{n, plural, other {'#{x}' }}")).toEqual(["n:plural"]);
    expect(chips("{g, select, other {'#{x}' }}")).toEqual(["g:select", "x:"]);
    expect(splitArguments("{n, plural, other {'#' is # and '{x}'}}")[2]).toEqual({
      kind: "text",
      raw: "'#' is # and '{x}'",
    });
  });

  it("shows a text it cannot scan as plain text, whole", () => {
    for (const text of [
      "{{count}} jazykov",
      "Hi {name",
      "{}",
      "{ }",
      "{n, plural, one {x}",
      "{n, plural, one x}",
      "{n, plural,}",
      "{n, plural, one {a} one {b}}",
      "{n, select, =0 {a} other {b}}",
      "{n, currency}",
      "{n, number,}",
      "{n, number, 'unclosed}",
      "{user.name}",
      `${"{n, plural, other {".repeat(40)}x${"}}".repeat(40)}`,
    ]) {
      expect(splitArguments(text), text).toEqual([{ kind: "text", raw: text }]);
    }
    expect(splitArguments("")).toEqual([]);
    expect(splitArguments("a } b")).toEqual([{ kind: "text", raw: "a } b" }]);
  });
});

/** The argument names of a parsed message, in order, as the chips should find them. */
function astArguments(elements: MessageFormatElement[]): string[] {
  const names: string[] = [];
  for (const el of elements) {
    if (el.type === TYPE.argument) names.push(`${el.value}:`);
    else if (el.type === TYPE.number) names.push(`${el.value}:number`);
    else if (el.type === TYPE.date) names.push(`${el.value}:date`);
    else if (el.type === TYPE.time) names.push(`${el.value}:time`);
    else if (el.type === TYPE.select || el.type === TYPE.plural) {
      const type = el.type === TYPE.select ? "select" : el.pluralType === "ordinal" ? "selectordinal" : "plural";
      names.push(`${el.value}:${type}`);
      for (const option of Object.values(el.options)) names.push(...astArguments(option.value));
    } else if (el.type === TYPE.tag) names.push(...astArguments(el.children));
  }
  return names;
}

/** A small deterministic PRNG (mulberry32), so a failure names a string that fails again. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  "{",
  "}",
  "'",
  "''",
  "#",
  " ",
  ",",
  "a",
  "n",
  "é",
  "😀",
  "\n",
  "<b>",
  "</b>",
  "=0",
  "one",
  "other",
  "offset:1",
  "number",
  "date",
  "short",
  "::",
  "plural",
  "select",
  "{n}",
  "{n, number}",
  "{d, date, short}",
  "'{'",
  "'}'",
  ">",
  "'>",
  "'#'",
  "'<",
];

/** Valid-looking ICU, nested at random, and then maybe broken by a cut or an insertion. */
function message(next: () => number, depth = 0): string {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  let out = "";
  for (let i = Math.floor(next() * 4); i >= 0; i--) {
    const r = next();
    if (r < 0.35)
      out += pick([
        "Dostupné v ",
        "l''",
        "It''s ",
        "'{'x'}' ",
        "# ",
        "'#' ",
        "'#{x}' ",
        "a '> {b}'",
        " ",
        "Ahoj 😀 ",
        "<b>",
        "</b>",
      ]);
    else if (r < 0.6) out += pick(["{name}", "{ n }", "{n, number}", "{d, date, short}", "{n,number,::compact-short}"]);
    else if (depth < 3) {
      const type = pick(["plural", "select", "selectordinal"]);
      const keys = type === "select" ? ["female", "other"] : ["=0", "one", "few", "other"];
      out += `{${pick(["n", "count", "g"])}, ${type},${type === "plural" && next() < 0.3 ? " offset:1" : ""}`;
      for (const key of keys) if (next() < 0.7 || key === "other") out += ` ${key} {${message(next, depth + 1)}}`;
      out += "}";
    }
  }
  return out;
}

function mutate(text: string, next: () => number): string {
  if (next() < 0.4) return text;
  const at = Math.floor(next() * (text.length + 1));
  if (next() < 0.5) return text.slice(0, at) + text.slice(at + 1);
  return text.slice(0, at) + (PIECES[Math.floor(next() * PIECES.length)] as string) + text.slice(at);
}

describe("the chips' scanner over generated text", () => {
  const next = random(20260);
  const texts: string[] = [];
  for (let i = 0; i < 300; i++) {
    let soup = "";
    for (let j = Math.floor(next() * 12); j >= 0; j--) soup += PIECES[Math.floor(next() * PIECES.length)];
    texts.push(soup, mutate(message(next), next));
  }

  it("never throws and never loses a character: the parts join back to the text", () => {
    for (const text of texts) expect(joined(splitArguments(text)), text).toBe(text);
  });

  it("chips exactly the arguments the parser finds, wherever the parser reads the text", () => {
    let parsed = 0;
    let withChips = 0;
    for (const text of texts) {
      let ast: MessageFormatElement[];
      try {
        ast = parse(text, { requiresOtherClause: false });
      } catch {
        // The scanner ignores tags and number skeletons, so it may read text the parser refuses;
        // anything else the parser refuses, it shows plain.
        if (!text.includes("<") && !text.includes("::")) expect(chips(text), text).toEqual([]);
        continue;
      }
      parsed++;
      const found = chips(text);
      if (found.length > 0) withChips++;
      expect(found, text).toEqual(astArguments(ast));
    }
    // The generator reaches both sides: plenty of valid ICU with arguments, plenty the parser refuses.
    expect(parsed).toBeGreaterThan(150);
    expect(withChips).toBeGreaterThan(100);
    expect(texts.length - parsed).toBeGreaterThan(150);
  });
});

describe("a cell's text, rendered", () => {
  const render = (text: string, highlight = "", admin: "en" | "pl" = "en") =>
    renderToStaticMarkup(withAdminI18n(createElement(TextWithChips, { text, locale: "sk", highlight }), admin));

  it("gives each chip its argument's name as its tooltip, and keeps the raw text visible", () => {
    const html = render("Online od {date, date, long}.");
    expect(html).toBe(
      '<span class="cell-text" lang="sk">Online od <span class="ph-chip" title="argument date, date" data-arg="date">{date, date, long}</span>.</span>',
    );
    // The tooltip is the admin's words; the argument's name and type are ICU, as written.
    expect(render("Online od {date, date, long}.", "", "pl")).toContain('title="argument date, date"');
    expect(render("{count, plural, one {# den} other {# dní}}", "", "pl")).toContain('title="argument count, plural"');
  });

  it("marks search matches in text, across a chip's edge and inside chips", () => {
    const html = render("{count, plural, one {# jazyk} other {# jazykov}}", "count");
    expect(html).toContain(
      '<span class="ph-chip" title="argument count, plural" data-arg="count">{<mark>count</mark>, plural,</span>',
    );
    expect(render("v {n}x", "v {n").replace(/<[^>]*class="cell-text"[^>]*>|<\/span>$/g, "")).toBe(
      '<mark>v </mark><span class="ph-chip" title="argument n" data-arg="n"><mark>{n</mark>}</span>x',
    );
  });
});

describe("an import file's format and language", () => {
  it("reads them from the name and the content", () => {
    expect(guessFile("de.json", '{"home":{"title":"x"}}', "en")).toEqual({ format: "nested-json", locale: "de" });
    expect(guessFile("strings.json", '{"home.title":"x"}', "en")).toEqual({ format: "json", locale: "en" });
    expect(guessFile("translations-hu-json-2026.json", '{"a":"x"}', "en")).toEqual({ format: "json", locale: "hu" });
    expect(guessFile("all.json", '{"sk":{"a":{"b":"x"}},"de":{"a":{"b":"y"}}}', "en")).toEqual({
      format: "nested-json",
      locale: "",
    });
    expect(guessFile("x.csv", "key,de\na,b", "en")).toEqual({ format: "csv", locale: "" });
    expect(guessFile("broken.json", "{", "en")).toEqual({ format: "json", locale: "en" });
  });
});

describe("marking search matches", () => {
  it("matches as the API searches: case and diacritics folded, ranges in the original text", () => {
    expect(findMatches("Čeština a cestina", "CEST")).toEqual([
      [0, 4],
      [10, 14],
    ]);
    expect(findMatches("Stránka sa nenašla", "nasla")).toEqual([[13, 18]]);
    expect(findMatches("anything", "  ")).toEqual([]);
  });

  it("cuts the text into marked and plain runs", () => {
    expect(markRuns("home.title", findMatches("home.title", "e.t"))).toEqual([
      { text: "hom", mark: false },
      { text: "e.t", mark: true },
      { text: "itle", mark: false },
    ]);
  });

  it("gives each part of a text the matches within it, relative to the part", () => {
    expect(
      rangesWithin(
        [
          [0, 3],
          [5, 9],
          [12, 14],
        ],
        2,
        8,
      ),
    ).toEqual([
      [0, 1],
      [3, 6],
    ]);
  });
});
