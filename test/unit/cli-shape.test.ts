import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The command-line tools only parse their arguments and open the bindings; what an import or an
 * export does is the worker's one use-case (worker/services/translations/import-translations.ts,
 * docs/decisions/0061-one-import-use-case.md). SQL in a script would be a second orchestrator.
 */
const SQL = /\b(?:SELECT\s+[\w*]|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|CREATE\s+TABLE)\b/i;

describe("the import and export command line", () => {
  it("holds no SQL", () => {
    expect(readFileSync("scripts/i18n.mjs", "utf8")).not.toMatch(SQL);
  });

  it("imports the worker's own use-case rather than writing one", () => {
    const source = readFileSync("scripts/i18n.mjs", "utf8");
    expect(source).toMatch(/import-translations/);
  });

  it("would notice SQL (the check can fail)", () => {
    expect("await db.prepare('UPDATE i18n_revision SET revision = 0').run()").toMatch(SQL);
    expect("const rows = `SELECT k.name FROM i18n_keys k`").toMatch(SQL);
  });
});
