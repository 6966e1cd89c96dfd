import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "../../common/security-headers";

/** The rules of a `_headers` file: URL pattern → header name → value (comments and blank lines skipped). */
function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line.trim(), current);
      continue;
    }
    const at = line.indexOf(":");
    if (!current || at < 0) throw new Error(`not a header line: ${line}`);
    current[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return rules;
}

describe("the asset server's security headers (finding 12)", () => {
  it("are the worker's set, for every file the asset server answers", () => {
    const rules = parseHeadersFile(readFileSync("client/public/_headers", "utf8"));
    expect([...rules.keys()]).toEqual(["/*", "/assets/*", "/images/*"]);
    expect(rules.get("/*")).toEqual(SECURITY_HEADERS);
  });

  it("let browsers keep the hashed build files a year, and only those", () => {
    const rules = parseHeadersFile(readFileSync("client/public/_headers", "utf8"));
    expect(rules.get("/assets/*")).toEqual({ "Cache-Control": "public, max-age=31536000, immutable" });
    // The pages' images keep their names across builds: a day, then revalidated.
    expect(rules.get("/images/*")).toEqual({ "Cache-Control": "public, max-age=86400" });
  });
});
