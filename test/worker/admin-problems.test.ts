import { createExecutionContext, env, SELF } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ListResult, SaveOk, Stats } from "../../common/contracts/translation-responses";
import app from "../../worker/index";
import { createAccount, SAME_ORIGIN, signIn } from "./auth-helpers";
import { failingPaths, get, ORIGIN, problemOf, textOf } from "./helpers";
import { countRows, seedStore } from "./store-helpers";

let admin: string;

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});
beforeEach(seedStore);

const API = "/api/admin/translations";

function request(method: string, path: string, body?: unknown): Request {
  return new Request(`${ORIGIN}${API}${path}`, {
    method,
    headers: { ...SAME_ORIGIN, Cookie: admin, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
}

const call = (method: string, path: string, body?: unknown) => SELF.fetch(request(method, path, body));

async function version(name: string, locale: string): Promise<number> {
  const data = (await (await call("GET", `/keys/${name}`)).json()) as {
    key: { values: Record<string, { version: number }> };
  };
  return data.key.values[locale]?.version ?? 0;
}

async function save(name: string, locale: string, text: string): Promise<Response> {
  return call("PUT", `/keys/${name}/values/${locale}`, { text, version: await version(name, locale) });
}

const h1 = async (path: string) => textOf(await (await get(path)).text(), "<h1");

describe("ICU problems through the admin API", () => {
  it("stores a cell with an error, names it in the save's publish report, and serves the fallback", async () => {
    const res = await save("home.title", "de", "Hallo\n{n, select, a {A}}");
    expect(res.status).toBe(200);
    const body = (await res.json()) as SaveOk;
    expect(body.cell?.problems).toContainEqual(expect.objectContaining({ code: "no-other", line: 2, column: 1 }));
    expect(body.publish.failed).toContainEqual(
      expect.objectContaining({ key: "home.title", locale: "de", line: 2, column: 1 }),
    );
    expect(body.publish.revision).toBeGreaterThan(0);
    expect(await h1("/de")).toBe("Vitajte");

    const stats = (await (await call("GET", "/stats")).json()) as Stats;
    expect(stats.sourceLocale).toBe("sk");
    expect(stats.publish).toMatchObject({ revision: body.publish.revision, stale: false });
    expect(stats.publish.failed).toContainEqual(expect.objectContaining({ key: "home.title", locale: "de" }));
    expect(stats.locales.find((l) => l.locale === "de")).toMatchObject({ errors: 1 });
  });

  it("reports a publication as stale when D1 moved on without one", async () => {
    await env.DB.prepare("UPDATE i18n_revision SET revision = revision + 1 WHERE id = 1").run();
    const stats = (await (await call("GET", "/stats")).json()) as Stats;
    expect(stats.publish.stale).toBe(true);
  });

  it("filters the list by problem code or severity, and answers 400 for a malformed filter", async () => {
    await save("home.lead", "hu", "Gyors web {name}");
    const list = (await (await call("GET", "?problem=argument-added")).json()) as ListResult;
    expect(list.sourceLocale).toBe("sk");
    expect(list.items.map((i) => i.name)).toEqual(["home.lead"]);
    const shown = (await (await call("GET", "?problem=warnings&locales=sk,de")).json()) as ListResult;
    expect(shown.total).toBe(0);
    expect(await failingPaths(await call("GET", "?problem=DROP%20TABLE"))).toEqual(["problem"]);
    expect(await failingPaths(await call("GET", "?placeholders=mismatch&problem="))).toEqual(["problem"]);
  });

  it("creates a key that is also the prefix of another, and both render after saves", async () => {
    expect((await call("POST", "/keys", { name: "home.title.short" })).status).toBe(201);
    expect((await call("POST", "/keys", { name: "home.title" })).status).toBe(409);
    expect((await save("home.title.short", "de", "Kurz und bündig")).status).toBe(200);
    expect((await save("home.title", "de", "Herzlich willkommen")).status).toBe(200);
    const html = await (await get("/de")).text();
    expect(textOf(html, "<h1")).toBe("Herzlich willkommen");
    // Both are published, the branch key beside the leaf.
    const published = (await (await get("/api/i18n/de")).json()) as Record<string, unknown>;
    expect(published["home.title.short"]).toBe("Kurz und bündig");
    expect(published["home.title"]).toBe("Herzlich willkommen");
  });

  it("refuses a __proto__ segment at key creation with a 400 problem, and changes nothing", async () => {
    const before = await countRows("i18n_keys");
    const res = await call("POST", "/keys", { name: "__proto__.x" });
    expect((await problemOf(res, 400)).errors).toEqual([{ path: "name", message: expect.stringMatching(/__proto__/) }]);
    expect(await countRows("i18n_keys")).toBe(before);
  });

  it("fails with a 500 problem when SOURCE_LOCALE is not a locale code, and saves nothing", async () => {
    const bad = { ...env, SOURCE_LOCALE: "xx" };
    const run = (req: Request) => app.fetch(req, bad, createExecutionContext());
    await problemOf(await run(request("GET", "")), 500);
    const put = request("PUT", "/keys/home.title/values/de", {
      text: "Neu",
      version: await version("home.title", "de"),
    });
    await problemOf(await run(put), 500);
    expect(await h1("/de")).toBe("Willkommen");
  });
});
