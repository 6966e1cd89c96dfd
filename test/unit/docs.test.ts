import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The newcomer's pages name files; a move or a rename that forgets them makes them lie. Every
 * backticked path they name (a folder ending in `/`, or a file with an extension, under a folder
 * of the repository) must exist.
 */
const ROOTS = ["worker/", "client/", "common/", "scripts/", "test/", "migrations/", "locales/", "docs/"];
const PAGES_THAT_NAME_FILES = [
  "ARCHITECTURE.md",
  "docs/glossary.md",
  "README.md",
  "docs/operations.md",
  "docs/messages.md",
  "docs/style.md",
];

function namedPaths(markdown: string): string[] {
  const paths = new Set<string>();
  for (const [, code] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const path = (code ?? "").replace(/[),.:;]+$/, "");
    if (!ROOTS.some((root) => path.startsWith(root))) continue;
    if (path.includes("*") || path.includes("<") || path.includes("{")) continue;
    if (path.endsWith("/") || /\.[a-z]{1,5}$/.test(path)) paths.add(path);
  }
  return [...paths];
}

describe("the pages a newcomer reads", () => {
  it.each(PAGES_THAT_NAME_FILES)("%s names only files and folders that exist", (page) => {
    const paths = namedPaths(readFileSync(page, "utf8"));
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !existsSync(path))).toEqual([]);
  });

  const linkingPages = [
    "README.md",
    "ARCHITECTURE.md",
    "SECURITY.md",
    ...readdirSync("docs")
      .filter((n) => n.endsWith(".md"))
      .map((n) => `docs/${n}`),
  ];
  it.each(linkingPages)("%s links only to files that exist", (page) => {
    const targets = [...readFileSync(page, "utf8").matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map(([, target]) => target ?? "")
      .filter((target) => !/^[a-z]+:/.test(target));
    expect(targets.filter((target) => !existsSync(join(dirname(page), target)))).toEqual([]);
  });

  it("reads a missing path as missing (the check can fail)", () => {
    const paths = namedPaths("see `worker/no-such-file.ts` and `worker/`");
    expect(paths.filter((path) => !existsSync(path))).toEqual(["worker/no-such-file.ts"]);
  });

  it("gives every decision record a Date and a Status", () => {
    const records = readdirSync("docs/decisions").filter((name) => /^\d{4}-.*\.md$/.test(name));
    expect(records.length).toBeGreaterThan(50);
    const undated = records.filter((name) => {
      const head = readFileSync(`docs/decisions/${name}`, "utf8").split("\n").slice(0, 8).join("\n");
      return !/^Date: \d{4}-\d\d-\d\d$/m.test(head) || !/^Status: \S/m.test(head);
    });
    expect(undated).toEqual([]);
  });
});
