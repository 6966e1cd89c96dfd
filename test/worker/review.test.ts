import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Stats, Translation } from "../../common/contracts/translation-responses";
import { createAccount, signIn, translationsApi } from "./auth-helpers";
import { get, problemOf, textOf } from "./helpers";
import { seedStore } from "./store-helpers";

/**
 * Review states and outdated marks (docs/decisions/0055): who may approve, confirm and set
 * "publish only reviewed"; that a refusal changes nothing; and what visitors see.
 */
let admin: string;
let reviewer: string;
let translator: string;

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
  reviewer = await signIn(await createAccount({ role: "reviewer", locales: ["de", "hu"] }));
  translator = await signIn(await createAccount({ role: "translator", locales: ["de"] }));
});
beforeEach(seedStore);

const call = (method: string, path: string, cookie: string, body?: unknown) =>
  translationsApi(cookie, method, path, body);

async function cell(name: string, locale: string): Promise<Translation | undefined> {
  const res = await call("GET", `/keys/${name}`, admin);
  const data = (await res.json()) as { key: { values: Record<string, Translation> } };
  return data.key.values[locale];
}

async function save(cookie: string, name: string, locale: string, text: string): Promise<Translation> {
  const version = (await cell(name, locale))?.version ?? 0;
  const res = await call("PUT", `/keys/${name}/values/${locale}`, cookie, { text, version });
  expect(res.status).toBe(200);
  return ((await res.json()) as { cell: Translation }).cell;
}

const approve = (cookie: string, name: string, locale: string, version: number) =>
  call("POST", `/keys/${name}/values/${locale}/approve`, cookie, { version });
const confirm = (cookie: string, name: string, locale: string, version: number) =>
  call("POST", `/keys/${name}/values/${locale}/confirm`, cookie, { version });
const reviewedOnly = (cookie: string, locale: string, on: boolean) =>
  call("PUT", `/locales/${locale}`, cookie, { reviewedOnly: on });

const heading = async (path: string) => textOf(await (await get(path)).text(), "<h1");

const historyCount = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM i18n_history").first<{ n: number }>())?.n ?? 0;

async function stats(cookie = admin): Promise<Stats> {
  return (await (await call("GET", "/stats", cookie)).json()) as Stats;
}

describe("review states", () => {
  it("seeded cells are reviewed; an edit needs review until a reviewer approves that version", async () => {
    const seeded = (await cell("home.title", "de")) as Translation;
    expect(seeded.reviewedVersion).toBe(seeded.version);
    const saved = await save(translator, "home.title", "de", "Willkommen, neu");
    expect(saved.reviewedVersion).not.toBe(saved.version);
    expect(saved.reviewedText).toBe(seeded.text);

    const res = await approve(reviewer, "home.title", "de", saved.version);
    expect(res.status).toBe(200);
    const { cell: approved } = (await res.json()) as { cell: Translation };
    expect(approved).toMatchObject({
      text: "Willkommen, neu",
      version: saved.version,
      reviewedText: "Willkommen, neu",
    });
    expect(approved.reviewedVersion).toBe(saved.version);
    expect(approved.reviewedBy).toMatch(/^reviewer-/);
    const history = await env.DB.prepare(
      "SELECT action, new_text AS text FROM i18n_history WHERE key_name = 'home.title' AND locale = 'de' ORDER BY id DESC LIMIT 1",
    ).first();
    expect(history).toEqual({ action: "approve", text: "Willkommen, neu" });
  });

  it("refuses a reviewer outside their locales, a translator, a stale version, an error, an empty cell: nothing changes", async () => {
    const pl = await save(admin, "home.title", "pl", "Witamy, nowe");
    const de = await save(admin, "home.title", "de", "Hallo {");
    const hu = await save(admin, "home.title", "hu", "Üdv, új");
    await save(admin, "home.title", "ru", "");
    const before = {
      history: await historyCount(),
      pl: await cell("home.title", "pl"),
      hu: await cell("home.title", "hu"),
    };

    const cases: [Response, number][] = [
      [await approve(reviewer, "home.title", "pl", pl.version), 403],
      [await approve(translator, "home.title", "de", de.version), 403],
      [await approve(reviewer, "home.title", "hu", hu.version - 1), 409],
      [await approve(reviewer, "home.title", "de", de.version), 422],
      [await approve(admin, "home.title", "ru", 0), 404],
      [await approve(reviewer, "no.such.key", "de", 1), 404],
      [await approve(reviewer, "home.title", "hu", -1), 400],
    ];
    expect(cases.map(([res]) => res.status)).toEqual(cases.map(([, status]) => status));
    const stale = cases[2]?.[0] as Response;
    expect(await problemOf(stale, 409)).toMatchObject({ current: { version: hu.version } });
    expect(await historyCount()).toBe(before.history);
    expect(await cell("home.title", "pl")).toEqual(before.pl);
    expect(await cell("home.title", "hu")).toEqual(before.hu);
  });

  it("admins approve in every locale", async () => {
    const pl = await save(admin, "home.title", "pl", "Witamy, nowe");
    expect((await approve(admin, "home.title", "pl", pl.version)).status).toBe(200);
  });

  it("approving a reviewed cell, or confirming one that is not outdated, changes nothing and writes no history", async () => {
    const de = (await cell("home.title", "de")) as Translation;
    const before = await historyCount();
    const approved = await approve(reviewer, "home.title", "de", de.version);
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as { cell: Translation }).cell).toEqual(de);
    const confirmed = await confirm(translator, "home.title", "de", de.version);
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { cell: Translation }).cell).toEqual(de);
    expect(await historyCount()).toBe(before);
    expect(await cell("home.title", "de")).toEqual(de);
  });

  it("filters reviewed cells too, and answers 400 for an unknown state locale", async () => {
    await save(translator, "home.title", "de", "Willkommen, neu");
    const reviewed = (await (await call("GET", "?state=reviewed&stateLocale=de&q=home.title", admin)).json()) as {
      items: { name: string }[];
    };
    expect(reviewed.items.map((i) => i.name)).not.toContain("home.title");
    const total = (await (await call("GET", "?state=reviewed&stateLocale=de", admin)).json()) as { total: number };
    expect(total.total).toBeGreaterThan(0);
    expect((await call("GET", "?state=reviewed&stateLocale=xx", admin)).status).toBe(400);
  });

  it("counts and filters the cells that need review, per locale", async () => {
    await save(translator, "home.title", "de", "Willkommen, neu");
    const de = (await stats()).locales.find((l) => l.locale === "de");
    expect(de).toMatchObject({ needsReview: 1, outdated: 0, reviewedOnly: false });
    const list = (await (await call("GET", "?state=needs-review&stateLocale=de", admin)).json()) as {
      items: { name: string }[];
    };
    expect(list.items.map((i) => i.name)).toEqual(["home.title"]);
    const none = (await (await call("GET", "?state=needs-review&stateLocale=hu", admin)).json()) as {
      total: number;
    };
    expect(none.total).toBe(0);
    expect((await call("GET", "?state=maybe", admin)).status).toBe(400);
  });
});

describe("publish only reviewed", () => {
  it("only an admin sets it; the setting is audited", async () => {
    expect((await reviewedOnly(reviewer, "de", true)).status).toBe(403);
    expect((await reviewedOnly(translator, "de", true)).status).toBe(403);
    expect((await reviewedOnly(admin, "xx", true)).status).toBe(400);
    expect((await stats()).locales.find((l) => l.locale === "de")?.reviewedOnly).toBe(false);

    const res = await reviewedOnly(admin, "de", true);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ locale: "de", reviewedOnly: true });
    expect((await stats()).locales.find((l) => l.locale === "de")?.reviewedOnly).toBe(true);
    const audit = await env.DB.prepare(
      "SELECT detail FROM audit_log WHERE event = 'translations.reviewed_only' ORDER BY id DESC LIMIT 1",
    ).first("detail");
    expect(audit).toBe("de=on");
  });

  it("a new translation stays invisible on the public page until approved, then appears on the next request", async () => {
    const live = await heading("/de");
    expect((await reviewedOnly(admin, "de", true)).status).toBe(200);
    const saved = await save(translator, "home.title", "de", "Neue Überschrift");
    expect(await heading("/de")).toBe(live);

    expect((await approve(reviewer, "home.title", "de", saved.version)).status).toBe(200);
    expect(await heading("/de")).toBe("Neue Überschrift");

    // Another locale, not reviewed-only, publishes every save at once.
    await save(admin, "home.title", "hu", "Új cím");
    expect(await heading("/hu")).toBe("Új cím");
  });

  it("turning it off serves the newest texts again", async () => {
    await reviewedOnly(admin, "de", true);
    await save(translator, "home.title", "de", "Ungeprüft");
    expect(await heading("/de")).not.toBe("Ungeprüft");
    await reviewedOnly(admin, "de", false);
    expect(await heading("/de")).toBe("Ungeprüft");
  });

  it("a cell never approved is not served in a reviewed-only locale (visitors get the fallback)", async () => {
    await env.DB.prepare(
      "DELETE FROM i18n_values WHERE locale = 'de' AND key_id = (SELECT id FROM i18n_keys WHERE name = 'home.title')",
    ).run();
    await reviewedOnly(admin, "de", true);
    const fallback = await heading("/de");
    await save(translator, "home.title", "de", "Nie geprüft");
    expect(await heading("/de")).toBe(fallback);
  });
});

describe("outdated marks", () => {
  it("a source change marks the key's translations outdated, keeping the old source; an edit or a confirm clears it", async () => {
    const oldSource = (await cell("home.title", "sk"))?.text as string;
    await save(admin, "home.title", "sk", "Vitajte na novom webe");
    const de = (await cell("home.title", "de")) as Translation;
    const hu = (await cell("home.title", "hu")) as Translation;
    expect(de.outdatedSource).toBe(oldSource);
    expect(hu.outdatedSource).toBe(oldSource);
    expect((await cell("home.title", "sk"))?.outdatedSource ?? null).toBeNull();
    // A second change keeps the source the translation was written against.
    await save(admin, "home.title", "sk", "Vitajte na najnovšom webe");
    expect((await cell("home.title", "de"))?.outdatedSource).toBe(oldSource);
    expect((await stats()).locales.find((l) => l.locale === "de")?.outdated).toBe(1);
    const list = (await (await call("GET", "?state=outdated&stateLocale=de", admin)).json()) as {
      items: { name: string }[];
    };
    expect(list.items.map((i) => i.name)).toEqual(["home.title"]);

    // Confirm: the translator of de may, the text and version stay; not in another locale.
    expect((await confirm(translator, "home.title", "hu", hu.version)).status).toBe(403);
    expect((await confirm(translator, "home.title", "de", de.version + 1)).status).toBe(409);
    expect((await cell("home.title", "de"))?.outdatedSource).toBe(oldSource);
    const res = await confirm(translator, "home.title", "de", de.version);
    expect(res.status).toBe(200);
    const confirmed = ((await res.json()) as { cell: Translation }).cell;
    expect(confirmed).toMatchObject({ text: de.text, version: de.version, outdatedSource: null });

    // An edit clears it too.
    const edited = await save(admin, "home.title", "hu", "Üdvözöljük az új oldalon");
    expect(edited.outdatedSource).toBeNull();
  });

  it("a source changed back to the text the translation was written against clears the mark", async () => {
    const oldSource = (await cell("home.title", "sk"))?.text as string;
    await save(admin, "home.title", "sk", "Iný text");
    expect((await cell("home.title", "de"))?.outdatedSource).toBe(oldSource);
    await save(admin, "home.title", "sk", oldSource);
    expect((await cell("home.title", "de"))?.outdatedSource).toBeNull();
  });

  it("a web import of a changed source marks outdated; its translations wait for review", async () => {
    const content = JSON.stringify({ "home.title": "Vitajte z importu" });
    const res = await call("POST", "/import", admin, { format: "json", content, locale: "sk", dryRun: false });
    expect(res.status).toBe(200);
    expect((await cell("home.title", "de"))?.outdatedSource).toBeTruthy();
    const sk = (await cell("home.title", "sk")) as Translation;
    expect(sk.reviewedVersion).not.toBe(sk.version);
  });
});
