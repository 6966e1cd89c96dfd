import { env, SELF } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GENERATION_KEY } from "../../worker/services/page-cache/page-store";
import { REVISION_KEY } from "../../worker/services/translations/bundle-keys";
import { writeImport } from "../../worker/services/translations/import-translations";
import { createAccount, SAME_ORIGIN, signIn } from "./auth-helpers";
import { get, ORIGIN, problemOf, textOf } from "./helpers";
import { countRows, seedStore } from "./store-helpers";

let admin: string;
beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});
beforeEach(seedStore);

const API = `${ORIGIN}/api/admin/translations`;

function post(body: Record<string, unknown>): Promise<Response> {
  return SELF.fetch(`${API}/import`, {
    method: "POST",
    headers: { ...SAME_ORIGIN, Cookie: admin, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function apply(body: Record<string, unknown>) {
  const res = await post({ ...body, dryRun: false });
  expect(res.status).toBe(200);
  return (await res.json()) as { written: number; publish: { failed: { key: string; locale: string }[] } };
}

async function exported(query: string): Promise<string> {
  const res = await SELF.fetch(`${API}/export?${query}`, { headers: { Cookie: admin } });
  expect(res.status).toBe(200);
  return res.text();
}

const h1 = async (path: string) => textOf(await (await get(path)).text(), "<h1");
const lead = async (path: string) => textOf(await (await get(path)).text(), 'class="lead"');
const bundle = async (locale: string) => (await (await get(`/api/i18n/${locale}`)).json()) as Record<string, unknown>;

describe("importing a file", () => {
  it("publishes a key that is a message and a group at once; both keys reach visitors", async () => {
    const content = JSON.stringify({ home: { title: { "": "Titel", sub: "Untertitel" } } });
    const result = await apply({ format: "nested-json", content, fileName: "de.json" });
    expect(result.written).toBe(2);
    expect(await h1("/de")).toBe("Titel");
    expect(await bundle("de")).toMatchObject({ "home.title": "Titel", "home.title.sub": "Untertitel" });
  });

  it("stores a broken message flagged, serves the rest, and names it in publish.failed", async () => {
    const content = JSON.stringify({ "home.title": "Hallo", "home.lead": "Kaputt {name" });
    const result = await apply({ format: "json", content, locale: "de" });
    expect(result.publish.failed).toContainEqual(expect.objectContaining({ key: "home.lead", locale: "de" }));
    expect(await h1("/de")).toBe("Hallo");
    expect(await lead("/de")).toBe(await lead("/"));
    const stored = await env.DB.prepare(
      "SELECT v.text, v.problems FROM i18n_values v JOIN i18n_keys k ON k.id = v.key_id WHERE k.name = 'home.lead' AND v.locale = 'de'",
    ).first<{ text: string; problems: string }>();
    expect(stored?.text).toBe("Kaputt {name");
    expect(JSON.parse(stored?.problems ?? "[]")).toEqual([
      expect.objectContaining({ code: "syntax", severity: "error" }),
    ]);
  });

  it("lists every entry of a dry run with its status, file, line and column, and writes nothing", async () => {
    const content =
      '{\n  "home.title": "Willkommen",\n  "home.lead": "Neu",\n  "brand.new": "{n, plural, one {x}}"\n}\n';
    const res = await post({ format: "json", content, fileName: "de.json" });
    const preview = (await res.json()) as { counts: object; entries: object[]; truncated: boolean };
    expect(preview.counts).toEqual({ added: 0, changed: 1, unchanged: 1, conflicting: 0, invalid: 1 });
    expect(preview.truncated).toBe(false);
    expect(preview.entries).toEqual([
      expect.objectContaining({ key: "home.title", status: "unchanged", file: "de.json", line: 2, column: 18 }),
      expect.objectContaining({
        key: "home.lead",
        status: "changed",
        line: 3,
        column: 17,
        current: expect.any(String),
      }),
      expect.objectContaining({
        key: "brand.new",
        status: "invalid",
        line: 4,
        problems: [expect.objectContaining({ code: "no-other", severity: "error" })],
      }),
    ]);
    expect((await env.DB.prepare("SELECT 1 FROM i18n_keys WHERE name = 'brand.new'").first()) ?? null).toBeNull();
  });

  it("refuses malformed JSON with 400 naming file, line and column, and writes nothing", async () => {
    const before = await countRows("i18n_values");
    const res = await post({
      format: "json",
      content: '{\n  "a": "x",\n  "b" "y"\n}',
      fileName: "de.json",
      dryRun: false,
    });
    const problem = await problemOf(res, 400);
    expect(problem).toMatchObject({ file: "de.json", line: 3, column: 7 });
    expect((problem.errors as { path: string; message: string }[])[0]).toMatchObject({
      path: "content",
      message: expect.stringMatching(/^de\.json:3:7 malformed JSON/),
    });
    expect(await countRows("i18n_values")).toBe(before);
  });

  it("refuses a whole file with a __proto__ key, naming it", async () => {
    const raw = '{\n  "ok.key": "x",\n  "a.__proto__.b": "y"\n}';
    const res = await post({ format: "json", content: raw, locale: "de", dryRun: false });
    expect((await problemOf(res, 400)).detail).toContain("__proto__");
    expect(await env.DB.prepare("SELECT 1 FROM i18n_keys WHERE name = 'ok.key'").first()).toBeNull();
  });

  it("converts i18next interpolation and plural suffixes to ICU", async () => {
    const content = JSON.stringify({
      greet: "Hallo {{name}}",
      item_one: "{{count}} Ding",
      item_other: "{{count}} Dinge",
    });
    await apply({ format: "i18next", content, locale: "de" });
    const file = JSON.parse(await exported("format=json&locale=de")) as Record<string, string>;
    expect(file.greet).toBe("Hallo {name}");
    expect(file.item).toBe("{count, plural, one {{count} Ding} other {{count} Dinge}}");
  });

  it("answers 400 when the file name is not a locale and no locale is given", async () => {
    const res = await post({ format: "json", content: "{}", fileName: "messages.json" });
    expect(await problemOf(res, 400)).toMatchObject({ errors: [{ path: "fileName" }] });
  });
});

describe("exporting", () => {
  it("writes keys in the order of the last import", async () => {
    const content = '{\n  "zeta.last": "Z",\n  "home.title": "Hallo",\n  "alpha.first": "A"\n}\n';
    await apply({ format: "json", content, locale: "de" });
    const keys = Object.keys(JSON.parse(await exported("format=json&locale=de")));
    expect(keys.slice(-3)).toEqual(["zeta.last", "home.title", "alpha.first"]);
  });

  it("gives back a normalised flat file byte for byte", async () => {
    const sk = await exported("format=json&locale=sk");
    await apply({ format: "json", content: sk, fileName: "sk.json" });
    expect(await exported("format=json&locale=sk")).toBe(sk);
    const file = '{\n  "b.x": " ",\n  "a": "  lead and trail\\n",\n  "a.b": "no\u00a0break"\n}\n';
    await apply({ format: "json", content: file, fileName: "sk.json" });
    expect((await exported("format=json&locale=sk")).endsWith(file.slice(1))).toBe(true);
  });

  it('exports leaf-and-branch keys with the "" member, and the file imports back unchanged', async () => {
    await apply({ format: "json", content: JSON.stringify({ "x.y": "own", "x.y.z": "child" }), locale: "en" });
    const nested = await exported("format=nested-json&locale=en");
    expect(nested).toContain('"y": {\n      "": "own",\n      "z": "child"\n    }');
    const again = await post({ format: "nested-json", content: nested, fileName: "en.json" });
    const counts = ((await again.json()) as { counts: Record<string, number> }).counts;
    expect(counts).toMatchObject({ added: 0, changed: 0, invalid: 0, conflicting: 0 });
  });

  it("exports every format", async () => {
    for (const format of ["json", "nested-json", "csv", "i18next"]) {
      expect((await exported(`format=${format}&locale=de`)).length).toBeGreaterThan(10);
      expect((await exported(`format=${format}`)).length).toBeGreaterThan(10);
    }
  });
});

describe("a change written straight to D1 (the command-line import)", () => {
  it("reaches the page once the revision pointer is deleted from KV and the cached page has expired", async () => {
    expect(await h1("/de")).toBe("Willkommen");
    await writeImport(env.DB, [{ key: "home.title", locale: "de", text: "Von der Kommandozeile" }], "cli:test");
    expect(await h1("/de")).toBe("Willkommen");
    await env.CACHE.delete(REVISION_KEY);
    // The command line cannot reach a location's edge cache: its cached page lives out its
    // PAGE_CACHE_TTL_S (docs/decisions/0059-edge-cache-generations.md). The cache losing the
    // location's generation stands in for that minute passing.
    await (caches as unknown as { default: Cache }).default.delete(GENERATION_KEY);
    expect(await h1("/de")).toBe("Von der Kommandozeile");
  });
});
