import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ExportReport } from "../../common/contracts/translations";
import { importTranslations } from "../../worker/services/translations/import-translations";
import { createAccount, signIn, translationsApi } from "./auth-helpers";
import { emptyStore, json } from "./suggestions-helpers";

/** What i18next cannot express is told, never written silently (docs/decisions/0085-files-other-tools-read.md). */
let admin: string;
beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});

beforeEach(async () => {
  await emptyStore();
  const content = JSON.stringify({
    files: "{count, plural, one {# Datei} few {# Dateien} many {# Dateien} other {# Dateien}}",
    role: "{role, select, admin {Verwalter} other {Mitglied}}",
    hello: "Hallo {name}",
  });
  await importTranslations(env, {
    files: [{ name: "de.json", format: "json", content }],
    importer: { actor: "cli:test", canEdit: () => true, canAddKeys: true },
    sourceLocale: "de",
    dryRun: false,
    reviewed: true,
    label: { format: "json", fileName: "de.json" },
    overwriteConflicts: true,
  });
});

describe("i18next export warnings", { timeout: 60_000 }, () => {
  it("writes plurals as suffixed keys and counts what it cannot express in X-Polyglot-Warnings", async () => {
    const res = await translationsApi(admin, "GET", "/export?format=i18next&locale=de");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Polyglot-Warnings")).toBe("1");
    expect(JSON.parse(await res.text())).toEqual({
      files_one: "{{count, number}} Datei",
      files_few: "{{count, number}} Dateien",
      files_many: "{{count, number}} Dateien",
      files_other: "{{count, number}} Dateien",
      role: "{role, select, admin {Verwalter} other {Mitglied}}",
      hello: "Hallo {{name}}",
    });
  });

  it("answers the file and each warning as JSON with report=1; a format without warnings says 0", async () => {
    const res = await translationsApi(admin, "GET", "/export?format=i18next&locale=de&report=1");
    const report = await json<ExportReport>(res);
    expect(report.warnings).toEqual([{ locale: "de", key: "role", message: expect.stringMatching(/select/) }]);
    expect(JSON.parse(report.text)).toHaveProperty("files_other");
    const plain = await translationsApi(admin, "GET", "/export?format=json&locale=de");
    expect(plain.headers.get("X-Polyglot-Warnings")).toBe("0");
  });
});
