import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { KeyDetail, ListResult, Stats } from "../../common/contracts/translation-responses";
import { createAccount, signIn, translationsApi } from "./auth-helpers";
import { problemOf } from "./helpers";
import { seedStore } from "./store-helpers";

/**
 * Dismissing a warning (issue 28, item 4; docs/decisions/0065): reviewers of the locale and
 * admins only, never an error, until the text changes; the filters and the dashboard's counts
 * leave a dismissed warning out, and the key's history shows it.
 */
let admin: string;
let reviewer: string;
let translator: string;

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
  reviewer = await signIn(await createAccount({ role: "reviewer", locales: ["de"] }));
  translator = await signIn(await createAccount({ role: "translator", locales: ["de"] }));
});
beforeEach(seedStore);

const KEY = "dismiss.greeting";
const call = (cookie: string, method: string, path: string, body?: unknown) =>
  translationsApi(cookie, method, path, body);

async function detail(): Promise<KeyDetail> {
  return (await (await call(admin, "GET", `/keys/${KEY}`)).json()) as KeyDetail;
}

async function save(locale: string, text: string): Promise<number> {
  const version = (await detail()).key.values[locale as "de"]?.version ?? 0;
  const res = await call(admin, "PUT", `/keys/${KEY}/values/${locale}`, { text, version });
  expect(res.status).toBe(200);
  return ((await res.json()) as { cell: { version: number } }).cell.version;
}

/** A key whose de text leaves out the source's `{name}`: an `argument-missing` warning. */
async function warned(): Promise<number> {
  expect((await call(admin, "POST", "/keys", { name: KEY })).status).toBe(201);
  await save("sk", "Ahoj, {name}");
  return save("de", "Hallo");
}

const dismiss = (cookie: string, version: number, code = "argument-missing", reason = "The name is in the title") =>
  call(cookie, "POST", `/keys/${KEY}/values/de/dismissals`, { code, reason, version });

const listed = async (query: string) =>
  ((await (await call(admin, "GET", `?${query}`)).json()) as ListResult).items.map((k) => k.name);

const deWarnings = async () =>
  ((await (await call(admin, "GET", "/stats")).json()) as Stats).locales.find((l) => l.locale === "de")?.warnings;

const auditCount = async (event: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE event = ?").bind(event).first<{ n: number }>())?.n;

describe("dismissing a warning", () => {
  it("a reviewer dismisses it with a reason: the cell marks it, filters and counts leave it out, history shows it", async () => {
    const version = await warned();
    expect(await listed("problem=warnings&locales=de")).toContain(KEY);
    const before = await deWarnings();
    const audited = await auditCount("translations.dismiss");

    const res = await dismiss(reviewer, version);
    expect(res.status).toBe(200);
    const { cell } = (await res.json()) as { cell: { problems: { code: string; dismissed?: unknown }[] } };
    expect(cell.problems).toEqual([
      expect.objectContaining({
        code: "argument-missing",
        dismissed: {
          reason: "The name is in the title",
          by: expect.stringMatching(/^reviewer-/),
          at: expect.any(String),
        },
      }),
    ]);
    expect(await listed("problem=warnings&locales=de")).not.toContain(KEY);
    expect(await listed("problem=argument-missing")).not.toContain(KEY);
    expect(await deWarnings()).toBe((before ?? 0) - 1);
    const { dismissals } = await detail();
    expect(dismissals).toEqual([expect.objectContaining({ locale: "de", code: "argument-missing", version })]);
    expect(await auditCount("translations.dismiss")).toBe((audited ?? 0) + 1);
  });

  it("lasts until the text changes: a new version brings the warning back", async () => {
    const version = await warned();
    expect((await dismiss(admin, version)).status).toBe(200);
    expect(await listed("problem=warnings&locales=de")).not.toContain(KEY);
    await save("de", "Hallo!");
    expect(await listed("problem=warnings&locales=de")).toContain(KEY);
    const cell = (await detail()).key.values.de;
    expect(cell?.problems[0]).toMatchObject({ code: "argument-missing" });
    expect(cell?.problems[0]?.dismissed).toBeUndefined();
  });

  it("undoes a dismissal (audited); undoing one that is not there is a 404", async () => {
    const version = await warned();
    await dismiss(reviewer, version);
    const undo = await call(reviewer, "DELETE", `/keys/${KEY}/values/de/dismissals`, { code: "argument-missing" });
    expect(undo.status).toBe(200);
    expect(await listed("problem=warnings&locales=de")).toContain(KEY);
    expect((await detail()).dismissals?.[0]).toMatchObject({ undoneBy: expect.stringMatching(/^reviewer-/) });
    await problemOf(
      await call(reviewer, "DELETE", `/keys/${KEY}/values/de/dismissals`, { code: "argument-missing" }),
      404,
    );
    expect(await auditCount("translations.undismiss")).toBeGreaterThan(0);
  });

  it("refuses a translator, a reviewer of another locale, a stale version, an unknown code, a blank reason: nothing stored", async () => {
    const version = await warned();
    const other = await signIn(await createAccount({ role: "reviewer", locales: ["hu"] }));
    await problemOf(await dismiss(translator, version), 403);
    await problemOf(await dismiss(other, version), 403);
    const stale = await problemOf(await dismiss(reviewer, version + 1), 409);
    expect(stale.current).toMatchObject({ version });
    await problemOf(await dismiss(reviewer, version, "no-such-check"), 404);
    const blank = await problemOf(await dismiss(reviewer, version, "argument-missing", "  "), 400);
    expect(blank.errors?.map((e) => e.path)).toEqual(["reason"]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM i18n_dismissals").first("n")).toBe(0);
  });

  it("never dismisses an error", async () => {
    expect((await call(admin, "POST", "/keys", { name: KEY })).status).toBe(201);
    const version = await save("de", "{count, plural, one {# Datei}}");
    const res = await problemOf(await dismiss(admin, version, "no-other"), 409);
    expect(res.detail).toMatch(/errors cannot be dismissed/);
    expect(await listed("problem=errors&locales=de")).toContain(KEY);
  });
});
