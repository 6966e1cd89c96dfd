import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { BulkResult } from "../../common/contracts/bulk";
import type { ImportApplied, UndoPreview } from "../../common/contracts/translation-responses";
import { importTranslations } from "../../worker/services/translations/import-translations";
import { createAccount, signIn, translationsApi } from "./auth-helpers";
import { emptyKv } from "./store-helpers";

/**
 * Issue 35, item 3: an undo restores exactly what was there. Random sequences of saves,
 * approvals, needs-review, imports (reviewed or not), bulk replaces and pre-translations, against
 * the real local D1; each undoable action may be undone at once. After an undo, every
 * translation has the text, review state, reviewer and outdated mark it had just before the
 * action undone; versions of translations never go down.
 */
const KEYS = ["w.a", "w.b", "w.c", "w.d"] as const;
const SOURCES = ["Ahoj", "Dobrý deň"] as const;
const WORDS = ["Hallo", "Guten Tag", "Servus", "Bok", "Dobar dan", "Moin"] as const;

let admin: string;
let reviewer: string;
beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
  reviewer = await signIn(await createAccount({ role: "reviewer", locales: ["de", "hr"] }));
});

interface Row {
  key: string;
  locale: string;
  text: string;
  version: number;
  reviewedVersion: number | null;
  reviewedText: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  outdatedSource: string | null;
}

async function translations(): Promise<Map<string, Row>> {
  const { results } = await env.DB.prepare(
    `SELECT k.name AS key, v.locale, v.text, v.version, v.reviewed_version AS reviewedVersion,
       v.reviewed_text AS reviewedText, v.reviewed_by AS reviewedBy, v.reviewed_at AS reviewedAt,
       v.outdated_source AS outdatedSource
     FROM i18n_values v JOIN i18n_keys k ON k.id = v.key_id WHERE k.name GLOB 'w.*'`,
  ).all<Row>();
  return new Map(results.map((r) => [`${r.key}/${r.locale}`, r]));
}

/** What an undo must put back: everything but the version, with "reviewed" as a state. */
const restorable = ({ version, reviewedVersion, ...r }: Row) => ({ ...r, reviewed: reviewedVersion === version });

async function seed(sources: readonly string[]): Promise<void> {
  await env.DB.batch(
    ["i18n_history", "i18n_values", "i18n_keys", "i18n_imports", "i18n_bulk_reviews"].map((t) =>
      env.DB.prepare(`DELETE FROM ${t}`),
    ),
  );
  await emptyKv();
  const file = (locale: string, texts: (string | null)[]) => ({
    name: `${locale}.json`,
    format: "json" as const,
    locale: locale as "sk",
    content: JSON.stringify(Object.fromEntries(KEYS.flatMap((k, i) => (texts[i] ? [[k, texts[i]]] : [])))),
  });
  // Croatian has two empty translations for pre-translation to fill from its identical sources.
  const files = [
    file("sk", [...sources]),
    file("de", ["Hallo", "Guten Tag", "Servus", "Moin"]),
    file("hr", ["Bok", "Dobar dan", null, null]),
  ];
  await cliImport(files, true);
}

function cliImport(files: Parameters<typeof importTranslations>[1]["files"], reviewed: boolean) {
  return importTranslations(env, {
    files,
    importer: { actor: "cli:test", canEdit: () => true, canAddKeys: true },
    sourceLocale: "sk",
    dryRun: false,
    reviewed,
    label: { format: "json", fileName: "cli.json" },
    overwriteConflicts: true,
  });
}

const call = async <T>(cookie: string, method: string, path: string, body?: unknown): Promise<T> => {
  const res = await translationsApi(cookie, method, path, body);
  if (res.status >= 400 && res.status !== 409 && res.status !== 422)
    throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

const key = fc.constantFrom(...KEYS);
const locale = fc.constantFrom("sk", "de", "hr");
const word = fc.constantFrom(...WORDS, ...SOURCES);

type Op =
  | { kind: "save"; key: string; locale: string; text: string }
  | { kind: "approve"; key: string; locale: "de" | "hr" }
  | { kind: "needs-review"; keys: string[]; locale: "de" | "hr"; undo: boolean }
  | { kind: "import"; locale: string; texts: [string, string][]; reviewed: boolean; undo: boolean }
  | { kind: "replace"; locale: "de" | "hr"; find: string; undo: boolean }
  | { kind: "pretranslate"; undo: boolean };

const target = fc.constantFrom("de" as const, "hr" as const);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("save" as const), key, locale, text: word }),
  fc.record({ kind: fc.constant("approve" as const), key, locale: target }),
  fc.record({
    kind: fc.constant("needs-review" as const),
    keys: fc.uniqueArray(key, { minLength: 1, maxLength: 4 }),
    locale: target,
    undo: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant("import" as const),
    locale,
    texts: fc.uniqueArray(fc.tuple(key, word), { minLength: 1, maxLength: 3, selector: ([k]) => k }),
    reviewed: fc.boolean(),
    undo: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant("replace" as const),
    locale: target,
    find: fc.constantFrom("a", "o", "Bok"),
    undo: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("pretranslate" as const), undo: fc.boolean() }),
);

/** Runs `op`; answers the id of the change to undo at once, when the op asks for it and wrote something. */
async function run(o: Op): Promise<number | null> {
  const before = await translations();
  const cell = (k: string, l: string) => before.get(`${k}/${l}`);
  switch (o.kind) {
    case "save":
      await call(admin, "PUT", `/keys/${o.key}/values/${o.locale}`, {
        text: o.text,
        version: cell(o.key, o.locale)?.version ?? 0,
      });
      return null;
    case "approve": {
      const c = cell(o.key, o.locale);
      if (c) await call(reviewer, "POST", `/keys/${o.key}/values/${o.locale}/approve`, { version: c.version });
      return null;
    }
    case "needs-review":
    case "replace": {
      const body =
        o.kind === "replace"
          ? { action: "replace", find: o.find, replace: "Ü", locale: o.locale, keys: [...KEYS], dryRun: false }
          : { action: "needs-review", keys: o.keys, locale: o.locale, dryRun: false };
      const result = await call<BulkResult>(admin, "POST", "/bulk", body);
      return o.undo ? (result.undoId ?? null) : null;
    }
    case "import": {
      const content = JSON.stringify(Object.fromEntries(o.texts));
      if (o.reviewed) {
        const out = await cliImport(
          [{ name: `${o.locale}.json`, format: "json", locale: o.locale as "sk", content }],
          true,
        );
        return o.undo && !out.dryRun ? out.importId : null;
      }
      const body = { format: "json", locale: o.locale, fileName: `${o.locale}.json`, content, dryRun: false };
      const applied = await call<ImportApplied>(admin, "POST", "/import", body);
      return o.undo ? (applied.importId ?? null) : null;
    }
    case "pretranslate": {
      const result = await call<{ id: number | null }>(admin, "POST", "/pretranslate", {
        locale: "hr",
        from: ["memory"],
        dryRun: false,
      });
      return o.undo ? result.id : null;
    }
  }
}

async function undo(id: number): Promise<void> {
  const preview = await call<UndoPreview>(admin, "GET", `/imports/${id}/undo`);
  expect(preview.skipped).toBe(0);
  await call(admin, "POST", `/imports/${id}/undo`, { basis: preview.basis });
}

describe("an undo restores exactly what was there", () => {
  it("after any sequence of writes, undoing an import, a bulk run or a pre-translation puts back text, review state, reviewer and outdated mark", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(fc.constantFrom(...SOURCES), fc.constantFrom(...SOURCES)),
        fc.array(op, { minLength: 2, maxLength: 6 }),
        async (pair, ops) => {
          await seed([pair[0], pair[1], pair[0], pair[1]]);
          let previous = await translations();
          for (const o of ops) {
            const before = previous;
            const id = await run(o);
            if (id !== null) {
              await undo(id);
              const after = await translations();
              expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
              for (const [cell, row] of before)
                expect(restorable(after.get(cell) as Row), `${cell} after undoing ${o.kind}`).toEqual(restorable(row));
            }
            const now = await translations();
            for (const [cell, row] of now) {
              const was = previous.get(cell);
              if (was) expect(row.version, `${cell} version`).toBeGreaterThanOrEqual(was.version);
            }
            previous = now;
          }
        },
      ),
      { numRuns: 8 },
    );
  }, 240_000);
});
