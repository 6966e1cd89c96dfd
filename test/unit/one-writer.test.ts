import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 35, item 1: one module writes translations (docs/decisions/0073-one-writer.md). Only
 * worker/services/translations/write/ builds a statement that inserts, updates or deletes an
 * `i18n_values` row or inserts an `i18n_history` row; migrations aside.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const WRITER = "worker/services/translations/write/";
const WRITES = [
  /INSERT\s+(?:OR\s+\w+\s+)?INTO\s+i18n_values\b/i,
  /UPDATE\s+(?:OR\s+\w+\s+)?i18n_values\b/i,
  /DELETE\s+FROM\s+i18n_values\b/i,
  /INSERT\s+(?:OR\s+\w+\s+)?INTO\s+i18n_history\b/i,
  /REPLACE\s+INTO\s+i18n_(?:values|history)\b/i,
];
/** Files outside the product's write path that may write, each with its reason. */
const ALLOWED = new Map([
  // The suggestion bench resets the translations it generated between its rounds (a bench, never deployed).
  ["scripts/lib/bench-suggest.mjs", "bench reset"],
]);

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) return [];
    return statSync(join(ROOT, path)).isDirectory() ? files(path) : /\.(ts|tsx|mjs|js)$/.test(name) ? [path] : [];
  });
}

/** The files of `paths` (with their texts) that write translations, the writer and the allowed aside. */
function writersOutside(sources: readonly { path: string; text: string }[]): string[] {
  return sources
    .filter(({ path }) => !path.startsWith(WRITER) && !ALLOWED.has(path))
    .filter(({ text }) => WRITES.some((re) => re.test(text)))
    .map(({ path }) => path);
}

const tree = () =>
  ["worker", "common", "client", "scripts", "bin"].flatMap(files).map((path) => ({
    path: relative(ROOT, join(ROOT, path)),
    text: readFileSync(join(ROOT, path), "utf8"),
  }));

describe("one writer for every translation", () => {
  it("finds statements writing i18n_values or i18n_history only in the writer module", () => {
    expect(writersOutside(tree())).toEqual([]);
  });

  it("names a second file that writes i18n_values or i18n_history", () => {
    const sources = [
      ...tree(),
      { path: "worker/services/translations/rogue.ts", text: "db.prepare(`UPDATE  i18n_values SET text = ?`)" },
      {
        path: "worker/services/glossary/rogue.ts",
        text: 'const sql = "insert into i18n_history (key_id) values (1)";',
      },
    ];
    expect(writersOutside(sources)).toEqual([
      "worker/services/translations/rogue.ts",
      "worker/services/glossary/rogue.ts",
    ]);
  });

  it("sees the writer itself write (the patterns match the real statements)", () => {
    const writer = tree().filter(({ path }) => path.startsWith(WRITER));
    const matched = WRITES.filter((re) => writer.some(({ text }) => re.test(text)));
    expect(matched.length).toBeGreaterThanOrEqual(4);
  });
});
