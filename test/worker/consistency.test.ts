import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { KeyDetail, ListResult, Stats } from "../../common/contracts/translation-responses";
import { createAccount, signIn, translationsApi } from "./auth-helpers";
import { seedStore } from "./store-helpers";

/**
 * Issue 28: `inconsistent-translation`, the same source text translated differently in one
 * locale. The store finds it across keys after every write that publishes
 * (worker/services/translations/consistency.ts): both translations are flagged, the filter and
 * the dashboard count them, and the warning goes when the texts agree or a key goes.
 */
let admin: string;
beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});
beforeEach(seedStore);

const call = (method: string, path: string, body?: unknown) => translationsApi(admin, method, path, body);

async function save(key: string, locale: string, text: string): Promise<void> {
  const detail = (await (await call("GET", `/keys/${key}`)).json()) as KeyDetail;
  const version = detail.key.values[locale as "de"]?.version ?? 0;
  expect((await call("PUT", `/keys/${key}/values/${locale}`, { text, version })).status).toBe(200);
}

async function codes(key: string, locale = "de"): Promise<string[]> {
  const detail = (await (await call("GET", `/keys/${key}`)).json()) as KeyDetail;
  return (detail.key.values[locale as "de"]?.problems ?? []).map((p) => p.code);
}

const listed = async (query: string) =>
  ((await (await call("GET", `?${query}`)).json()) as ListResult).items.map((k) => k.name);

const deWarnings = async () =>
  ((await (await call("GET", "/stats")).json()) as Stats).locales.find((l) => l.locale === "de")?.warnings ?? 0;

async function twoKeys(): Promise<void> {
  for (const key of ["cart.save", "profile.save"]) {
    expect((await call("POST", "/keys", { name: key })).status).toBe(201);
    await save(key, "sk", "Uložiť");
  }
  await save("cart.save", "de", "Speichern");
}

describe("inconsistent-translation across keys", () => {
  it("flags both translations when a second key translates the same source differently, and clears both when they agree", async () => {
    await twoKeys();
    const before = await deWarnings();
    await save("profile.save", "de", "Sichern");
    expect(await codes("cart.save")).toEqual(["inconsistent-translation"]);
    expect(await codes("profile.save")).toEqual(["inconsistent-translation"]);
    expect(await listed("problem=inconsistent-translation&locales=de")).toEqual(["cart.save", "profile.save"]);
    expect(await deWarnings()).toBe(before + 2);
    const detail = (await (await call("GET", "/keys/profile.save")).json()) as KeyDetail;
    expect(detail.key.values.de?.problems[0]?.message).toBe('cart.save translates the same source as "Speichern"');

    await save("profile.save", "de", "Speichern");
    expect(await codes("cart.save")).toEqual([]);
    expect(await codes("profile.save")).toEqual([]);
    expect(await deWarnings()).toBe(before);
  });

  it("leaves other locales, and keys whose sources differ, alone", async () => {
    await twoKeys();
    await save("profile.save", "de", "Sichern");
    await save("cart.save", "hu", "Mentés");
    await save("profile.save", "hu", "Mentés");
    expect(await codes("cart.save", "hu")).toEqual([]);
    expect((await call("POST", "/keys", { name: "cart.cancel" })).status).toBe(201);
    await save("cart.cancel", "sk", "Zrušiť");
    await save("cart.cancel", "de", "Sichern");
    expect(await codes("cart.cancel")).toEqual([]);
  });

  it("goes when the other key is deleted, and when the source texts part", async () => {
    await twoKeys();
    await save("profile.save", "de", "Sichern");
    expect((await call("DELETE", "/keys/profile.save", {})).status).toBe(204);
    expect(await codes("cart.save")).toEqual([]);

    expect((await call("POST", "/keys", { name: "profile.save" })).status).toBe(201);
    await save("profile.save", "sk", "Uložiť");
    await save("profile.save", "de", "Sichern");
    expect(await codes("cart.save")).toEqual(["inconsistent-translation"]);
    await save("profile.save", "sk", "Uložiť profil");
    expect(await codes("cart.save")).toEqual([]);
  });

  it("a recheck keeps the warning, and a reviewer may dismiss it until the text changes", async () => {
    await twoKeys();
    await save("profile.save", "de", "Sichern");
    expect((await call("POST", "/recheck", { after: 0 })).status).toBe(200);
    expect(await codes("profile.save")).toEqual(["inconsistent-translation"]);
    const version = ((await (await call("GET", "/keys/profile.save")).json()) as KeyDetail).key.values.de?.version;
    const dismissed = await call("POST", "/keys/profile.save/values/de/dismissals", {
      code: "inconsistent-translation",
      reason: "A different button",
      version,
    });
    expect(dismissed.status).toBe(200);
    expect(await listed("problem=inconsistent-translation&locales=de")).toEqual(["cart.save"]);
  });

  it("an import that makes two keys disagree flags them", async () => {
    await twoKeys();
    const res = await call("POST", "/import", {
      format: "json",
      fileName: "de.json",
      content: JSON.stringify({ "profile.save": "Sichern" }),
      dryRun: false,
    });
    expect(res.status).toBe(200);
    expect(await codes("cart.save")).toEqual(["inconsistent-translation"]);
  });
});
