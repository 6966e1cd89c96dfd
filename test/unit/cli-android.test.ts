import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { androidFileName, androidFiles } from "../../bin/lib/android.mjs";
import { pull } from "../../bin/lib/pull.mjs";

/** `polyglot pull|push --format android --dir app/src/main/res` (docs/decisions/0093-android-resources.md). */
const FILE = (text: string) => `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    ${text}\n</resources>\n`;
const SERVER_FILES: Record<string, string> = {
  en: "values/strings.xml",
  de: "values-de/strings.xml",
  rs: "values-b+sr+Latn/strings.xml",
};

function server() {
  // openapi-fetch (bin/lib/http.mjs) hands fetch a Request.
  vi.stubGlobal("fetch", async (input: string | Request) => {
    const u = new URL(typeof input === "string" ? input : input.url);
    if (u.pathname.endsWith("/stats")) {
      return new Response(JSON.stringify({ locales: Object.keys(SERVER_FILES).map((locale) => ({ locale })) }));
    }
    const locale = u.searchParams.get("locale") as string;
    const text = FILE(`<string name="hello">${locale}</string>`);
    return new Response(JSON.stringify({ text, warnings: [], file: SERVER_FILES[locale] }));
  });
}

const res = () => {
  const dir = mkdtempSync(join(tmpdir(), "polyglot-android-"));
  return { dir, config: { url: "https://x.example", token: "plg_t", dir, format: "android" } };
};
const put = (dir: string, file: string, text: string) => {
  mkdirSync(join(dir, file, ".."), { recursive: true });
  writeFileSync(join(dir, file), text);
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("polyglot and Android's res/ folder", () => {
  it("pulls each locale into the folder the server names; the source's own values/strings.xml is kept", async () => {
    server();
    const { dir, config } = res();
    put(dir, "values/strings.xml", FILE(`<string name="app" translatable="false">App</string>`));
    const stderr = vi.spyOn(process.stderr, "write").mockReturnValue(true);
    vi.spyOn(process.stdout, "write").mockReturnValue(true);
    expect(await pull(config)).toBe(0);
    expect(readFileSync(join(dir, "values-de/strings.xml"), "utf8")).toBe(FILE(`<string name="hello">de</string>`));
    expect(readFileSync(join(dir, "values-b+sr+Latn/strings.xml"), "utf8")).toContain(">rs<");
    expect(readFileSync(join(dir, "values/strings.xml"), "utf8")).toContain("translatable");
    expect(stderr.mock.calls.join("")).toMatch(/values\/strings.xml is the source's own file/);
    expect(await pull(config, { force: true })).toBe(0);
    expect(readFileSync(join(dir, "values/strings.xml"), "utf8")).toBe(FILE(`<string name="hello">en</string>`));
  });

  it("leaves a file that is not Android resources, and says so with exit code 1", async () => {
    server();
    const { dir, config } = res();
    put(dir, "values-de/strings.xml", "not xml");
    vi.spyOn(process.stdout, "write").mockReturnValue(true);
    const stderr = vi.spyOn(process.stderr, "write").mockReturnValue(true);
    expect(await pull({ ...config, locales: ["de"] })).toBe(1);
    expect(readFileSync(join(dir, "values-de/strings.xml"), "utf8")).toBe("not xml");
    expect(stderr.mock.calls.join("")).toMatch(/is not Android resources/);
  });

  it("push reads every values*/strings.xml and sends each with its folder", () => {
    const { dir } = res();
    for (const folder of ["values", "values-de", "values-b+sr+Latn", "values-night"])
      put(dir, `${folder}/strings.xml`, "");
    put(dir, "drawable/strings.xml", "");
    const files = androidFiles(dir);
    expect(files.map(androidFileName)).toEqual([
      "values-b+sr+Latn/strings.xml",
      "values-de/strings.xml",
      "values-night/strings.xml",
      "values/strings.xml",
    ]);
  });
});
