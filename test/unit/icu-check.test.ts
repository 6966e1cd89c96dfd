import { parse } from "@formatjs/icu-messageformat-parser";
import { describe, expect, test } from "vitest";
import { runChecks } from "../../common/checks/run.ts";
import { isInvalid } from "../../common/checks/severity.ts";
import { messageArguments } from "../../common/icu/arguments.ts";
import { keyNameProblem } from "../../common/icu/keys.ts";
import { pluralCategories } from "../../common/icu/plural-categories.ts";
import type { LocaleCode } from "../../common/locales.ts";

const codes = (text: string, locale: LocaleCode = "en", source?: string) =>
  runChecks(text, { locale, source: source === undefined ? undefined : { text: source, locale: "en" } }).map(
    (p) => p.code,
  );

describe("runChecks", () => {
  test("a Mastodon-style plural with every English category passes", () => {
    expect(codes("{count, plural, one {# post} other {# posts}}")).toEqual([]);
  });

  test("a syntax error names its line and column within the message", () => {
    const [p] = runChecks("Hello\n{name", { locale: "en" });
    expect(p).toMatchObject({ code: "syntax", severity: "error", line: 2, column: 1 });
  });

  test("a plural without other is an error, at the plural", () => {
    const problems = runChecks("You have {count, plural, one {# follower}}", { locale: "en" });
    expect(problems.map((p) => [p.code, p.severity, p.column])).toEqual([["no-other", "error", 10]]);
    expect(isInvalid(problems)).toBe(true);
  });

  test("a select without other inside a plural branch is found too", () => {
    const text = "{n, plural, one {{gender, select, female {her post}}} other {# posts}}";
    expect(codes(text)).toEqual(["no-other"]);
  });

  test("an unclosed rich-text tag and a mismatched closing tag are tag-unbalanced errors", () => {
    expect(runChecks("Read the <link>terms", { locale: "en" })[0]).toMatchObject({
      code: "tag-unbalanced",
      column: 10,
    });
    expect(codes("<b>Bold</i>")).toEqual(["tag-unbalanced"]);
    expect(codes("Read the <link>terms</link> and <b>rules</b>")).toEqual([]);
  });

  test("arguments missing from or added to the translation are warnings", () => {
    const source = "{name} boosted your post {title}";
    const problems = runChecks("{name} a boosté votre message {when}", {
      locale: "de",
      source: { text: source, locale: "sk" },
    });
    expect(problems.map((p) => [p.code, p.severity])).toEqual([
      ["argument-missing", "warning"],
      ["argument-added", "warning"],
    ]);
    expect(isInvalid(problems)).toBe(false);
  });

  test("arguments inside plural branches, select branches and tags count; # and tag names do not", () => {
    const ast = parse("<link>{n, plural, one {# by {author}} other {{gender, select, other {{who}}}}}</link>", {
      captureLocation: true,
    });
    expect([...messageArguments(ast).keys()]).toEqual(["n", "author", "gender", "who"]);
    const both = "{n, plural, one {# by {author}} other {# by {author}}}";
    expect(codes(both, "en", both)).toEqual([]);
  });

  test("a plural in the source and a bare argument in the translation is a type mismatch", () => {
    expect(codes("{count} posts", "de", "{count, plural, one {# post} other {# posts}}")).toEqual([
      "argument-type-mismatch",
    ]);
    expect(codes("{count, number} posts", "de", "{count, plural, one {# post} other {# posts}}")).toEqual([]);
  });

  test("few in German is an unknown category; few and many missing in Polish are reported", () => {
    expect(codes("{n, plural, one {# Beitrag} few {# Beiträge} other {# Beiträge}}", "de")).toEqual([
      "plural-category-unknown",
    ]);
    const [p] = runChecks("{n, plural, one {# wpis} other {# wpisów}}", { locale: "pl" });
    expect(p).toMatchObject({ code: "plural-category-missing", severity: "warning" });
    expect(p?.message).toContain("few, many");
  });

  test("=0 branches and offset do not count as categories", () => {
    const text =
      "{n, plural, offset:1 =0 {nobody} =1 {only {name}} one {{name} and # other} other {{name} and # others}}";
    expect(codes(text)).toEqual([]);
  });

  test("selectordinal is checked against ordinal categories", () => {
    expect(codes("{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", "en")).toEqual([]);
    expect(codes("{n, selectordinal, one {#.} other {#.}}", "de")).toEqual(["plural-category-unknown"]);
  });

  test("an invalid source is not compared", () => {
    expect(codes("{a}", "de", "{b")).toEqual([]);
  });
});

describe("plural categories of the ten locales", () => {
  test.each([
    ["sk", "one few many other"],
    ["en", "one other"],
    ["cz", "one few many other"],
    ["hr", "one few other"],
    ["pl", "one few many other"],
    ["hu", "one other"],
    ["si", "one two few other"],
    ["rs", "one few other"],
    ["de", "one other"],
    ["ru", "one few many other"],
  ] as const)("%s has %s", (locale, categories) => {
    expect(pluralCategories(locale).join(" ")).toBe(categories);
    const all = `{n, plural, ${categories
      .split(" ")
      .map((c) => `${c} {#}`)
      .join(" ")}}`;
    expect(codes(all, locale)).toEqual([]);
  });

  test("English ordinals are one two few other", () => {
    expect(pluralCategories("en", "ordinal")).toEqual(["one", "two", "few", "other"]);
  });
});

describe("keyNameProblem", () => {
  test.each(["__proto__", "a.constructor", "prototype.b", "a.__proto__.c"])("refuses %s", (name) => {
    expect(keyNameProblem(name)).toMatch(/segment named/);
  });
  test.each(["", "a..b", ".a", "a.", " a", "a ", "a\u0000b", "x".repeat(201)])("refuses %j", (name) => {
    expect(keyNameProblem(name)).not.toBeNull();
  });
  test("accepts a key that is both a message and a prefix, and Unicode segments", () => {
    expect(keyNameProblem("account.followers")).toBeNull();
    expect(keyNameProblem("account.followers.empty")).toBeNull();
    expect(keyNameProblem("nápověda.úvod 2")).toBeNull();
  });
});
