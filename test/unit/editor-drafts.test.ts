import { describe, expect, it } from "vitest";
import { DraftStorage, draftStorageKey, parseDraftEntry } from "../../client/pages/translation/draft-storage";
import { cellId, EditorStore } from "../../client/pages/translation/store";
import { readReference, referenceStorageKey } from "../../client/pages/translation/use-reference-locales";

/** A Storage in memory, as the browser's localStorage behaves. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

const base = { version: 3, text: "Ahoj" } as never;

describe("drafts kept across reloads", () => {
  it("are stored per account, locale, base version and key (a key may hold colons)", () => {
    expect(draftStorageKey(7, { key: "a.b:c", locale: "de", baseVersion: 3 })).toBe(
      "translation-draft:v1:7:de:3:a.b:c",
    );
    const entry = JSON.stringify({ text: "Hallo", baseText: "Ahoj" });
    expect(parseDraftEntry(7, "translation-draft:v1:7:de:3:a.b:c", entry)).toEqual({
      key: "a.b:c",
      locale: "de",
      text: "Hallo",
      baseVersion: 3,
      baseText: "Ahoj",
      restored: true,
    });
    // Another account's, a foreign entry, a damaged one: never restored.
    expect(parseDraftEntry(8, "translation-draft:v1:7:de:3:a.b:c", entry)).toBeNull();
    expect(parseDraftEntry(7, "translation-draft:v1:7:xx:3:a", entry)).toBeNull();
    expect(parseDraftEntry(7, "translation-draft:v1:7:de:3:a", "{not json")).toBeNull();
    expect(parseDraftEntry(7, "theme", "dark")).toBeNull();
  });

  it("follow the store: written while typed, moved when rebased, gone when saved or discarded", () => {
    const storage = memoryStorage();
    const drafts = new DraftStorage(storage, 7);
    const store = new EditorStore(drafts.write);
    const id = cellId("home.title", "de");
    store.edit("home.title", "de", "Hallo", base);
    store.edit("home.title", "de", "Hallo Welt", base);
    expect(storage.length).toBe(1);
    expect(new DraftStorage(storage, 7).restore()).toMatchObject([
      { key: "home.title", text: "Hallo Welt", baseVersion: 3 },
    ]);
    const draft = store.get(id)?.draft;
    store.setDraft(id, draft && { ...draft, baseVersion: 4 });
    expect(storage.key(0)).toBe("translation-draft:v1:7:de:4:home.title");
    expect(storage.length).toBe(1);
    store.discard(id);
    expect(storage.length).toBe(0);
    expect(new DraftStorage(storage, 8).restore()).toEqual([]);
  });

  it("survive a storage that refuses writes (the draft stays in memory)", () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    const store = new EditorStore(new DraftStorage(storage, 7).write);
    store.edit("home.title", "de", "Hallo", base);
    expect(store.drafts()).toHaveLength(1);
  });
});

describe("reference languages", () => {
  it("are remembered per account; unknown codes are dropped", () => {
    const storage = memoryStorage();
    storage.setItem(referenceStorageKey(7), JSON.stringify(["en", "xx", "en", "hu"]));
    expect(readReference(storage, 7)).toEqual(["en", "hu"]);
    expect(readReference(storage, 8)).toEqual([]);
    storage.setItem(referenceStorageKey(9), "{broken");
    expect(readReference(storage, 9)).toEqual([]);
  });
});
