import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { exportTranslations } from "../../worker/services/translations/import-export";
import { importTranslations } from "../../worker/services/translations/import-translations";
import { seedStore } from "./store-helpers";

beforeEach(seedStore);

/** A flat JSON file of `keys` in this order, named after its locale. */
const file = (locale: string, entries: [string, string][]) => ({
  name: `${locale}.json`,
  format: "json" as const,
  content: JSON.stringify(Object.fromEntries(entries), null, 2),
});

/** One import of several files, as the command line makes it. */
const importFiles = (files: ReturnType<typeof file>[]) =>
  importTranslations(env, {
    files,
    importer: { actor: "test:order", canEdit: () => true, canAddKeys: true },
    sourceLocale: "sk",
    dryRun: false,
    reviewed: true,
    label: { format: "json", fileName: files.map((f) => f.name).join(", ") },
    overwriteConflicts: true,
  });

const exportedKeys = async (locale: "sk" | "de") =>
  Object.keys(JSON.parse((await exportTranslations(env.DB, "json", locale)).text)).filter((k) =>
    k.startsWith("order."),
  );

describe("the export of each locale", () => {
  it("keeps its own file's key order when one import reads two files in different orders", async () => {
    const sk: [string, string][] = [
      ["order.add_note", "Pridať poznámku"],
      ["order.add_or_remove_from_list", "Pridať alebo odobrať zo zoznamu"],
      ["order.block", "Blokovať"],
    ];
    const de: [string, string][] = [
      ["order.block", "Blockieren"],
      ["order.add_or_remove_from_list", "Hinzufügen oder Entfernen"],
      ["order.add_note", "Notiz hinzufügen"],
    ];
    await importFiles([file("sk", sk), file("de", de)]);
    expect(await exportedKeys("sk")).toEqual(sk.map(([key]) => key));
    expect(await exportedKeys("de")).toEqual(de.map(([key]) => key));
  });

  it("moves a locale's keys into a later file's order without touching another locale's", async () => {
    await importFiles([
      file("sk", [
        ["order.a", "A"],
        ["order.b", "B"],
      ]),
      file("de", [
        ["order.a", "A"],
        ["order.b", "B"],
      ]),
    ]);
    await importFiles([
      file("de", [
        ["order.b", "B2"],
        ["order.a", "A2"],
      ]),
    ]);
    expect(await exportedKeys("de")).toEqual(["order.b", "order.a"]);
    expect(await exportedKeys("sk")).toEqual(["order.a", "order.b"]);
  });
});
