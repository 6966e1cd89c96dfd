import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it, vi } from "vitest";
import { push } from "../../bin/lib/commands.mjs";

/** `polyglot push` tells each unit the server refused on its own (docs/decisions/0091) and exits 1. */
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it("prints a refused unit with its place and why, and exits with 1 (problems found)", async () => {
  const counts = { added: 0, changed: 1, unchanged: 0, conflicting: 0, invalid: 0 };
  const refused = [{ file: "de.xlf", line: 12, column: 9, message: 'XLIFF: "hello": "{name}" is missing' }];
  vi.stubGlobal(
    "fetch",
    async () =>
      new Response(JSON.stringify({ dryRun: false, counts, skipped: {}, refused, written: 1, importId: null })),
  );
  const dir = mkdtempSync(join(tmpdir(), "polyglot-push-"));
  writeFileSync(join(dir, "de.xlf"), "<xliff/>");
  const lines: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((s) => lines.push(String(s)) > 0);
  vi.spyOn(process.stderr, "write").mockReturnValue(true);
  expect(await push({ url: "https://x.example", token: "plg_t", dir }, [], {})).toBe(1);
  expect(lines.join("")).toContain('  refused     de.xlf:12:9 XLIFF: "hello": "{name}" is missing\n');
});
