import { describe, expect, it } from "vitest";
import { createAdminI18n } from "../../client/admin-i18n/translator";
import { HttpError } from "../../client/lib/http";
import { guessFile, importFailure } from "../../client/pages/translation/import-file";
import { adminSeedBundle } from "./admin-i18n-seed";

describe("the import dialog's file guess", () => {
  it("never guesses i18next, whose JSON reads like ours", () => {
    const i18next = JSON.stringify({ items_one: "{{count}} item", items_other: "{{count}} items" });
    expect(guessFile("de.json", i18next, "sk")).toEqual({ format: "json", locale: "de" });
    expect(guessFile("de.json", JSON.stringify({ a: { b_one: "{{count}}" } }), "sk")?.format).toBe("nested-json");
    expect(guessFile("all.csv", "key,de\n", "sk")).toEqual({ format: "csv", locale: "" });
  });

  it("takes XLIFF, PO and ARB from the extension and leaves their language to the file", () => {
    expect(guessFile("site.de.xlf", "<xliff/>", "sk")).toEqual({ format: "xliff", locale: "" });
    expect(guessFile("messages.XLIFF", "<xliff/>", "sk")).toEqual({ format: "xliff", locale: "" });
    expect(guessFile("sr@latin.po", 'msgid ""', "sk")).toEqual({ format: "po", locale: "" });
    expect(guessFile("app_cs.arb", "{}", "sk")).toEqual({ format: "arb", locale: "" });
  });

  it("sends a TMX file elsewhere: it is a memory, not translations", () => {
    expect(guessFile("agency.tmx", "<tmx/>", "sk")).toBeNull();
  });
});

describe("a refused import's reason", () => {
  const { t } = createAdminI18n(adminSeedBundle("en"));
  const problem = (extra: object) => ({
    type: "about:blank",
    title: "Bad Request",
    status: 400,
    detail: "The file could not be read",
    ...extra,
  });

  it("names the file, line and column the problem carries", () => {
    const error = new HttpError(400, problem({ file: "de.json", line: 3, column: 17 }), "/import");
    expect(importFailure(t, error)).toBe("The file could not be read (de.json:3:17)");
    const far = new HttpError(400, problem({ line: 12000, column: 3 }), "/import");
    expect(importFailure(t, far)).toBe("The file could not be read (file:12000:3)");
  });

  it("is the detail alone when the problem has no position", () => {
    expect(importFailure(t, new HttpError(400, problem({}), "/import"))).toBe("The file could not be read");
  });
});
