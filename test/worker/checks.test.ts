import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { KeyDetail, ListResult, RecheckResult, Stats } from "../../common/contracts/translation-responses";
import type { LocaleCode } from "../../common/locales";
import { createAccount, signIn, translationsApi } from "./auth-helpers";
import { failingPaths, problemOf } from "./helpers";
import { seedStore } from "./store-helpers";

let admin: string;
let translator: string;

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
  translator = await signIn(await createAccount({ role: "translator", locales: ["de"] }));
});
beforeEach(seedStore);

const api = (method: string, path: string, body?: unknown) => translationsApi(admin, method, path, body);

async function detail(name: string): Promise<KeyDetail["key"]> {
  return ((await (await api("GET", `/keys/${name}`)).json()) as KeyDetail).key;
}

async function save(name: string, locale: LocaleCode, text: string, as = admin) {
  const version = (await detail(name)).values[locale]?.version ?? 0;
  return translationsApi(as, "PUT", `/keys/${name}/values/${locale}`, { text, version });
}

const codes = async (name: string, locale: LocaleCode) =>
  (await detail(name)).values[locale]?.problems.map((p) => p.code);

describe("character limits", () => {
  it("a limit set on a key rechecks its cells at once, comes back in the list, and is lifted with null", async () => {
    expect((await save("home.title", "de", "Willkommen auf der Seite", translator)).status).toBe(200);
    expect(await codes("home.title", "de")).not.toContain("max-length");

    expect((await api("PATCH", "/keys/home.title", { maxLength: 20 })).status).toBe(200);
    const key = await detail("home.title");
    expect(key.maxLength).toBe(20);
    expect(key.values.de?.problems).toContainEqual(
      expect.objectContaining({ code: "max-length", severity: "warning", message: "24 characters, the key allows 20" }),
    );
    const list = (await (await api("GET", "?q=home.title&problem=max-length")).json()) as ListResult;
    expect(list.items.map((k) => [k.name, k.maxLength])).toEqual([["home.title", 20]]);

    expect((await api("PATCH", "/keys/home.title", { maxLength: null })).status).toBe(200);
    expect((await detail("home.title")).maxLength).toBeNull();
    expect(await codes("home.title", "de")).not.toContain("max-length");
  });

  it("a save above the limit is stored with a max-length warning, and the dashboard counts it", async () => {
    await api("PATCH", "/keys/home.title", { maxLength: 20 });
    const before = ((await (await api("GET", "/stats")).json()) as Stats).locales.find((l) => l.locale === "de");
    expect((await save("home.title", "de", "Jetzt kostenlos anmelden!")).status).toBe(200);
    expect(await codes("home.title", "de")).toContain("max-length");
    const after = ((await (await api("GET", "/stats")).json()) as Stats).locales.find((l) => l.locale === "de");
    expect(after?.warnings).toBe((before?.warnings ?? 0) + 1);
  });

  it.each([0, -1, 1.5, "20", 10_001, true])(
    "refuses the limit %j with a 400 naming maxLength, changing nothing",
    async (bad) => {
      const res = await api("PATCH", "/keys/home.title", { maxLength: bad });
      expect(await failingPaths(res)).toEqual(["maxLength"]);
      expect((await detail("home.title")).maxLength).toBeNull();
    },
  );

  it("only an admin sets a limit", async () => {
    await problemOf(await translationsApi(translator, "PATCH", "/keys/home.title", { maxLength: 5 }), 403);
    expect((await detail("home.title")).maxLength).toBeNull();
  });
});

describe("character limits in every writer", () => {
  const TOO_LONG = "Jetzt kostenlos anmelden!";

  it("a limit change is in the key's history, old and new, and setting the same limit again adds nothing", async () => {
    expect((await api("PATCH", "/keys/home.title", { maxLength: 20 })).status).toBe(200);
    expect((await api("PATCH", "/keys/home.title", { maxLength: 20 })).status).toBe(200);
    expect((await api("PATCH", "/keys/home.title", { maxLength: null })).status).toBe(200);
    const { history } = (await (await api("GET", "/keys/home.title")).json()) as KeyDetail;
    const limits = history.filter((h) => h.action === "limit").map((h) => [h.oldText, h.newText, h.locale]);
    expect(limits).toEqual([
      ["20", null, null],
      [null, "20", null],
    ]);
  });

  it("an import checks the limit of each key it writes", async () => {
    await api("PATCH", "/keys/home.title", { maxLength: 20 });
    const content = JSON.stringify({ "home.title": TOO_LONG });
    const preview = await api("POST", "/import", { format: "json", fileName: "de.json", content });
    const { entries } = (await preview.json()) as { entries: { key: string; problems: { code: string }[] }[] };
    expect(entries.find((e) => e.key === "home.title")?.problems.map((p) => p.code)).toContain("max-length");
    const res = await api("POST", "/import", { format: "json", fileName: "de.json", content, dryRun: false });
    expect(res.status).toBe(200);
    expect(await codes("home.title", "de")).toContain("max-length");
  });

  it("a bulk find & replace checks the limit, and its undo checks the text it puts back", async () => {
    expect((await save("home.title", "de", "Jetzt anmelden!")).status).toBe(200);
    await api("PATCH", "/keys/home.title", { maxLength: 20 });
    const bulk = { action: "replace", keys: ["home.title"], locale: "de", find: "Jetzt", replace: "Jetzt kostenlos" };
    expect(await codes("home.title", "de")).not.toContain("max-length");
    const run = (await (await api("POST", "/bulk", { ...bulk, dryRun: false })).json()) as { undoId: number };
    expect(await codes("home.title", "de")).toContain("max-length");

    await api("PATCH", "/keys/home.title", { maxLength: 10 });
    const preview = (await (await api("GET", `/imports/${run.undoId}/undo`)).json()) as { basis: unknown };
    expect((await api("POST", `/imports/${run.undoId}/undo`, { basis: preview.basis })).status).toBe(200);
    expect((await detail("home.title")).values.de?.text).toBe("Jetzt anmelden!");
    expect((await detail("home.title")).values.de?.problems).toContainEqual(
      expect.objectContaining({ code: "max-length", message: "15 characters, the key allows 10" }),
    );
  });
});

describe("the registry's checks through the API", () => {
  it("a trailing space is a warning the warnings filter finds", async () => {
    expect((await save("home.title", "de", "Willkommen ")).status).toBe(200);
    expect(await codes("home.title", "de")).toEqual(["whitespace-edge"]);
    const list = (await (await api("GET", "?problem=warnings&locales=de&q=home.title")).json()) as ListResult;
    expect(list.items.map((k) => k.name)).toEqual(["home.title"]);
  });

  it("a zero-width space is an error: the text is stored and not served", async () => {
    expect((await save("home.title", "de", "Will\u200bkommen")).status).toBe(200);
    expect((await detail("home.title")).values.de?.problems).toContainEqual(
      expect.objectContaining({ code: "control-characters", severity: "error" }),
    );
  });
});

describe("POST /recheck", () => {
  it("rewrites stored problems by today's registry, page by page, and only an admin may", async () => {
    await save("home.title", "de", "Willkommen ");
    await env.DB.prepare("UPDATE i18n_values SET problems = '[]' WHERE locale = 'de'").run();
    expect(await codes("home.title", "de")).toEqual([]);

    await problemOf(await translationsApi(translator, "POST", "/recheck", {}), 403);
    let after = 0;
    let changed = 0;
    for (let page = 0; page < 100; page++) {
      const res = await api("POST", "/recheck", { after });
      expect(res.status).toBe(200);
      const body = (await res.json()) as RecheckResult;
      changed += body.changed;
      if (body.next === null) break;
      after = body.next;
    }
    expect(changed).toBeGreaterThan(0);
    expect(await codes("home.title", "de")).toEqual(["whitespace-edge"]);
    const again = (await (await api("POST", "/recheck", {})).json()) as RecheckResult;
    expect(again.changed).toBe(0);
  });

  it("refuses a bad cursor with a 400", async () => {
    expect(await failingPaths(await api("POST", "/recheck", { after: -1 }))).toEqual(["after"]);
  });
});
