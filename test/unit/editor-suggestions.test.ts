import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createAdminI18n } from "../../client/admin-i18n/translator";
import type { AdminApi } from "../../client/lib/admin-api";
import {
  fillSentence,
  liveSentence,
  pretranslateFilter,
  skippedSentence,
} from "../../client/pages/translation/pretranslate";
import { createSaver } from "../../client/pages/translation/saver";
import { cellId, EditorStore } from "../../client/pages/translation/store";
import {
  isUndoPress,
  memoryMarks,
  originLabel,
  saveOriginOf,
  scoreLabel,
  suggestionShortcut,
} from "../../client/pages/translation/suggestions";
import type { EditorFilters } from "../../client/pages/translation/url-state";
import type { PretranslateResult, Suggestion } from "../../common/contracts/suggestions";
import { adminSeedBundle } from "./admin-i18n-seed";

/** The admin's English words, as an English-speaking admin reads them. */
const { t } = createAdminI18n(adminSeedBundle("en"));
/** The admin's words in English, and in German and Polish to show they are the admin's. */
const en = createAdminI18n(adminSeedBundle("en"));
const de = createAdminI18n(adminSeedBundle("de"));
const pl = createAdminI18n(adminSeedBundle("pl"));

const memory: Suggestion = {
  text: "Hallo {name}",
  score: 86,
  origin: "memory",
  sourceText: "Ahoj {name}",
  key: "home.greeting",
  reviewed: false,
  outdated: true,
};
const machine: Suggestion = { text: "Hallo", score: 0, origin: "machine", sourceText: "Ahoj", provider: "deepl" };
const press = (key: string, mods: Partial<Record<"ctrlKey" | "metaKey" | "altKey" | "shiftKey", boolean>> = {}) => ({
  key,
  code: /^[0-9]$/.test(key) ? `Digit${key}` : `Key${key.toUpperCase()}`,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe("a suggestion as the editor shows it", () => {
  it("scores memory matches in percent, as the admin's language writes one, and machine texts not at all", () => {
    expect(scoreLabel({ ...memory, score: 100 }, en)).toBe("100%");
    expect(scoreLabel(memory, en)).toBe("86%");
    expect(scoreLabel(memory, de)).toBe("86\u00a0%");
    expect(scoreLabel({ ...memory, score: 85.6 }, pl)).toBe("86%");
    expect(scoreLabel(machine, en)).toBeNull();
  });

  it("names the key a memory item comes from, the provider of a machine one, and the memory's marks", () => {
    expect(originLabel(memory, en)).toBe("from home.greeting");
    expect(originLabel(machine, en)).toBe("DeepL");
    expect(originLabel({ ...machine, provider: "openai" }, en)).toBe("Machine (OpenAI-compatible)");
    expect(memoryMarks(memory, en)).toEqual(["needs review", "outdated"]);
    expect(memoryMarks({ ...memory, reviewed: true, outdated: false }, en)).toEqual([]);
    expect(memoryMarks(machine, en)).toEqual([]);
    expect(originLabel(memory, pl)).toBe("z klucza home.greeting");
    expect(memoryMarks(memory, de)).toEqual(["Prüfung ausstehend", "veraltet"]);
  });

  it("names an imported memory unit by its file, and records no key for it", () => {
    const { key: _key, reviewed: _r, outdated: _o, ...unkeyed } = memory;
    const imported: Suggestion = { ...unkeyed, importedFrom: "agency.tmx" };
    expect(originLabel(imported, en)).toBe("imported memory (agency.tmx)");
    expect(memoryMarks(imported, en)).toEqual([]);
    expect(saveOriginOf(imported)).toBeNull();
  });

  it("says what a save records as the text's origin", () => {
    expect(saveOriginOf(memory)).toEqual({ kind: "memory", key: "home.greeting" });
    expect(saveOriginOf(machine)).toEqual({ kind: "machine", provider: "deepl" });
    expect(saveOriginOf({ ...memory, key: undefined })).toBeNull();
  });
});

describe("the suggestion keys", () => {
  it("Ctrl or Cmd with 1 to 3 picks a suggestion; other digits and Alt do not", () => {
    expect(suggestionShortcut(press("1", { ctrlKey: true }))).toBe(0);
    expect(suggestionShortcut(press("3", { metaKey: true }))).toBe(2);
    expect(suggestionShortcut(press("4", { ctrlKey: true }))).toBeNull();
    expect(suggestionShortcut(press("1"))).toBeNull();
    expect(suggestionShortcut(press("1", { ctrlKey: true, altKey: true }))).toBeNull();
  });

  it("matches the physical digit key when the layout needs Shift for digits (AZERTY)", () => {
    expect(suggestionShortcut({ ...press("&", { ctrlKey: true }), code: "Digit1" })).toBe(0);
  });

  it("Ctrl+Z is undo, Ctrl+Shift+Z is not", () => {
    expect(isUndoPress(press("z", { ctrlKey: true }))).toBe(true);
    expect(isUndoPress(press("Z", { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isUndoPress(press("z"))).toBe(false);
  });
});

describe("an inserted suggestion in the store", () => {
  it("keeps its origin with the text it inserted, and edits keep the origin's text to compare", () => {
    const store = new EditorStore();
    const id = cellId("home.title", "de");
    store.insert("home.title", "de", "Hallo", undefined, { kind: "memory", key: "home.greeting" });
    expect(store.get(id)?.draft).toMatchObject({
      text: "Hallo",
      origin: { value: { kind: "memory", key: "home.greeting" }, text: "Hallo" },
    });
    store.edit("home.title", "de", "Hallo!", undefined);
    const draft = store.get(id)?.draft;
    expect(draft?.text).toBe("Hallo!");
    expect(draft?.origin?.text).toBe("Hallo");
  });
});

describe("saving an inserted suggestion", () => {
  const published = { revision: 1, failed: [], failedTotal: 0, bundleErrors: [] };
  function saverSending() {
    const sent: unknown[] = [];
    const api = {
      async save(_key: string, _locale: string, text: string, version: number, origin?: unknown) {
        sent.push(origin);
        const cell = {
          text,
          version: version + 1,
          updatedAt: "2026-11-26T05:00:00.000Z",
          updatedBy: "a",
          problems: [],
        };
        return { ok: true, status: "saved", cell, publish: published };
      },
    } as unknown as AdminApi;
    const store = new EditorStore();
    return { sent, store, saver: createSaver(store, api, new QueryClient(), () => {}, t) };
  }

  it("sends the origin while the text is the suggestion's, and none once the translator changed it", async () => {
    const { sent, store, saver } = saverSending();
    const origin = { kind: "memory", key: "home.greeting" } as const;
    store.insert("a.one", "de", "Hallo", undefined, origin);
    await saver.save(cellId("a.one", "de"));
    store.insert("a.two", "de", "Hallo", undefined, origin);
    store.edit("a.two", "de", "Hallo, Welt", undefined);
    await saver.save(cellId("a.two", "de"));
    expect(sent).toEqual([origin, undefined]);
  });
});

describe("a pre-translation as the editor words it", () => {
  const result = (over: Partial<PretranslateResult>): PretranslateResult => ({
    dryRun: true,
    locale: "de",
    considered: 10,
    fill: { memory: 3, machine: 0 },
    skipped: { translated: 6, noSource: 0, noMatch: 1, machineLimit: 0, machineFailed: 0 },
    goesLive: true,
    message: "",
    id: null,
    ...over,
  });

  const en = createAdminI18n(adminSeedBundle("en"));
  const pl = createAdminI18n(adminSeedBundle("pl"));

  it("counts what a dry run would fill and what a run filled, from memory and the machine", () => {
    const { t } = en;
    expect(fillSentence(t, result({}), null)).toBe("3 empty texts would be filled from 100 % memory matches.");
    expect(fillSentence(t, result({ dryRun: false, fill: { memory: 1, machine: 0 } }), null)).toBe(
      "1 empty text was filled from 100 % memory matches.",
    );
    expect(fillSentence(t, result({ fill: { memory: 2, machine: 5 } }), "deepl")).toBe(
      "7 empty texts would be filled: 2 from 100 % memory matches, 5 by DeepL.",
    );
    expect(fillSentence(t, result({ fill: { memory: 0, machine: 1 } }), "other")).toBe(
      "1 empty text would be filled by machine translation.",
    );
  });

  it("counts in the admin's language, with its plural forms", () => {
    const filled = (memory: number) =>
      fillSentence(pl.t, result({ dryRun: false, fill: { memory, machine: 0 } }), null);
    expect([1, 2, 5, 22].map(filled)).toEqual([
      "Wypełniono 1 pusty tekst na podstawie 100-procentowych dopasowań z pamięci tłumaczeń.",
      "Wypełniono 2 puste teksty na podstawie 100-procentowych dopasowań z pamięci tłumaczeń.",
      "Wypełniono 5 pustych tekstów na podstawie 100-procentowych dopasowań z pamięci tłumaczeń.",
      "Wypełniono 22 puste teksty na podstawie 100-procentowych dopasowań z pamięci tłumaczeń.",
    ]);
  });

  it("says why the others stay empty, and nothing when none does", () => {
    expect(skippedSentence(en, result({}))).toBe(
      "Of the 10 keys the filters select: 6 texts already translated and 1 without a match.",
    );
    const none = { translated: 0, noSource: 0, noMatch: 0, machineLimit: 0, machineFailed: 0 };
    expect(skippedSentence(en, result({ skipped: none }))).toBeNull();
  });

  it("says whether the texts go live at once or wait for review", () => {
    expect(liveSentence(en.t, true, "German")).toMatch(/go live at once/);
    expect(liveSentence(en.t, false, "German")).toMatch(/wait for review: German publishes only reviewed texts/);
  });

  it("takes the editor's filters, not its columns, order or page", () => {
    const filters: EditorFilters = {
      q: " title ",
      missing: "de",
      changed: null,
      problem: null,
      usage: null,
      state: null,
      stateLocale: null,
      sort: "updated",
      cols: ["de", "hu"],
    };
    expect(pretranslateFilter(filters, "sk", 0)).toEqual({ q: "title", missing: "de" });
  });
});
