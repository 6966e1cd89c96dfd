import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ListResult, Stats } from "../../common/contracts/translation-responses";
import { USED_NAMESPACES } from "../../common/key-usage";
import { PAGES } from "../../common/pages";
import { namespaceMatch } from "../../worker/services/translations/namespace-sql";
import { sqlParams } from "../../worker/services/translations/sql-params";
import { createAccount, signIn, translationsApi } from "./auth-helpers";
import { failingPaths } from "./helpers";
import { seedStore } from "./store-helpers";

let admin: string;

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});
beforeEach(seedStore);

const call = (method: string, path: string, body?: unknown) => translationsApi(admin, method, path, body);

async function list(query: string, pageSize = 500): Promise<ListResult> {
  const res = await call("GET", `?pageSize=${pageSize}&locales=sk${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ListResult;
}

const stats = async () => (await (await call("GET", "/stats")).json()) as Stats;

const ALL_PAGES = PAGES.map((p) => p.id);
/** Keys of an imported project, which no page of the site shows; one looks like a page's namespace. */
const IMPORTED = ["app.settings.title", "homepage.title", "checkout"];

async function addKeys(names: string[]) {
  for (const name of names) expect((await call("POST", "/keys", { name })).status).toBe(201);
}

describe("where each key is used, in the list and the stats", () => {
  it("answers each row's pages: a page's key its page, a chrome key every page, any other none", async () => {
    await addKeys([...IMPORTED, "news", "pricing.plans.pro.__note"]);
    const pagesOf = new Map((await list("")).items.map((row) => [row.name, row.pages]));
    expect(pagesOf.get("home.title")).toEqual(["home"]);
    expect(pagesOf.get("news")).toEqual(["news"]);
    expect(pagesOf.get("pricing.plans.pro.__note")).toEqual(["pricing"]);
    expect(pagesOf.get("site.name")).toEqual(ALL_PAGES);
    for (const name of IMPORTED) expect([name, pagesOf.get(name)]).toEqual([name, []]);
    // The key's own answer says the same.
    const detail = (await (await call("GET", "/keys/home.title")).json()) as { key: { pages: string[] } };
    expect(detail.key.pages).toEqual(["home"]);
  });

  it("filters the keys no page uses, and those some page uses, with totals that add up", async () => {
    await addKeys(IMPORTED);
    const all = await list("");
    const unused = await list("&usage=unused");
    const used = await list("&usage=used");
    expect(unused.items.map((r) => r.name).sort()).toEqual([...IMPORTED].sort());
    expect(unused.total).toBe(IMPORTED.length);
    expect(used.items.every((row) => row.pages.length > 0)).toBe(true);
    expect(used.items.map((r) => r.name)).toContain("home.title");
    expect(used.total + unused.total).toBe(all.total);
    // With another filter: a search among the unused.
    expect((await list("&usage=unused&q=homepage")).items.map((r) => r.name)).toEqual(["homepage.title"]);
  });

  it("answers 400 naming usage for a value it does not know", async () => {
    for (const bad of ["nope", "USED", "", "unused,used"]) {
      expect([bad, await failingPaths(await call("GET", `?usage=${encodeURIComponent(bad)}`))]).toEqual([
        bad,
        ["usage"],
      ]);
    }
  });

  it("counts the keys no page uses in the stats, as the filter finds them", async () => {
    const before = await stats();
    expect(before.unusedKeys).toBe((await list("&usage=unused")).total);
    await addKeys(IMPORTED);
    const after = await stats();
    expect(after.unusedKeys).toBe(before.unusedKeys + IMPORTED.length);
    expect(after.totalKeys).toBe(before.totalKeys + IMPORTED.length);
  });

  it("finds used keys by index ranges and unused ones by one scan, among 10,000 imported keys", async () => {
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
       INSERT INTO i18n_keys (name, search, created_at, updated_at, position)
       SELECT 'project.screen' || (i % 97) || '.key' || i, 'project', '2024-01-01', '2024-01-01', 100000 + i FROM n`,
    ).run();
    const { params, bind } = sqlParams();
    const used = namespaceMatch(USED_NAMESPACES, bind);
    const plan = async (sql: string) => {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      return results.map((r) => r.detail);
    };
    const page = (where: string) => `SELECT k.id FROM i18n_keys k WHERE ${where} ORDER BY k.name LIMIT 50`;
    const count = (where: string) => `SELECT count(*) FROM i18n_keys k WHERE ${where}`;
    const nameIndex = /USING COVERING INDEX sqlite_autoindex_i18n_keys_\d/;
    // Counting the used keys reads one range (or one name) of the name index per namespace.
    const usedCount = await plan(count(used));
    expect(usedCount[0]).toBe("MULTI-INDEX OR");
    expect(usedCount.filter((step) => step.startsWith("SEARCH k")).length).toBe(2 * USED_NAMESPACES.length);
    expect(usedCount.some((step) => step.startsWith("SCAN"))).toBe(false);
    // A page in name order, and anything about the unused keys: one pass over the name index
    // alone (never the table's rows), and no sort.
    for (const sql of [page(used), page(`NOT ${used}`), count(`NOT ${used}`)]) {
      const steps = await plan(sql);
      expect([sql.slice(0, 30), steps.length, steps[0]]).toEqual([
        sql.slice(0, 30),
        1,
        expect.stringMatching(nameIndex),
      ]);
    }

    const unused = await list("&usage=unused", 50);
    expect(unused.total).toBe(10_000);
    expect(unused.items).toHaveLength(50);
    expect((await stats()).unusedKeys).toBe(10_000);
    expect((await list("&usage=used", 50)).total).toBe((await list("", 1)).total - 10_000);
  });
});
