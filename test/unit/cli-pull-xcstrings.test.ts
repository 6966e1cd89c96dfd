import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatOf } from "../../bin/lib/formats.mjs";
import { pull } from "../../bin/lib/pull.mjs";
import { mergeCatalog } from "../../bin/lib/xcstrings-merge.mjs";
import { exportXcstrings } from "../../common/formats/xcstrings-export.ts";
import { importXcstrings } from "../../common/formats/xcstrings-import.ts";

/** `polyglot pull --format xcstrings` (docs/decisions/0092-apple-string-catalogs.md). */
const CATALOG = readFileSync(new URL("../fixtures/xcstrings/Catalog.xcstrings", import.meta.url), "utf8");

/** What the server would export after importing the fixture: a catalog written from scratch. */
function serverCatalog(change?: (e: { key: string; locale: string; text: string }) => string) {
  const read = importXcstrings(CATALOG, { locale: "en", sourceLocale: "en" });
  const entries = read.entries.map((e) => ({
    key: e.key,
    locale: e.locale,
    text: change ? change(e) : e.text,
    reviewed: e.state !== "needs-review",
    description: e.description ?? "",
  }));
  return exportXcstrings(entries, { sourceLocale: "en" });
}

function server(catalog: { text: string; warnings: unknown[] }) {
  const asked: string[] = [];
  // openapi-fetch (bin/lib/http.mjs) hands fetch a Request.
  vi.stubGlobal("fetch", async (input: string | Request) => {
    asked.push(new URL(typeof input === "string" ? input : input.url).search);
    return new Response(JSON.stringify(catalog));
  });
  return asked;
}

const setup = (files: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), "polyglot-pull-xc-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return { dir, config: { url: "https://x.example", token: "plg_t", dir, format: "xcstrings" } };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("polyglot pull --format xcstrings", () => {
  it("writes nothing new into the catalog when nothing changed, though the server writes it otherwise", () => {
    const fresh = serverCatalog().text;
    expect(fresh).not.toBe(CATALOG);
    expect(mergeCatalog(fresh, CATALOG)).toBe(CATALOG);
  });

  it("asks for every locale in one file and changes only the changed lines of the directory's catalog", async () => {
    const changed = serverCatalog((e) =>
      e.locale === "de" && e.key === "Copied %@ to %@" ? "{arg1} → {arg2}" : e.text,
    );
    const asked = server(changed);
    const { dir, config } = setup({ "App.xcstrings": CATALOG });
    vi.spyOn(process.stdout, "write").mockReturnValue(true);
    expect(await pull(config)).toBe(0);
    expect(asked).toEqual(["?format=xcstrings&report=1"]);
    const after = readFileSync(join(dir, "App.xcstrings"), "utf8");
    expect(after).toBe(CATALOG.replace('"value" : "%2$@: %1$@ kopiert"', '"value" : "%@ → %@"'));
  });

  it("writes Localizable.xcstrings when there is none, and leaves a file that is not JSON unless --force", async () => {
    server(serverCatalog());
    const { dir, config } = setup({});
    vi.spyOn(process.stdout, "write").mockReturnValue(true);
    expect(await pull(config)).toBe(0);
    expect(readFileSync(join(dir, "Localizable.xcstrings"), "utf8")).toBe(serverCatalog().text);
    writeFileSync(join(dir, "Localizable.xcstrings"), "not json");
    const err = vi.spyOn(process.stderr, "write").mockReturnValue(true);
    expect(await pull(config)).toBe(1);
    expect(String(err.mock.calls.at(-1)?.[0])).toMatch(/is not a String Catalog/);
    expect(await pull(config, { force: true })).toBe(0);
  });

  it("push knows a catalog by its extension", () => {
    expect(formatOf("App/Localizable.xcstrings")).toBe("xcstrings");
  });
});
