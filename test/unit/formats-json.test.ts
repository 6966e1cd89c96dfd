import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { exportCsv, exportFlatJson, exportNestedJson } from "../../common/formats/export.ts";
import { localeOfFile } from "../../common/formats/file-locale.ts";
import { classifyEntries, parseFile } from "../../common/formats/import.ts";
import { importJson } from "../../common/formats/import-json.ts";
import { readJson } from "../../common/formats/json-reader.ts";

const pairs = (text: string, locale = "en" as const) =>
  importJson(text, { locale }).entries.map((e) => [e.key, e.text]);

describe("JSON reader", () => {
  test("keeps member order, integer-like names included", () => {
    const node = readJson('{"b": "1", "10": "2", "a": {"2": "3", "1": "4"}}');
    expect(node.kind === "object" && node.members.map((m) => m.name)).toEqual(["b", "10", "a"]);
  });

  test.each([
    ['{\n  "a": "x",\n  "b": "y"\n', 4, 1, "expected , or }"],
    ['{\n  "a": "x"\n  "b": "y"\n}', 3, 3, "expected , or }"],
    ['{\n  "a": "li\nne"\n}', 2, 11, "control character"],
    ['{"a": tru}', 1, 7, "unexpected character"],
  ])("reports a syntax error with line and column: %j", (text, line, column, message) => {
    const { errors, entries } = importJson(text, { locale: "en", fileName: "en.json" });
    expect(entries).toEqual([]);
    expect(errors).toEqual([{ file: "en.json", line, column, message: expect.stringContaining(message) }]);
  });
});

describe("JSON import", () => {
  test("flat and nested forms give the same keys, in file order, with positions", () => {
    const result = importJson('{\n  "home": {\n    "title": "Hi",\n    "lead": "{n} new"\n  },\n  "x.y": "z"\n}', {
      locale: "en",
    });
    expect(result.entries.map((e) => [e.key, e.line, e.column])).toEqual([
      ["home.title", 3, 15],
      ["home.lead", 4, 14],
      ["x.y", 6, 11],
    ]);
  });

  test("a key that is both a message and a group uses the empty member", () => {
    const text =
      '{\n  "account": {\n    "followers": {\n      "": "Followers",\n      "empty": "No followers yet."\n    }\n  }\n}';
    expect(pairs(text)).toEqual([
      ["account.followers", "Followers"],
      ["account.followers.empty", "No followers yet."],
    ]);
  });

  test("an import problem is placed in the file, past escapes", () => {
    const { entries } = importJson('{\n  "a": "\\"q\\" {count, plural, one {#}}"\n}', { locale: "en" });
    const [p] = entries[0]?.problems ?? [];
    expect(p).toMatchObject({ code: "no-other", line: 1, column: 5, file: { line: 2, column: 15 } });
  });

  test("arguments are compared with the source texts given", () => {
    const sources = new Map([["greet", "Ahoj {name}"]]);
    const { entries } = importJson('{"greet": "Hallo {nom}"}', { locale: "de", sources });
    expect(entries[0]?.problems.map((p) => p.code)).toEqual(["argument-missing", "argument-added"]);
  });

  test.each(["__proto__", "constructor", "a.prototype"])("refuses the key %s and keeps the others", (key) => {
    const { entries, errors } = importJson(`{"ok": "x", "${key}": "y"}`, { locale: "en" });
    expect(entries.map((e) => e.key)).toEqual(["ok"]);
    expect(errors[0]?.message).toMatch(/segment named/);
  });

  test("refuses nested __proto__, duplicate keys, non-string values and a top-level empty member", () => {
    const text = '{"a": {"__proto__": {"b": "x"}}, "c": "1", "c": "2", "d": 3, "": "e", "f": {"": {}}}';
    const { entries, errors } = importJson(text, { locale: "en" });
    expect(entries.map((e) => e.key)).toEqual(["c"]);
    expect(errors.map((e) => e.message)).toEqual([
      expect.stringContaining("__proto__"),
      expect.stringContaining("duplicate key c"),
      expect.stringContaining("must be a string"),
      expect.stringContaining("empty member name"),
      expect.stringContaining("group's own message"),
    ]);
  });
});

describe("export and round trips", () => {
  const whitespace = { one: " ", padded: "\n x \n", nbsp: "a\u00a0b", tab: "\tx", "10": "ten", quote: 'say "hi"' };

  test("a normalised flat file survives import then export byte for byte, whitespace included", () => {
    const file = `${JSON.stringify({ z: "last?", ...whitespace, a: "{n, plural, one {#} other {#}}" }, null, 2)}\n`;
    const { entries } = importJson(file, { locale: "en" });
    expect(exportFlatJson(entries)).toBe(file);
  });

  test("export keeps the given order, integer-like keys included", () => {
    const entries = [
      { key: "b", text: "1" },
      { key: "10", text: "2" },
    ];
    expect(exportFlatJson(entries)).toBe('{\n  "b": "1",\n  "10": "2"\n}\n');
  });

  test("nested export writes leaf+branch keys with the empty member and re-imports them", () => {
    const entries = [
      { key: "account.followers.empty", text: "None" },
      { key: "account.followers", text: "Followers" },
      { key: "account.follow", text: " " },
    ];
    const text = exportNestedJson(entries);
    expect(JSON.parse(text)).toEqual({ account: { followers: { empty: "None", "": "Followers" }, follow: " " } });
    expect(pairs(text)).toEqual(entries.map((e) => [e.key, e.text]));
  });

  test("CSV export re-imports to the same entries, every locale a column", () => {
    const entries = [
      { locale: "en" as const, key: "a", text: '=1+1, "quoted"\nline' },
      { locale: "de" as const, key: "a", text: " " },
      { locale: "en" as const, key: "b", text: "'apostrophe" },
    ];
    const csv = exportCsv(entries, ["en", "de"]);
    const back = parseFile("csv", csv, { locale: "en" }).entries.map((e) => ({
      locale: e.locale,
      key: e.key,
      text: e.text,
    }));
    expect(back).toEqual([entries[0], entries[2], entries[1]]);
  });

  test("flat export then import is the identity (property)", () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_]{1,8}$/).filter((s) => !["constructor", "prototype"].includes(s));
    const key = fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => s.join("."));
    const text = fc.string({ unit: "grapheme", maxLength: 20 }).map((s) => s.replace(/[{}'<#]/g, ""));
    const entries = fc.uniqueArray(fc.record({ key, text }), { selector: (e) => e.key, maxLength: 30 });
    fc.assert(
      fc.property(entries, (list) => {
        const back = importJson(exportFlatJson(list), { locale: "en" });
        expect(back.errors).toEqual([]);
        expect(back.entries.map((e) => ({ key: e.key, text: e.text }))).toEqual(list);
      }),
    );
  });
});

describe("file names and the dry run", () => {
  test.each([
    ["locales/cz.json", "cz"],
    ["cs.json", "cz"],
    ["sr-Latn.json", "rs"],
    ["sl.json", "si"],
    ["de/common.json", "de"],
    // Real projects name files by language and region (Grafana: cs-CZ/grafana-scenes.json).
    ["cs-CZ/grafana-scenes.json", "cz"],
    ["pl_PL.json", "pl"],
    ["en-US.json", "en"],
    ["sr-Latn-RS.json", "rs"],
    ["locales/sl-SI/common.json", "si"],
  ])("%s is %s", (path, locale) => {
    expect(localeOfFile(path)).toEqual({ locale });
  });

  test.each(["messages.json", "en/x.txt", "fr.json", "pt_BR.json", "sr-Cyrl.json", "si-LK.json", "zh-Hans/a.json"])(
    "%s is an error naming the file",
    (path) => {
      expect(localeOfFile(path)).toEqual({ error: expect.stringContaining(path) });
    },
  );

  test("classifies entries as added, changed, unchanged, conflicting and invalid", () => {
    const a = importJson('{"new": "x", "same": "y", "edit": "z", "bad": "{n, plural, one {#}}"}', { locale: "en" });
    const b = importJson('{"twice": "1"}', { locale: "en" });
    const c = importJson('{"twice": "2"}', { locale: "en" });
    const stored = new Map([
      ["same", "y"],
      ["edit", "old"],
    ]);
    const statuses = classifyEntries([...a.entries, ...b.entries, ...c.entries], (_l, k) => stored.get(k));
    expect(statuses.map((s) => s.status)).toEqual([
      "added",
      "unchanged",
      "changed",
      "invalid",
      "conflicting",
      "conflicting",
    ]);
  });
});
