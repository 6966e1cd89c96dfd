import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createAdminI18n } from "../../client/admin-i18n/translator";
import { type AdminApi, adminKeys, type SaveResult } from "../../client/lib/admin-api";
import { HttpError } from "../../client/lib/http";
import { createSaver } from "../../client/pages/translation/saver";
import { cellId, EditorStore } from "../../client/pages/translation/store";
import type { ListResult, Translation } from "../../common/contracts/translation-responses";
import { adminSeedBundle } from "../unit/admin-i18n-seed";

/** The admin's English words, as an English-speaking admin reads them. */
const { t } = createAdminI18n(adminSeedBundle("en"));

const cell = (text: string, version: number, by = "b@example.com"): Translation => ({
  text,
  version,
  updatedAt: "2026-05-10T12:00:00.000Z",
  updatedBy: by,
  problems: [],
});

/** A publication that serves everything. */
const published = { revision: 1, failed: [], failedTotal: 0, bundleErrors: [] };

/** A fake API whose `save` answers from a queue; it records what was sent. */
function setup(answers: (SaveResult | Error)[]) {
  const sent: { text: string; version: number }[] = [];
  const api = {
    async save(_key: string, _locale: string, text: string, version: number) {
      sent.push({ text, version });
      const answer = answers.shift();
      if (!answer) throw new Error("no answer");
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as AdminApi;
  const store = new EditorStore();
  const queryClient = new QueryClient();
  const page: ListResult = {
    total: 1,
    page: 1,
    pageSize: 200,
    revision: 1,
    sourceLocale: "sk",
    items: [
      {
        id: 1,
        name: "home.title",
        description: "",
        updatedAt: "",
        pages: ["home"],
        values: { de: cell("Alt", 3) },
      },
    ],
  };
  queryClient.setQueryData(adminKeys.list({ page: 1 }), page);
  const announced: string[] = [];
  const saver = createSaver(store, api, queryClient, (m) => announced.push(m), t);
  const cached = () => queryClient.getQueryData<ListResult>(adminKeys.list({ page: 1 }))?.items[0]?.values.de;
  return { store, saver, sent, announced, cached };
}

const id = cellId("home.title", "de");

describe("saving a cell", () => {
  it("names the version the edit started from, and shows the saved cell in the list", async () => {
    const { store, saver, sent, announced, cached } = setup([
      { ok: true, status: "saved", cell: cell("Neu", 4), publish: published },
    ]);
    store.edit("home.title", "de", "Neu", cell("Alt", 3));
    await saver.save(id);
    expect(sent).toEqual([{ text: "Neu", version: 3 }]);
    expect(store.get(id)).toEqual({ status: { kind: "saved" } });
    expect(cached()?.text).toBe("Neu");
    expect(announced).toEqual(["Saved Deutsch · home.title"]);
  });

  it("says so when publishing does not serve the saved text, and not for another cell's failure", async () => {
    const failed = [
      { key: "home.title", locale: "de" as const, message: "expect argument closing brace", line: 1, column: 12 },
      { key: "home.lead", locale: "de" as const, message: "other" },
    ];
    const publish = { revision: 7, failed, failedTotal: failed.length, bundleErrors: [] };
    const { store, saver, announced } = setup([
      { ok: true, status: "saved", cell: cell("Willkommen {name", 4), publish },
      { ok: true, status: "saved", cell: cell("Willkommen", 5), publish: { ...publish, failed: failed.slice(1) } },
    ]);
    store.edit("home.title", "de", "Willkommen {name", cell("Alt", 3));
    await saver.save(id);
    expect(store.get(id)?.status).toEqual({ kind: "saved", notServed: "1:12 expect argument closing brace" });
    expect(announced.at(-1)).toBe("Saved Deutsch · home.title, not published: 1:12 expect argument closing brace");
    store.edit("home.title", "de", "Willkommen", cell("Willkommen {name", 4));
    await saver.save(id);
    expect(store.get(id)?.status).toEqual({ kind: "saved", notServed: undefined });
  });

  it("keeps the text and shows the reason when the save fails", async () => {
    const { store, saver } = setup([
      new HttpError(403, { type: "about:blank", title: "Forbidden", status: 403, detail: "You may not edit de" }, "/x"),
    ]);
    store.edit("home.title", "de", "Neu", cell("Alt", 3));
    await saver.save(id);
    expect(store.get(id)?.draft?.text).toBe("Neu");
    expect(store.get(id)?.status).toEqual({ kind: "failed", reason: "You may not edit de" });
  });

  it("keeps what was typed while the save ran, based on the saved version", async () => {
    const { store, saver } = setup([{ ok: true, status: "saved", cell: cell("Neu", 4), publish: published }]);
    store.edit("home.title", "de", "Neu", cell("Alt", 3));
    const saving = saver.save(id);
    store.edit("home.title", "de", "Neuer", cell("Alt", 3));
    await saving;
    expect(store.get(id)?.draft).toMatchObject({ text: "Neuer", baseVersion: 4, baseText: "Neu" });
  });

  it("on a conflict keeps both texts; 'keep mine' saves over the newer version", async () => {
    const theirs = cell("Ihres", 4);
    const { store, saver, sent, cached } = setup([
      { ok: false, status: 409, detail: "This cell was changed by someone else", current: theirs },
      { ok: true, status: "saved", cell: cell("Meins", 5), publish: published },
    ]);
    store.edit("home.title", "de", "Meins", cell("Alt", 3));
    await saver.save(id);
    expect(store.get(id)).toMatchObject({ draft: { text: "Meins" }, status: { kind: "conflict", current: theirs } });
    // A conflict is resolved by a choice, not by saving blindly again.
    await saver.save(id);
    expect(sent).toHaveLength(1);
    await saver.keepMine(id);
    expect(sent[1]).toEqual({ text: "Meins", version: 4 });
    expect(cached()?.text).toBe("Meins");
  });

  it("'take theirs' drops my text and shows theirs; 'merge' edits on their version", async () => {
    const theirs = cell("Ihres", 4);
    const conflict: SaveResult = {
      ok: false,
      status: 409,
      detail: "This cell was changed by someone else",
      current: theirs,
    };
    const { store, saver, cached } = setup([conflict, conflict]);
    store.edit("home.title", "de", "Meins", cell("Alt", 3));
    await saver.save(id);
    saver.takeTheirs(id);
    expect(store.get(id)).toBeUndefined();
    expect(cached()?.text).toBe("Ihres");

    store.edit("home.title", "de", "Meins", cell("Alt", 3));
    await saver.save(id);
    saver.startMerge(id);
    expect(store.get(id)?.draft).toMatchObject({ text: "Meins", baseVersion: 4, theirs });
    // Esc on the merge goes back to the conflict, not to nothing.
    saver.cancel(id);
    expect(store.get(id)).toMatchObject({ draft: { text: "Meins" }, status: { kind: "conflict" } });
  });

  it("'save all' saves every draft not already saving or in conflict", async () => {
    const { store, saver, sent } = setup([
      { ok: true, status: "saved", cell: cell("A", 4), publish: published },
      { ok: true, status: "saved", cell: cell("B", 1), publish: published },
    ]);
    store.edit("home.title", "de", "A", cell("Alt", 3));
    store.edit("home.lead", "de", "B", undefined);
    await saver.saveAll();
    expect(sent).toEqual([
      { text: "A", version: 3 },
      { text: "B", version: 0 },
    ]);
    expect(store.drafts()).toEqual([]);
  });
});

describe("the draft store", () => {
  it("drops a draft typed back to its base text, and carries drafts along a rename", () => {
    const store = new EditorStore();
    store.edit("a.b", "de", "x", cell("y", 1));
    store.edit("a.b", "de", "y", cell("y", 1));
    expect(store.get(cellId("a.b", "de"))).toBeUndefined();
    store.edit("a.b", "de", "x", cell("y", 1));
    store.edit("a.bc", "de", "z", undefined);
    store.renameKey("a.b", "a.c");
    expect(store.draftsOf("de")).toEqual({ "a.c": "x", "a.bc": "z" });
  });
});
