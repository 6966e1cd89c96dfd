import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ImportApplied, RevertPreview, UndoPreview } from "../../common/contracts/translation-responses";
import { publishRevision } from "../../worker/services/translations/publish";
import { keyId } from "../../worker/services/translations/translation-sql";
import { createAccount, signIn, translationsApi } from "./auth-helpers";
import { cachedTitle, nextTitle } from "./page-cache-helpers";
import { seedStore } from "./store-helpers";

/**
 * Every kind of publication makes the next request at this location show it, though the page
 * was answered from the cache just before (docs/decisions/0059-edge-cache-generations.md):
 * the publication moves the location's page generation before it answers.
 */

let admin: string;

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});
// A fresh store (and, through its publication, a fresh generation) for every test.
beforeEach(seedStore);

async function call<T>(method: string, path: string, body?: unknown, status = 200): Promise<T> {
  const res = await translationsApi(admin, method, path, body);
  expect(res.status).toBe(status);
  return (status === 204 ? undefined : await res.json()) as T;
}

const versionOf = async (name: string, locale: string) =>
  (await call<{ key: { values: Record<string, { version: number }> } }>("GET", `/keys/${name}`)).key.values[locale]
    ?.version ?? 0;

const save = async (locale: string, text: string, name = "home.title") =>
  call("PUT", `/keys/${name}/values/${locale}`, { text, version: await versionOf(name, locale) });

describe("the next request after a publication shows it, where it was made", () => {
  it("a save, in the saved locale", async () => {
    expect(await cachedTitle("/de")).toBe("Willkommen");
    await save("de", "Gespeichert");
    expect(await nextTitle("/de")).toBe("Gespeichert");
  });

  it("a save in the default locale, in every locale whose text falls back to it", async () => {
    // hu has no text of its own for the heading: it shows the default locale's.
    const id = await keyId(env.DB, "home.title");
    await env.DB.prepare("DELETE FROM i18n_values WHERE key_id = ? AND locale = 'hu'").bind(id).run();
    await publishRevision(env.DB, env.CACHE);
    const fallback = await cachedTitle("/hu");
    expect(fallback).toBe(await cachedTitle("/"));

    await save("sk", "Uložené");
    expect(await nextTitle("/")).toBe("Uložené");
    expect(await nextTitle("/hu")).toBe("Uložené");
  });

  it("an import, and its undo", async () => {
    expect(await cachedTitle("/pl")).not.toBe("Zaimportowane");
    const content = JSON.stringify({ "home.title": "Zaimportowane" });
    const body = { format: "json", locale: "pl", fileName: "pl.json", content, dryRun: false };
    const { importId } = await call<ImportApplied>("POST", "/import", body);
    expect(await nextTitle("/pl")).toBe("Zaimportowane");

    expect(await cachedTitle("/pl")).toBe("Zaimportowane");
    const { basis } = await call<UndoPreview>("GET", `/imports/${importId}/undo`);
    await call("POST", `/imports/${importId}/undo`, { basis });
    expect(await nextTitle("/pl")).not.toBe("Zaimportowane");
  });

  it("a revert", async () => {
    const before = await cachedTitle("/cz");
    await save("cz", "Uloženo");
    expect(await cachedTitle("/cz")).toBe("Uloženo");
    const { history } = await call<{ history: { id: number }[] }>("GET", "/keys/home.title");
    const shown = await call<RevertPreview>("GET", `/history/${history[0]?.id}/revert`);
    await call("POST", `/history/${history[0]?.id}/revert`, { version: await versionOf("home.title", "cz") });
    expect(shown).toBeTruthy();
    expect(await nextTitle("/cz")).toBe(before);
  });

  it("the reviewed-only setting, and an approval", async () => {
    await save("ru", "Непроверенный");
    expect(await cachedTitle("/ru")).toBe("Непроверенный");
    await call("PUT", "/locales/ru", { reviewedOnly: true });
    // Visitors now get the last reviewed text (the seed's).
    expect(await nextTitle("/ru")).not.toBe("Непроверенный");

    expect(await cachedTitle("/ru")).not.toBe("Непроверенный");
    await call("POST", "/keys/home.title/values/ru/approve", { version: await versionOf("home.title", "ru") });
    expect(await nextTitle("/ru")).toBe("Непроверенный");
  });

  it("a key renamed, and a key deleted", async () => {
    const title = await cachedTitle("/rs");
    await call("PATCH", "/keys/home.title", { name: "home.heading" });
    expect(await nextTitle("/rs")).not.toBe(title);

    await call("PATCH", "/keys/home.heading", { name: "home.title" });
    expect(await nextTitle("/rs")).toBe(title);
    expect(await cachedTitle("/rs")).toBe(title);
    await call("DELETE", "/keys/home.title", {}, 204);
    expect(await nextTitle("/rs")).not.toBe(title);
  });
});
