import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CompiledBundle, CompiledMessage } from "../../common/icu/types";
import { createAccount, fetchWithEnv, signIn } from "./auth-helpers";
import { get } from "./helpers";
import { seedStore } from "./store-helpers";
import { json, write } from "./suggestions-helpers";

/**
 * The admin's messages are keys of the store (docs/decisions/0088): a published change shows on an
 * admin's next page load, at a new immutable URL; visitors' pages never carry them.
 */
let admin: string;

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});
beforeEach(seedStore);

const POLISH = { "Accept-Language": "pl-PL,pl;q=0.9" };
const MESSAGES_URL = /\/_app\/admin-messages\/([a-zA-Z-]+)\/([^"/]+)\.json/;

/** The sign-in page in Polish: its HTML and the URL of the messages it was rendered with. */
async function signInPage(): Promise<{ html: string; url: string }> {
  const res = await get("/admin/login", POLISH);
  expect(res.status).toBe(200);
  const html = await res.text();
  const url = MESSAGES_URL.exec(html)?.[0];
  expect(url).toMatch(/\/pl\//);
  return { html, url: url as string };
}

interface Served {
  locale: string;
  current: CompiledBundle;
  fallback: CompiledBundle;
}

const plain = (message: CompiledMessage | undefined) => (typeof message === "string" ? message : undefined);

describe("a published change to an admin message", () => {
  it("is on the admin's next page load, under a new messages URL", async () => {
    const before = await signInPage();
    expect(before.html).toContain('aria-label="Język"');
    const seeded = await json<Served>(await get(before.url));
    expect(plain(seeded.current["admin.common.save"])).toBe("Zapisz");

    await write(admin, "admin.common.language", { en: "Language", pl: "Wersja językowa" });
    await write(admin, "admin.common.save", { en: "Save", pl: "Zachowaj" });

    const after = await signInPage();
    expect(after.url).not.toBe(before.url);
    expect(after.html).toContain('aria-label="Wersja językowa"');
    const served = await json<Served>(await get(after.url));
    expect(plain(served.current["admin.common.save"])).toBe("Zachowaj");
    // The rest of Polish still comes from the seed; English goes only where Polish has no message.
    expect(plain(served.current["admin.common.cancel"])).toBe("Anuluj");
    expect(served.fallback["admin.common.save"]).toBeUndefined();
    expect(Object.keys(served.fallback)).toEqual([]);
  });

  it("keeps its URL while texts of other languages change (decision 0095), and moves with Polish or English", async () => {
    const before = await signInPage();
    await write(admin, "home.title", { de: "Willkommen daheim", hu: "Üdvözöljük itthon" });
    await write(admin, "admin.common.save", { de: "Sichern" });
    expect((await signInPage()).url).toBe(before.url);
    await write(admin, "home.title", { pl: "Witamy w domu" });
    const polish = await signInPage();
    expect(polish.url).not.toBe(before.url);
    await write(admin, "admin.common.cancel", { en: "Cancel it" });
    expect((await signInPage()).url).not.toBe(polish.url);
  });

  it("never reaches a public page or its bundle", async () => {
    await write(admin, "admin.common.save", { en: "Save", pl: "Zachowaj" });
    const html = await (await get("/pl", POLISH)).text();
    expect(html).not.toContain("admin-messages");
    expect(html).not.toContain("Zachowaj");
    expect(html).not.toMatch(/"admin\.[a-zA-Z]/);
    const bundle = (await (await get("/api/i18n/pl")).json()) as CompiledBundle;
    expect(Object.keys(bundle).length).toBeGreaterThan(0);
    expect(Object.keys(bundle).filter((key) => key.startsWith("admin."))).toEqual([]);
  });
});

describe("GET /_app/admin-messages/{locale}/{version}.json", () => {
  it("answers 404 for a locale that is not the admin's", async () => {
    const { url } = await signInPage();
    const version = MESSAGES_URL.exec(url)?.[2];
    for (const locale of ["xx", "cs", "en-XA", "sinhala"]) {
      expect((await get(`/_app/admin-messages/${locale}/${version}.json`)).status).toBe(404);
    }
    expect((await get(`/_app/admin-messages/pl/${version}.txt`)).status).toBe(404);
  });

  it("serves the pseudo-locale only where PSEUDO_LOCALE is on", async () => {
    const { url } = await signInPage();
    const version = MESSAGES_URL.exec(url)?.[2];
    const path = `/_app/admin-messages/en-XA/${version}.json`;
    expect((await fetchWithEnv({ PSEUDO_LOCALE: "" }, path)).status).toBe(404);
    const on = await fetchWithEnv({ PSEUDO_LOCALE: "on" }, path);
    expect(on.status).toBe(200);
    const pseudo = (await on.json()) as Served;
    expect(pseudo.locale).toBe("en-XA");
    expect(JSON.stringify(pseudo.current["admin.common.save"])).toMatch(/^"\[.*\]"$/);
  });

  it("is immutable at the current version, revalidated at an older one, and answers 304 to its ETag", async () => {
    const { url: old } = await signInPage();
    const first = await get(old);
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = first.headers.get("etag") as string;
    expect(etag).toBeTruthy();
    const again = await get(old, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    await write(admin, "admin.common.save", { pl: "Zachowaj" });
    const { url: current } = await signInPage();
    const stale = await get(old, { "If-None-Match": etag });
    // An older URL answers the current messages (a new ETag), never cached for good.
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).toBe("no-cache");
    expect(stale.headers.get("etag")).not.toBe(etag);
    expect((await get(current)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
