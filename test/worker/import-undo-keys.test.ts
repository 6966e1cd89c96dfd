import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type {
  ImportApplied,
  ImportPreview,
  UndoApplied,
  UndoPreview,
} from "../../common/contracts/translation-responses";
import { createAccount, signIn, translationsApi } from "./auth-helpers";
import { get } from "./helpers";
import { countRows, seedStore } from "./store-helpers";

/** Issue 26: an import applies what is valid; its undo takes back the keys it created. */
let admin: string;
beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});
beforeEach(seedStore);

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status).toBe(status);
  return (await res.json()) as T;
}
const call = (method: string, path: string, body?: unknown) => translationsApi(admin, method, path, body);
const importBody = (texts: Record<string, string>, dryRun: boolean) => ({
  format: "json",
  locale: "de",
  fileName: "de.json",
  content: JSON.stringify(texts),
  dryRun,
});
const bundle = async (locale: string) => (await (await get(`/api/i18n/${locale}`)).json()) as Record<string, unknown>;

describe("an import with one invalid message", () => {
  const texts = {
    "home.mastodon.a": "Eins",
    "home.mastodon.b": "{count, plural, one {# Beitrag} other {# Beiträge}}",
    "home.mastodon.broken": "{count, plural, one {# Beitrag}",
    "home.mastodon.c": "Drei",
  };

  it("previews it as invalid, applies the rest, and stores it flagged without serving it", async () => {
    const preview = await json<ImportPreview>(await call("POST", "/import", importBody(texts, true)));
    expect(preview.counts).toMatchObject({ added: 3, invalid: 1 });
    expect(preview.invalid).toEqual([expect.objectContaining({ key: "home.mastodon.broken", locale: "de" })]);

    const applied = await json<ImportApplied>(await call("POST", "/import", importBody(texts, false)));
    expect(applied.written).toBe(4);
    expect(applied.publish.failed).toEqual([expect.objectContaining({ key: "home.mastodon.broken", locale: "de" })]);
    const stored = await env.DB.prepare(
      `SELECT v.text, v.problems, v.has_error AS hasError FROM i18n_values v JOIN i18n_keys k ON k.id = v.key_id
       WHERE k.name = 'home.mastodon.broken' AND v.locale = 'de'`,
    ).first<{ text: string; problems: string; hasError: number }>();
    expect(stored).toMatchObject({ text: texts["home.mastodon.broken"], hasError: 1 });
    expect(JSON.parse(stored?.problems ?? "[]")).toContainEqual(expect.objectContaining({ severity: "error" }));
    const served = await bundle("de");
    expect(served).toMatchObject({ "home.mastodon.a": "Eins", "home.mastodon.c": "Drei" });
    expect(served).not.toHaveProperty("home.mastodon.broken");
  });
});

describe("undoing an import removes the keys it created", () => {
  async function importAndPreview(texts: Record<string, string>) {
    const applied = await json<ImportApplied>(await call("POST", "/import", importBody(texts, false)));
    return { id: applied.importId as number };
  }
  const preview = (id: number) => call("GET", `/imports/${id}/undo`).then((r) => json<UndoPreview>(r));

  it("removes a created key nothing touched since, keeps one edited elsewhere, and keeps the keys that were there", async () => {
    const keysBefore = await countRows("i18n_keys");
    const { id } = await importAndPreview({ "fresh.kept": "Neu A", "fresh.gone": "Neu B", "home.title": "Hallo" });
    // Another translation of fresh.kept, written by a save: the key is no longer the import's alone.
    const saved = await call("PUT", "/keys/fresh.kept/values/sk", { text: "Nové A", version: 0 });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const shown = await preview(id);
    expect(shown.removesKeys).toEqual(["fresh.gone"]);
    const undone = await json<UndoApplied>(await call("POST", `/imports/${id}/undo`, { basis: shown.basis }));
    expect(undone).toMatchObject({ restored: 3, removedKeys: 1 });
    expect((await call("GET", "/keys/fresh.gone")).status).toBe(404);
    expect((await call("GET", "/keys/fresh.kept")).status).toBe(200);
    expect(await countRows("i18n_keys")).toBe(keysBefore + 1);
    expect(await countRows("i18n_history WHERE action = 'delete' AND locale IS NULL AND key_name = 'fresh.gone'")).toBe(
      1,
    );
  });

  it("keeps a created key renamed since, and refuses a preview made before a key was touched (409)", async () => {
    const { id } = await importAndPreview({ "fresh.one": "Eins", "fresh.two": "Zwei" });
    const shown = await preview(id);
    expect(shown.removesKeys).toEqual(["fresh.one", "fresh.two"]);
    await json(await call("PATCH", "/keys/fresh.two", { name: "fresh.renamed" }));
    expect((await call("POST", `/imports/${id}/undo`, { basis: shown.basis })).status).toBe(409);
    expect(await countRows("i18n_keys WHERE name LIKE 'fresh.%'")).toBe(2);

    const again = await preview(id);
    expect(again.removesKeys).toEqual(["fresh.one"]);
    const undone = await json<UndoApplied>(await call("POST", `/imports/${id}/undo`, { basis: again.basis }));
    expect(undone.removedKeys).toBe(1);
    expect((await call("GET", "/keys/fresh.renamed")).status).toBe(200);
  });
});
