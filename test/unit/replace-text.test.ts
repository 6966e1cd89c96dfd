import { describe, expect, it } from "vitest";
import { replaceInText } from "../../common/icu/replace-text";

describe("find & replace in text parts", () => {
  it("replaces in plain text, every occurrence", () => {
    expect(replaceInText("Bis zu 14 Tage, 14 Mal", "14", "30")).toEqual({
      status: "replaced",
      text: "Bis zu 30 Tage, 30 Mal",
      count: 2,
    });
  });

  it("leaves {count, plural, …} intact: the argument, the keyword and the selectors are not text", () => {
    const text = "{count, plural, one {# count item} other {# count items}} for count";
    const out = replaceInText(text, "count", "Anzahl");
    expect(out).toEqual({
      status: "replaced",
      text: "{count, plural, one {# Anzahl item} other {# Anzahl items}} for Anzahl",
      count: 3,
    });
  });

  it("never touches argument names, select branches or tag names", () => {
    const text = "<b>gender</b> {gender, select, male {he} female {she} other {they}} {gender}";
    expect(replaceInText(text, "gender", "Geschlecht")).toEqual({
      status: "replaced",
      text: "<b>Geschlecht</b> {gender, select, male {he} female {she} other {they}} {gender}",
      count: 1,
    });
    expect(replaceInText("Hello {name}", "name", "x")).toEqual({ status: "unchanged" });
    expect(replaceInText("<link>go</link>", "link", "x")).toEqual({ status: "unchanged" });
    expect(replaceInText("{n, number, ::percent} percent", "percent", "%")).toEqual({
      status: "replaced",
      text: "{n, number, ::percent} %",
      count: 1,
    });
  });

  it("refuses a replacement that breaks the syntax or changes the structure", () => {
    expect(replaceInText("Hello {name}!", "!", "{")).toEqual({ status: "breaks", text: "Hello {name}{" });
    expect(replaceInText("Hello friend", "friend", "{name}")).toEqual({ status: "breaks", text: "Hello {name}" });
    // A # inside a plural branch would become the number.
    expect(replaceInText("{n, plural, other {No. 5}}", "No.", "#")).toEqual({
      status: "breaks",
      text: "{n, plural, other {# 5}}",
    });
    // An apostrophe before a brace would quote the argument into text.
    expect(replaceInText("x{name}", "x", "'")).toMatchObject({ status: "breaks" });
  });

  it("says when the text does not parse, or nothing matched", () => {
    expect(replaceInText("Hello {name", "Hello", "Hi")).toEqual({ status: "invalid" });
    expect(replaceInText("Hello", "Bye", "Hi")).toEqual({ status: "unchanged" });
  });
});
