import { QueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { createAdminI18n } from "../../client/admin-i18n/translator";
import type { AdminApi, SaveResult } from "../../client/lib/admin-api";
import { createSaver } from "../../client/pages/translation/saver";
import { cellId, EditorStore } from "../../client/pages/translation/store";
import { publishResult as publishResultSchema } from "../../common/contracts/translation-responses";
import { adminSeedBundle } from "../unit/admin-i18n-seed";

/** The admin's English words, as an English-speaking admin reads them. */
const { t } = createAdminI18n(adminSeedBundle("en"));

/**
 * The editor's side of a save written without KV (issue 13, finding 9): the answer is a
 * success whose `publish` says publishing is delayed, and the editor shows that rather
 * than a failure, so nobody saves the same text again.
 */

const cell = {
  text: "Neu",
  version: 4,
  updatedAt: "2026-05-10T12:00:00.000Z",
  updatedBy: "a@example.com",
  problems: [],
};
const MESSAGE = "Saved, but publishing is delayed: the cache (KV) is unavailable.";
const delayed = { revision: 9, failed: [], failedTotal: 0, bundleErrors: [], delayed: true as const, message: MESSAGE };

function setup(answer: SaveResult) {
  const sent: string[] = [];
  const api = {
    async save(_key: string, _locale: string, text: string) {
      sent.push(text);
      return answer;
    },
  } as unknown as AdminApi;
  const store = new EditorStore();
  const announced: string[] = [];
  const saver = createSaver(store, api, new QueryClient(), (m) => announced.push(m), t);
  return { store, saver, sent, announced };
}

const id = cellId("home.title", "de");

describe("a save whose publication is delayed", () => {
  it("is a publish result the contract accepts, and an older answer without `delayed` still is", () => {
    expect(v.is(publishResultSchema, delayed)).toBe(true);
    const { delayed: _, message: __, ...older } = delayed;
    expect(v.is(publishResultSchema, older)).toBe(true);
    expect(v.is(publishResultSchema, { ...older, delayed: false })).toBe(false);
  });

  it("shows the cell as saved with publishing delayed, announces the server's message, and sends once", async () => {
    const { store, saver, sent, announced } = setup({ ok: true, status: "saved", cell, publish: delayed });
    store.edit("home.title", "de", "Neu", { ...cell, text: "Alt", version: 3 });
    await saver.save(id);
    expect(store.get(id)).toEqual({ status: { kind: "saved", delayed: MESSAGE } });
    expect(announced).toEqual([`Saved Deutsch · home.title. ${MESSAGE}`]);
    await saver.save(id);
    expect(sent).toEqual(["Neu"]);
  });
});
