import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseOrdered, stringifyOrdered } from "../../bin/lib/json-shape.mjs";
import { pull } from "../../bin/lib/pull.mjs";

/** `polyglot pull` keeps each file's shape (docs/decisions/0085-files-other-tools-read.md). */
const FLAT = { "home.title": "Willkommen", "home.lead": "Hallo", "404": "Nicht gefunden", "nav.new": "Neu" };
const NESTED = { home: { title: "Willkommen", lead: "Hallo" }, "404": "Nicht gefunden", nav: { new: "Neu" } };

/** The URL a call asks for: the CLI's typed client (openapi-fetch) sends a Request. */
const urlOf = (input: string | Request) => (typeof input === "string" ? input : input.url);

/** A server answering /stats (German only) and /export?report=1 (the format asked, with one i18next warning). */
function server() {
  const asked: string[] = [];
  vi.stubGlobal("fetch", async (input: string | Request) => {
    const u = new URL(urlOf(input));
    if (u.pathname.endsWith("/stats")) return new Response(JSON.stringify({ locales: [{ locale: "de" }] }));
    const format = u.searchParams.get("format") as string;
    asked.push(`${format}${u.searchParams.get("version") ? ` ${u.searchParams.get("version")}` : ""}`);
    const text =
      format === "nested-json"
        ? `${JSON.stringify(NESTED, null, 2)}\n`
        : format === "xliff"
          ? `<xliff version="${u.searchParams.get("version") ?? "2.0"}"/>\n`
          : `${JSON.stringify(FLAT, null, 2)}\n`;
    const warnings =
      format === "i18next" ? [{ locale: "de", key: "role", message: "select has no i18next equivalent here" }] : [];
    return new Response(JSON.stringify({ text, warnings }));
  });
  return asked;
}

const setup = (name: string, content?: string) => {
  const dir = mkdtempSync(join(tmpdir(), "polyglot-pull-"));
  if (content !== undefined) writeFileSync(join(dir, name), content);
  return { dir, path: join(dir, name), config: { url: "https://x.example", token: "plg_t", dir } };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("polyglot pull", () => {
  it("keeps a nested file nested, in its own key order and indent", async () => {
    const asked = server();
    const old =
      '{\n    "nav": {\n        "new": "x"\n    },\n    "home": {\n        "lead": "x",\n        "title": "x"\n    }\n}\n';
    const { path, config } = setup("de.json", old);
    vi.spyOn(process.stdout, "write").mockReturnValue(true);
    expect(await pull(config)).toBe(0);
    expect(asked).toEqual(["nested-json"]);
    expect(readFileSync(path, "utf8")).toBe(
      '{\n    "nav": {\n        "new": "Neu"\n    },\n    "home": {\n        "lead": "Hallo",\n        "title": "Willkommen"\n    },\n    "404": "Nicht gefunden"\n}\n',
    );
  });

  it("keeps a flat file flat and its order, an integer-like key where it was", async () => {
    const asked = server();
    const { path, config } = setup("de.json", '{\n  "nav.new": "x",\n  "404": "x",\n  "home.title": "x"\n}\n');
    vi.spyOn(process.stdout, "write").mockReturnValue(true);
    expect(await pull(config)).toBe(0);
    expect(asked).toEqual(["json"]);
    expect(readFileSync(path, "utf8")).toBe(
      '{\n  "nav.new": "Neu",\n  "404": "Nicht gefunden",\n  "home.title": "Willkommen",\n  "home.lead": "Hallo"\n}\n',
    );
  });

  it("never rewrites a file in another shape without --force, and says so", async () => {
    server();
    const nested = `${JSON.stringify({ home: { title: "alt" } }, null, 2)}\n`;
    const { path, config } = setup("de.json", nested);
    const err = vi.spyOn(process.stderr, "write").mockReturnValue(true);
    vi.spyOn(process.stdout, "write").mockReturnValue(true);
    expect(await pull({ ...config, format: "json" })).toBe(1);
    expect(readFileSync(path, "utf8")).toBe(nested);
    expect(String(err.mock.calls.at(-1)?.[0])).toMatch(/de\.json is nested JSON; --format json would rewrite it flat/);
    expect(await pull({ ...config, format: "json" }, { force: true })).toBe(0);
    expect(JSON.parse(readFileSync(path, "utf8"))).toEqual(FLAT);
  });

  it("keeps an XLIFF file's version unless another is asked, which needs --force", async () => {
    const asked = server();
    const { config } = setup("de.xlf", '<xliff version="1.2"></xliff>');
    vi.spyOn(process.stdout, "write").mockReturnValue(true);
    vi.spyOn(process.stderr, "write").mockReturnValue(true);
    expect(await pull({ ...config, format: "xliff" })).toBe(0);
    expect(await pull({ ...config, format: "xliff", xliffVersion: "2.0" })).toBe(1);
    expect(asked).toEqual(["xliff 1.2"]);
  });

  it("prints what i18next cannot express", async () => {
    server();
    const { config } = setup("de.json");
    const err = vi.spyOn(process.stderr, "write").mockReturnValue(true);
    vi.spyOn(process.stdout, "write").mockReturnValue(true);
    expect(await pull({ ...config, format: "i18next" })).toBe(0);
    expect(err.mock.calls.map((c) => String(c[0])).join("")).toMatch(
      /⚠ .*de\.json: role: select has no i18next equivalent here; written as ICU text/,
    );
  });
});

describe("polyglot pull against a server from before report=1", () => {
  it("writes the file the server sends", async () => {
    vi.stubGlobal("fetch", async (input: string | Request) =>
      urlOf(input).includes("/stats")
        ? new Response(JSON.stringify({ locales: [{ locale: "de" }] }))
        : new Response('msgid ""\nmsgstr ""\n'),
    );
    const { path, config } = setup("de.po");
    vi.spyOn(process.stdout, "write").mockReturnValue(true);
    expect(await pull({ ...config, format: "po" })).toBe(0);
    expect(readFileSync(path, "utf8")).toBe('msgid ""\nmsgstr ""\n');
  });
});

describe("the CLI's ordered JSON", () => {
  it("reads and writes keys in file order, as JSON.stringify would format them", () => {
    const text = '{\n  "b": 1,\n  "10": [\n    true,\n    null\n  ],\n  "a": {\n    "x": "é\\n"\n  },\n  "e": {}\n}\n';
    expect(stringifyOrdered(parseOrdered(text))).toBe(text);
    expect(() => parseOrdered('{"a": 1,}')).toThrow(SyntaxError);
    expect(() => parseOrdered('{"a": 1} x')).toThrow(SyntaxError);
  });
});
