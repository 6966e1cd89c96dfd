import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ActivityEntry, ActivityPage } from "../../common/contracts/activity";
import { createAccount, signIn } from "./auth-helpers";
import { undoRun } from "./bulk-helpers";
import { get, problemOf } from "./helpers";
import { call, emptyStore, json } from "./suggestions-helpers";

/** Issue 37, item 5: the activity log people can read (docs/decisions/0079-activity-log.md). */

let admin: { id: number; email: string; cookie: string };
let other: { id: number; email: string; cookie: string };

async function account(role: "admin" | "reviewer" | "translator" = "admin") {
  const row = await createAccount({ role });
  return { id: row.id, email: row.email, cookie: await signIn(row) };
}

beforeAll(async () => {
  admin = await account();
  other = await account();
});
beforeEach(emptyStore);

async function log(query = "", cookie = admin.cookie): Promise<ActivityPage> {
  return json<ActivityPage>(await get(`/api/admin/audit${query}`, { Cookie: cookie }));
}

const importFile = (cookie: string, locale: string, fileName: string, content: Record<string, string>) =>
  call(cookie, "POST", "/import", {
    format: "json",
    content: JSON.stringify(content),
    fileName,
    locale,
    dryRun: false,
  });

async function save(cookie: string, key: string, locale: string, text: string, version = 0) {
  return call(cookie, "PUT", `/keys/${key}/values/${locale}`, { text, version });
}

const only = (page: ActivityPage, event: string): ActivityEntry[] => page.events.filter((e) => e.event === event);

describe("the activity log", () => {
  it("records an import and its undo, each in its own batch, with counts, locales and a sentence", async () => {
    await json(await importFile(admin.cookie, "sk", "sk.json", { "a.one": "Jeden", "a.two": "Dva" }));
    const imported = await json<{ importId: number }>(
      await importFile(admin.cookie, "pl", "de.xlf.json", { "a.one": "Jeden", "a.two": "Dwa" }),
    );
    let [entry] = only(await log("?action=translations.import&locale=pl"), "translations.import");
    expect(entry).toMatchObject({
      action: "imports",
      locales: ["pl"],
      details: { change: imported.importId, count: 2, file: "de.xlf.json", locales: ["pl"] },
      summary: `${admin.email} imported de.xlf.json into Polish: 2 texts changed`,
      link: {
        api: `/api/admin/translations/imports/${imported.importId}/undo`,
        ui: `/admin/audit?change=${imported.importId}`,
      },
    });

    await undoRun(other.cookie, imported.importId);
    const page = await log(`?change=${imported.importId}`);
    expect(page.events.map((e) => e.event)).toEqual(["translations.undo", "translations.import"]);
    const [undo] = page.events as [ActivityEntry];
    expect(undo.summary).toBe(`${other.email} undid an import by ${admin.email} in Polish: 2 texts restored`);
    expect(undo.actor_id).toBe(other.id);
    [entry] = only(page, "translations.import");
    expect(entry?.summary).toMatch(
      new RegExp(
        `^${admin.email} imported de\\.xlf\\.json into Polish: 2 texts changed; undone by ${other.email} at \\d\\d:\\d\\d UTC$`,
      ),
    );
  });

  it("says one text in the singular, and records nothing for an import that changed nothing", async () => {
    await json(await importFile(admin.cookie, "sk", "sk.json", { "a.one": "Jeden" }));
    await json(await importFile(admin.cookie, "sk", "sk.json", { "a.one": "Jeden" }));
    const imports = only(await log(), "translations.import");
    expect(imports.map((e) => e.summary)).toEqual([`${admin.email} imported sk.json into Slovak: 1 text changed`]);
  });

  it("records a save and a review with the key, and nothing for a stale save", async () => {
    await json(await importFile(admin.cookie, "sk", "sk.json", { "a.one": "Jeden" }));
    await json(await save(admin.cookie, "a.one", "pl", "Jeden"));
    expect((await save(other.cookie, "a.one", "pl", "Raz")).status).toBe(409);
    await json(await call(admin.cookie, "POST", "/keys/a.one/values/pl/approve", { version: 1 }));
    const page = await log("?locale=pl");
    expect(page.events.map((e) => e.summary)).toEqual([
      `${admin.email} approved a.one in Polish`,
      `${admin.email} edited a.one in Polish`,
    ]);
    expect(page.events[1]?.link).toEqual({
      api: "/api/admin/translations/keys/a.one",
      ui: "/admin/translation?q=a.one",
    });
  });

  it("tells a bulk run in a sentence, with its locales and a link to the run", async () => {
    await json(await importFile(admin.cookie, "sk", "sk.json", { "a.one": "Jeden", "a.two": "Dva" }));
    await json(await importFile(admin.cookie, "pl", "pl.json", { "a.one": "Jeden", "a.two": "Dwa" }));
    const run = await json<{ undoId: number }>(
      await call(admin.cookie, "POST", "/bulk", { action: "approve", locale: "pl", dryRun: false }),
    );
    const [entry] = only(await log("?action=bulk"), "translations.bulk");
    expect(entry).toMatchObject({
      summary: `${admin.email} approved 2 texts in Polish`,
      locales: ["pl"],
      detail: `action=approve id=${run.undoId} translations=2`,
      link: { ui: `/admin/audit?change=${run.undoId}` },
    });
    await undoRun(other.cookie, run.undoId);
    const [undone, undo] = [only(await log(), "translations.bulk")[0], only(await log(), "translations.undo")[0]];
    expect(undone?.summary).toMatch(/approved 2 texts in Polish; undone by .+ at \d\d:\d\d UTC$/);
    expect(undo?.summary).toBe(`${other.email} undid a bulk action by ${admin.email} in Polish: 2 texts restored`);
  });

  it("filters by person, action, locale and time", async () => {
    await json(await importFile(admin.cookie, "sk", "sk.json", { "a.one": "Jeden", "a.two": "Dva" }));
    await json(await save(admin.cookie, "a.one", "pl", "Jeden"));
    await json(await save(other.cookie, "a.two", "de", "Zwei"));
    const byOther = await log(`?person=${other.id}&action=edits`);
    expect(byOther.events.map((e) => e.summary)).toEqual([`${other.email} edited a.two in German`]);
    expect((await log("?locale=de&action=edits")).events).toHaveLength(1);
    expect((await log("?action=translations.save")).events).toHaveLength(2);
    expect((await log("?action=imports&locale=de")).events).toHaveLength(0);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await log(`?from=${future}`)).events).toHaveLength(0);
    expect((await log(`?to=${future}&action=edits`)).events).toHaveLength(2);
  });

  it("pages 50 at a time, newest first, below the previous page's last entry", async () => {
    await env.DB.batch(
      Array.from({ length: 120 }, (_, i) =>
        env.DB.prepare("INSERT INTO audit_log (at, event, user_id, email) VALUES (?1, 'logout', ?2, ?3)").bind(
          Date.now() + i,
          other.id,
          other.email,
        ),
      ),
    );
    const first = await log(`?person=${other.id}`);
    expect(first.events).toHaveLength(50);
    expect(first.next).toBe(first.events.at(-1)?.id);
    const second = await log(`?person=${other.id}&before=${first.next}`);
    const third = await log(`?person=${other.id}&before=${second.next}`);
    expect(second.events).toHaveLength(50);
    expect(third.events).toHaveLength(20);
    expect(third.next).toBeNull();
    const ids = [...first.events, ...second.events, ...third.events].map((e) => e.id);
    expect(new Set(ids).size).toBe(120);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.events[0]?.summary).toBe(`${other.email} signed out`);
  });

  it("gives rows written before details were stored a sentence from their codes", async () => {
    const rows: [string, string][] = [
      ["translations.bulk", "action=needs-review id=5 translations=3"],
      ["glossary.create", "2"],
      ["translations.reviewed_only", "pl=on"],
      ["translations.dismiss", "home.title de placeholders"],
      ["login.failure", "wrong_password"],
    ];
    await env.DB.batch(
      rows.map(([event, detail]) =>
        env.DB.prepare(
          "INSERT INTO audit_log (at, event, email, actor_email, detail) VALUES (?1, ?2, ?3, ?4, ?5)",
        ).bind(Date.now(), event, "ana@example.test", event === "login.failure" ? null : "ana@example.test", detail),
      ),
    );
    const page = await log();
    expect(page.events.map((e) => e.summary).reverse()).toEqual([
      "ana@example.test set 3 texts to needs review",
      "ana@example.test added glossary term #2",
      "ana@example.test set Polish to publish only reviewed texts",
      "ana@example.test dismissed the warning “placeholders” on home.title in German",
      "A sign-in as ana@example.test was refused: wrong password",
    ]);
    // The raw codes stay for scripts.
    expect(page.events[0]).toMatchObject({ event: "login.failure", detail: "wrong_password" });
  });

  it("is for admins only, and refuses a filter it cannot read", async () => {
    const reviewer = await account("reviewer");
    await problemOf(await get("/api/admin/audit", { Cookie: reviewer.cookie }), 403);
    await problemOf(await get("/api/admin/audit?locale=xx", { Cookie: admin.cookie }), 400);
    await problemOf(await get("/api/admin/audit?action=shout", { Cookie: admin.cookie }), 400);
    await problemOf(await get("/api/admin/audit?from=yesterday", { Cookie: admin.cookie }), 400);
  });
});
