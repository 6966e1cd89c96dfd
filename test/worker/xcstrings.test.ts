import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ImportApplied, ImportPreview } from "../../common/contracts/translation-responses";
import { createAccount, signIn, translationsApi } from "./auth-helpers";
import { problemOf } from "./helpers";
import { emptyStore, json } from "./suggestions-helpers";

/** Apple String Catalogs through the API (issue 40, item 3; docs/decisions/0092-apple-string-catalogs.md). */
let admin: string;
beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});
beforeEach(emptyStore);

const unit = (state: string, value: string) => `{
          "stringUnit" : {
            "state" : "${state}",
            "value" : "${value}"
          }
        }`;

/** Slovak (the site's source), German, Czech as `cs`, French (not ours) and a key the store cannot hold. */
const CATALOG = `{
  "sourceLanguage" : "sk",
  "strings" : {
    "bad..key" : {
      "localizations" : {
        "de" : ${unit("translated", "Kaputt")}
      }
    },
    "cart.count" : {
      "comment" : "Items in the cart",
      "localizations" : {
        "cs" : ${unit("needs_review", "%lld položek")},
        "de" : ${unit("translated", "%lld Artikel")},
        "fr" : ${unit("translated", "%lld articles")},
        "sk" : ${unit("translated", "%lld položiek")}
      }
    },
    "greeting" : {
      "localizations" : {
        "de" : ${unit("translated", "Hallo %@")},
        "sk" : ${unit("translated", "Ahoj %@")}
      }
    }
  },
  "version" : "1.0"
}`;

const webImport = (body: Record<string, unknown>) => translationsApi(admin, "POST", "/import", body);

async function storeOf(locale: string) {
  const { results } = await env.DB.prepare(
    `SELECT k.name, k.description, v.text, (v.reviewed_version IS v.version) AS reviewed
     FROM i18n_keys k JOIN i18n_values v ON v.key_id = k.id AND v.locale = ? ORDER BY k.name`,
  )
    .bind(locale)
    .all();
  return results;
}

describe("String Catalogs over HTTP", () => {
  it("imports every locale of ours from one file, refusing only the bad entry, and exports them all in one", async () => {
    const file = { format: "xcstrings", content: CATALOG, fileName: "Localizable.xcstrings" };
    const preview = await json<ImportPreview>(await webImport(file));
    expect(preview.counts.added).toBe(5);
    expect(preview.skipped).toEqual({ "other-language": 1, refused: 1 });
    expect(preview.refused).toEqual([
      {
        file: "Localizable.xcstrings",
        line: 4,
        column: 5,
        message: expect.stringMatching(/^xcstrings: strings\["bad\.\.key"\]: the key must not have an empty segment/),
      },
    ]);
    const applied = await json<ImportApplied>(await webImport({ ...file, dryRun: false }));
    expect(applied.written).toBe(5);
    expect(await storeOf("cz")).toEqual([
      { name: "cart.count", description: "Items in the cart", text: "{arg1_lld} položek", reviewed: 0 },
    ]);
    expect(await storeOf("de")).toEqual([
      { name: "cart.count", description: "Items in the cart", text: "{arg1_lld} Artikel", reviewed: 0 },
      { name: "greeting", description: "", text: "Hallo {arg1}", reviewed: 0 },
    ]);

    const res = await translationsApi(admin, "GET", "/export?format=xcstrings");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("x-polyglot-warnings")).toBe("0");
    const catalog = await res.text();
    // Everything the web imports waits for review (decision 0055), the source too: `needs_review`.
    expect(catalog).toContain(`"greeting" : {
      "localizations" : {
        "de" : {
          "stringUnit" : {
            "state" : "needs_review",
            "value" : "Hallo %@"
          }
        },
        "sk" : {
          "stringUnit" : {
            "state" : "needs_review",
            "value" : "Ahoj %@"
          }
        }
      }
    }`);
    expect(JSON.parse(catalog).strings["cart.count"]).toEqual({
      comment: "Items in the cart",
      localizations: {
        cs: { stringUnit: { state: "needs_review", value: "%lld položek" } },
        de: { stringUnit: { state: "needs_review", value: "%lld Artikel" } },
        sk: { stringUnit: { state: "needs_review", value: "%lld položiek" } },
      },
    });
    expect(catalog.endsWith('"version" : "1.0"\n}')).toBe(true);
  });

  it("exports one locale when asked, and says what a catalog cannot express", async () => {
    await webImport({ format: "xcstrings", content: CATALOG, fileName: "Localizable.xcstrings", dryRun: false });
    await webImport({
      format: "json",
      content: JSON.stringify({ role: "{r, select, admin {Admin} other {Gast}}" }),
      fileName: "de.json",
      dryRun: false,
    });
    const res = await translationsApi(admin, "GET", "/export?format=xcstrings&locale=de&report=1");
    const { text, warnings } = await json<{ text: string; warnings: unknown[] }>(res);
    expect(Object.keys(JSON.parse(text).strings)).toEqual(["cart.count", "greeting", "role"]);
    expect(text).not.toContain('"sk" :');
    expect(warnings).toEqual([
      { locale: "de", key: "role", message: expect.stringMatching(/^select has no String Catalog equivalent/) },
    ]);
  });

  it("refuses a file that is no catalog, naming where", async () => {
    const body = await problemOf(
      await webImport({ format: "xcstrings", content: '{\n  "strings" : [\n', fileName: "L.xcstrings", dryRun: false }),
      400,
    );
    expect(body).toMatchObject({ file: "L.xcstrings", line: 3 });
    expect(body.detail).toContain("xcstrings: malformed JSON");
  });
});
