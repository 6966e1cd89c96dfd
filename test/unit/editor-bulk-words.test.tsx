import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createAdminI18n } from "../../client/admin-i18n/translator";
import type { ImportPreview } from "../../client/lib/admin-types";
import { changeSentence, runName, skippedSentence } from "../../client/pages/translation/bulk";
import { ImportPreviewTable } from "../../client/pages/translation/ImportPreviewTable";
import type { BulkResult } from "../../common/contracts/bulk";
import { adminSeedBundle, withAdminI18n } from "./admin-i18n-seed";

const none = {
  empty: 0,
  unchanged: 0,
  forbidden: 0,
  hasError: 0,
  breaksIcu: 0,
  sourceLocale: 0,
  fromEmpty: 0,
  overLimit: 0,
};
const result = (over: Partial<BulkResult>): BulkResult => ({
  action: "approve",
  dryRun: true,
  locales: ["de"],
  considered: 12,
  changed: 3,
  skipped: none,
  refused: [],
  sample: [],
  batches: { done: 0, total: 0 },
  undoId: null,
  message: "",
  ...over,
});

describe("a bulk action as the dialog words it", () => {
  const en = createAdminI18n(adminSeedBundle("en"));

  it("counts what a dry run would change and what a run changed", () => {
    expect(changeSentence(en.t, result({}))).toBe("3 translations would be approved.");
    expect(changeSentence(en.t, result({ dryRun: false, changed: 1 }))).toBe("1 translation was approved.");
    expect(changeSentence(en.t, result({ dryRun: false, action: "copy-from", changed: 1280 }))).toBe(
      "1,280 translations were copied.",
    );
  });

  it("says why the others are left alone, and nothing when none is", () => {
    expect(skippedSentence(en, result({}))).toBeNull();
    const skipped = { ...none, empty: 3, forbidden: 2, breaksIcu: 1 };
    expect(skippedSentence(en, result({ skipped }))).toBe(
      "Left alone, of 12 translations: 3 empty, 2 outside your rights, and 1 where the replacement would break the message.",
    );
  });

  it("speaks each language's plural forms: Russian one, few, many; Slovenian one, two, few, other", () => {
    const ru = createAdminI18n(adminSeedBundle("ru"));
    const approved = (changed: number) => changeSentence(ru.t, result({ dryRun: false, changed }));
    expect([1, 3, 5, 21].map(approved)).toEqual([
      "Утверждён 1 перевод.",
      "Утверждено 3 перевода.",
      "Утверждено 5 переводов.",
      "Утверждён 21 перевод.",
    ]);
    const si = createAdminI18n(adminSeedBundle("si"));
    const copied = (changed: number) => changeSentence(si.t, result({ action: "copy-from", dryRun: false, changed }));
    expect([1, 2, 3, 5].map(copied)).toEqual([
      "1 prevod je bil kopiran.",
      "2 prevoda sta bila kopirana.",
      "3 prevodi so bili kopirani.",
      "5 prevodov je bilo kopiranih.",
    ]);
  });

  it("names a bulk run in the list of imports by its action, and an unknown one as an action", () => {
    expect(runName(en.t, "approve")).toBe("approve");
    expect(runName(en.t, "")).toBe("action");
    expect(runName(createAdminI18n(adminSeedBundle("de")).t, "approve")).toBe("Freigeben");
  });
});

describe("an import's preview in the admin's language", () => {
  const preview: ImportPreview = {
    dryRun: true,
    counts: { added: 1, changed: 0, unchanged: 0, conflicting: 0, invalid: 2 },
    skipped: { obsolete: 3 },
    entries: [
      {
        status: "invalid",
        locale: "de",
        key: "home.title",
        file: "de.json",
        line: 2,
        column: 3,
        text: "Hallo {",
        problems: [{ code: "syntax", severity: "error", line: 2, column: 9, message: "…" }],
      },
    ],
    truncated: false,
    invalid: [],
  } as unknown as ImportPreview;

  it("says in English what it says today", () => {
    const html = renderToStaticMarkup(withAdminI18n(<ImportPreviewTable preview={preview} />, "en"));
    expect(html).toContain("2 entries have an error: the import stores them flagged");
    expect(html).toContain("Not imported, by design: 3 obsolete (units of the file without a usable translation).");
    expect(html).toContain(">Entries of the file</caption>");
    expect(html).toContain("Error 2:9");
  });

  it("says it in Polish, with Polish plurals and no English words left", () => {
    const html = renderToStaticMarkup(withAdminI18n(<ImportPreviewTable preview={preview} />, "pl"));
    expect(html).toContain("2 wpisy zawierają błąd");
    expect(html).toContain("Celowo niezaimportowane: 3 przestarzałe");
    expect(html).toContain(">Wpisy pliku</caption>");
    expect(html).toContain("Błąd 2:9");
    for (const english of ["Preview", "Added", "entries", "Show", "Where", "From the file"]) {
      expect(html).not.toContain(`>${english}<`);
    }
  });
});
