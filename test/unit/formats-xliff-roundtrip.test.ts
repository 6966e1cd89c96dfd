import { describe, expect, test } from "vitest";
import { importXliff } from "../../common/formats/xliff-import.ts";
import { exchangeExport } from "../../worker/services/translations/export-exchange.ts";
import { messages, rows, SEED_TARGETS } from "./xliff-seed.ts";

/**
 * Export → import changes nothing (docs/decisions/0091-cat-ready-xliff.md): over the seed's nine
 * target locales, both versions, every text comes back with the same characters, review state and
 * description, and exporting what was imported gives the same bytes. Placeholders travel as codes.
 */
describe.each(["1.2", "2.0"] as const)("XLIFF %s round trip over the seed", (version) => {
  test.each(SEED_TARGETS)("%s", (locale) => {
    const own = rows(messages(locale), locale);
    const source = rows(messages("sk"), "sk");
    const file = exchangeExport([...own, ...source], "xliff", locale, { sourceLocale: "sk", version });
    const result = importXliff(file, { locale, sourceLocale: "sk" });
    expect(result.errors).toEqual([]);
    expect(result.refused).toBeUndefined();
    const missing = source.filter((r) => !(r.name in messages(locale))).length;
    expect(result.skipped ?? {}).toEqual(missing > 0 ? { untranslated: missing } : {});
    expect(result.entries.map((e) => [e.key, e.text])).toEqual(own.map((r) => [r.name, r.text]));
    expect(result.entries.map((e) => e.state)).toEqual(own.map((r) => (r.reviewed ? "reviewed" : "needs-review")));
    expect(result.entries.map((e) => e.description ?? "")).toEqual(own.map((r) => r.description));

    const byKey = new Map(result.entries.map((e) => [e.key, e]));
    const again = own.map((r) => ({ ...r, text: byKey.get(r.name)?.text ?? "", reviewed: r.reviewed }));
    expect(exchangeExport([...again, ...source], "xliff", locale, { sourceLocale: "sk", version })).toBe(file);

    // No ICU argument, `#` or tag is left as text a translator could break: outside codes, a
    // target holds words only.
    const targets = [...file.matchAll(/<target[^>]*>([\s\S]*?)<\/target>/g)].map((m) => m[1] as string);
    const words = targets.map((t) =>
      t.replace(/<(ph|bpt|ept)\b[^>]*>[\s\S]*?<\/\1>|<ph\b[^>]*\/>|<\/?pc\b[^>]*>/g, ""),
    );
    expect(words.filter((w) => /\{[\p{L}_]|&lt;\/?[a-z]/u.test(w))).toEqual([]);
    expect(targets.some((t) => t.includes(version === "1.2" ? "<ph " : "<ph "))).toBe(true);
  });
});
