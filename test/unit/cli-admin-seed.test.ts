/**
 * `node scripts/i18n.mjs import` with no path, as `npm start` and scripts/serve-e2e.mjs run it:
 * the site's `locales/*.json` and the admin's `locales/admin/<code>/<area>.json` in one process
 * (docs/decisions/0088). The admin's are seeded: a re-run changes nothing, and a text someone
 * changed in the editor is kept.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { withLocalBindings } from "../../scripts/lib/local-bindings.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const ENV = {
  ...process.env,
  SOURCE_LOCALE: "sk",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
};

function node(args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd: ROOT, env: ENV, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? 1 : 0, out: `${stdout}${stderr}` });
    });
  });
}

let work: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "cli-admin-seed-"));
  const migrations = join(work, "migrations.sql");
  const files = readdirSync(join(ROOT, "migrations")).filter((f) => f.endsWith(".sql"));
  writeFileSync(
    migrations,
    files
      .sort()
      .map((f) => readFileSync(join(ROOT, "migrations", f), "utf8"))
      .join("\n"),
  );
  const wrangler = join(ROOT, "node_modules/wrangler/bin/wrangler.js");
  const run = await node([
    wrangler,
    "d1",
    "execute",
    "DB",
    "--local",
    "--yes",
    "--persist-to",
    work,
    "--file",
    migrations,
  ]);
  if (run.code !== 0) throw new Error(run.out);
}, 60_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

const seed = () => node(["scripts/i18n.mjs", "import", "--persist-to", work]);

const sql = <T>(query: string) =>
  withLocalBindings({ persistTo: work }, async ({ db }) => (await db.prepare(query).all<T>()).results);

const CELL = `SELECT v.text, v.reviewed_version = v.version AS reviewed FROM i18n_values v
  JOIN i18n_keys k ON k.id = v.key_id WHERE k.name = 'admin.common.save' AND v.locale = 'pl'`;

describe("the seed import", () => {
  test("imports the admin's messages as admin.<area>.<path>, reviewed; a re-run changes nothing; an edited text stays", async () => {
    const first = await seed();
    expect(first.code, first.out).toBe(0);
    const english = JSON.parse(readFileSync(join(ROOT, "locales/admin/en/common.json"), "utf8")) as { save: string };
    expect(await sql(CELL)).toEqual([{ text: expect.any(String), reviewed: 1 }]);
    const en = await sql<{ text: string }>(
      "SELECT v.text FROM i18n_values v JOIN i18n_keys k ON k.id = v.key_id WHERE k.name = 'admin.common.save' AND v.locale = 'en'",
    );
    expect(en).toEqual([{ text: english.save }]);
    const site = await sql<{ n: number }>("SELECT count(*) AS n FROM i18n_keys WHERE name = 'home.title'");
    expect(site).toEqual([{ n: 1 }]);
    const revision = "SELECT revision FROM i18n_revision WHERE id = 1";
    const before = await sql<{ revision: number }>(revision);

    const again = await seed();
    expect(again.code, again.out).toBe(0);
    expect(await sql(revision)).toEqual(before);

    // A translator's change in the editor (updated_by names them): the seed leaves it.
    await sql(`UPDATE i18n_values SET text = 'Zachowaj', updated_by = 'ana@example.test', version = version + 1
      WHERE locale = 'pl' AND key_id = (SELECT id FROM i18n_keys WHERE name = 'admin.common.save')`);
    const third = await seed();
    expect(third.out).toMatch(/skipped: edited 1/);
    expect(await sql(CELL)).toEqual([{ text: "Zachowaj", reviewed: 0 }]);
  }, 120_000);
});
