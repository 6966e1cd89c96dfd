import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * `npm run lint` guards the layers (docs/style.md: the arrows point one way), import cycles and
 * dead code. Each check is run here, with the project's own biome.json and knip.jsonc, on
 * fixtures that break it on purpose (test/fixtures/lint/, which the real lint ignores),
 * copied to a scratch directory laid out like the project.
 */

const ROOT = resolve(import.meta.dirname, "../..");
const FIXTURES = join(ROOT, "test/fixtures/lint");
const BIN = join(ROOT, "node_modules/.bin");
/** Each tool starts a process and reads the fixture tree: seconds on a busy two-core machine, not the default 10. */
const TOOL_TIMEOUT_MS = 120_000;

function run(command: string, args: string[], cwd: string) {
  const { status, stdout, stderr } = spawnSync(join(BIN, command), args, { cwd, encoding: "utf8" });
  return { status, output: stdout + stderr };
}

/** A scratch copy of a fixture tree, with the project's config file beside it (`edit` adapts it to the copy). */
function scratch(fixture: string, config: string, edit: (text: string) => string = (text) => text): string {
  const dir = mkdtempSync(join(tmpdir(), `lint-${fixture}-`));
  cpSync(join(FIXTURES, fixture), dir, { recursive: true });
  writeFileSync(join(dir, config), edit(readFileSync(join(ROOT, config), "utf8")));
  return dir;
}

describe("Biome's layer and cycle rules", () => {
  let dir: string;
  /** Each file's lint rules that fired, from Biome's GitHub reporter (`::error title=<rule>,file=<path>,...`). */
  const fired = new Map<string, Set<string>>();
  let status: number | null;

  beforeAll(() => {
    // No git in the scratch directory: Biome must not look for an ignore file there.
    dir = scratch("layers", "biome.json", (text) => {
      const config = JSON.parse(text);
      config.vcs = { enabled: false };
      return JSON.stringify(config);
    });
    const result = run("biome", ["lint", "--reporter=github", "--max-diagnostics=none", "."], dir);
    status = result.status;
    for (const [, rule, file] of result.output.matchAll(/^::error title=([^,]+),file=([^,]+),/gm)) {
      const path = (file as string).replace(`${dir}/`, "");
      fired.set(path, (fired.get(path) ?? new Set()).add(rule as string));
    }
  }, TOOL_TIMEOUT_MS);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const RESTRICTED = "lint/style/noRestrictedImports";

  it("fails the lint", () => {
    expect(status).not.toBe(0);
  });

  it.each([
    ["a service imports client/", "worker/services/reads-client.ts"],
    ["a service imports Hono (a context)", "worker/services/takes-context.ts"],
    ["a route imports client/", "worker/routes/reads-client.ts"],
    ["client/ imports worker/", "client/reads-worker.ts"],
    ["common/ imports client/", "common/reads-client.ts"],
    ["a domain imports one it may not (identity/ → translations/)", "worker/services/identity/reads-translations.ts"],
    ["a domain reaches into another's files", "worker/services/mt/reads-inside-glossary.ts"],
    ["a service imports middleware", "worker/services/page-cache/reads-middleware.ts"],
    ["worker/lib/ imports a service", "worker/lib/reads-service.ts"],
    ["a route reaches into a domain's files", "worker/routes/reads-inside-service.ts"],
  ])("refuses an import the wrong way: %s", (_, file) => {
    expect(fired.get(file)).toContain(RESTRICTED);
  });

  it.each([
    ["the renderer imports client/", "worker/ssr/renders-client.ts"],
    ["a service uses Hono's pure cookie serializer", "worker/services/serializes-cookie.ts"],
    ["a script imports worker/ and client/", "scripts/reads-both.mjs"],
    ["a domain uses one it may, through its index.ts", "worker/services/mt/reads-glossary.ts"],
    ["the site's page-cache key reads the build's identity", "worker/services/site/reads-build.ts"],
    ["a route uses a domain through its index.ts", "worker/routes/reads-service.ts"],
  ])("lets an import through: %s", (_, file) => {
    expect(fired.get(file)).toBeUndefined();
  });

  it("cites a style guide that is in the repository", () => {
    const config = readFileSync(join(ROOT, "biome.json"), "utf8");
    const cited = new Set([...config.matchAll(/\(([\w/.-]+\.md)\b/g)].map(([, path]) => path as string));
    expect([...cited]).toEqual(["docs/style.md"]);
    expect(existsSync(join(ROOT, "docs/style.md"))).toBe(true);
  });

  it("finds an import cycle", () => {
    expect(fired.get("worker/services/cycle-a.ts")).toContain("lint/suspicious/noImportCycles");
  });
});

describe("knip", () => {
  let dir: string;
  let result: ReturnType<typeof run>;

  beforeAll(() => {
    dir = scratch("knip", "knip.jsonc");
    result = run("knip", ["--no-progress", "--no-config-hints"], dir);
  }, TOOL_TIMEOUT_MS);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("fails the lint on an unused file, export and dependency", () => {
    expect(result.status, result.output).not.toBe(0);
    expect(result.output).toMatch(/Unused files[\s\S]*common\/orphan\.ts/);
    expect(result.output).toMatch(/Unused exports[\s\S]*unused\s+common\/shared\.ts/);
    expect(result.output).toMatch(/Unused dependencies[\s\S]*left-pad/);
    expect(result.output).not.toMatch(/\bused\s+common\/shared\.ts/);
  });

  it("runs in npm run lint, after Biome", () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
    expect(scripts.lint).toMatch(/biome check \. && knip\b/);
  });
});
