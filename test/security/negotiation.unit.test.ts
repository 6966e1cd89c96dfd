import fc from "fast-check";
import Negotiator from "negotiator";
import { describe, expect, it } from "vitest";
import { LOCALE_CODES, LOCALES, type LocaleCode } from "../../common/locales";
import {
  acceptableLocales,
  localeFromAcceptLanguage,
  negotiateLocale,
  parseAcceptLanguage,
} from "../../common/negotiate";

/** The `negotiator` package, a test-only oracle: the table's tags in, our codes out. */
function oracle(header: string): LocaleCode[] {
  const tags = new Negotiator({ headers: { "accept-language": header } }).languages(LOCALES.map((l) => l.tag));
  return tags.map((tag) => LOCALES.find((l) => l.tag === tag)?.code as LocaleCode);
}

describe("finding 11: Accept-Language per RFC 9110 §12.5.4 and RFC 4647 lookup", () => {
  it("q=0 on sl-SK refuses only sl-SK: sl;q=0.7 still gives si", () => {
    expect(localeFromAcceptLanguage("sl;q=0.7, sl-SK;q=0")).toBe("si");
  });

  it("q=0 on en-CZ refuses only en-CZ: en-GB;q=0.001 still falls back to en", () => {
    expect(localeFromAcceptLanguage("en-GB;q=0.001, en-CZ;q=0")).toBe("en");
  });

  it("* at 0.9 beats Slovak named at 0.001: the next locale in table order, en", () => {
    expect(localeFromAcceptLanguage("sk-SK;q=0.001, *;q=0.9")).toBe("en");
  });

  it.each([
    ["a regional range falls back to its language", "sl-SK", "si"],
    ["lookup drops script and region", "sr-Latn-RS", "rs"],
    ["lookup drops a private-use tail and its singleton", "cs-CZ-x-brno", "cz"],
    ["q=0 on the language itself refuses it, regional ranges too", "sl;q=0, sl-SI", undefined],
    ["* alone is the default locale", "*", "sk"],
    ["* skips sk when sk is refused", "sk;q=0, *;q=0.5", "en"],
    ["* skips sk when only sk-SK is refused: sk-SK names Slovak", "sk-SK;q=0, *", "en"],
    ["* skips every locale named elsewhere", "sk;q=0.1, en;q=0.1, *;q=0.5", "cz"],
    ["at equal q a named range beats *", "*, de", "de"],
    ["*;q=0 refuses only what no other range names", "*;q=0, fr, de-AT;q=0.5", "de"],
    ["*;q=0 and nothing else acceptable", "fr, *;q=0", undefined],
    ["a range listed with q=0 and q>0 is refused", "de;q=0.5, de;q=0, en;q=0.1", "en"],
    ["order breaks q ties, regional or not", "de-AT, en", "de"],
    ["the q of the range, not its specificity, ranks", "sl;q=0.3, sl-SI;q=0.9, de;q=0.5", "si"],
    ["tags and q are case-insensitive", "DE-at;Q=0.5, EN;q=0.4", "de"],
  ])("%s: %j → %s", (_name, header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });

  it("differs from negotiator only where the RFC lets a recipient choose (documented in the decision)", () => {
    // negotiator ranks an exact match above a regional one at equal q, and a range's specificity above its q.
    expect([localeFromAcceptLanguage("de-AT, en"), oracle("de-AT, en")[0]]).toEqual(["de", "en"]);
    const specific = "sl;q=0.3, sl-SI;q=0.9, de;q=0.5";
    expect([localeFromAcceptLanguage(specific), oracle(specific)[0]]).toEqual(["si", "de"]);
    // A repeated range: negotiator keeps the highest q and the last position; we refuse on any q=0, keep the first.
    expect([localeFromAcceptLanguage("de;q=0.5, de;q=0"), oracle("de;q=0.5, de;q=0")[0]]).toEqual([undefined, "de"]);
    expect([localeFromAcceptLanguage("de, en, de"), oracle("de, en, de")[0]]).toEqual(["de", "en"]);
    // Outside RFC 9110's qvalue grammar negotiator still reads a number; we skip the element.
    expect([localeFromAcceptLanguage("de;q=1.5"), oracle("de;q=1.5")[0]]).toEqual([undefined, "de"]);
  });
});

/** Tags a browser might send: supported, regional, scripted, unsupported, private use, and `*`. */
const TAGS = [
  ...["sk", "sk-SK", "sk-CZ", "en", "en-GB", "en-US", "en-CZ", "cs", "cs-CZ", "sl", "sl-SI", "sl-SK", "sr"],
  ...["sr-Latn", "sr-Latn-RS", "sr-Cyrl-RS", "hr", "hr-HR", "pl", "hu", "hu-HU", "de", "de-AT", "de-CH"],
  ...["de-DE-1996", "ru", "ru-RU", "fr", "fr-FR", "zh-Hant-TW", "x-klingon", "*"],
];

interface Entry {
  tag: string;
  q: number | undefined;
  text: string;
}

const entry: fc.Arbitrary<Entry> = fc
  .record({
    tag: fc.constantFrom(...TAGS),
    upper: fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
    q: fc.option(
      fc.oneof(
        fc.constantFrom(0, 1),
        fc.integer({ min: 0, max: 1000 }).map((n) => n / 1000),
      ),
    ),
    fixed: fc.boolean(),
    ows: fc.constantFrom(";", "; ", " ;", " ; "),
  })
  .map(({ tag, upper, q, fixed, ows }) => {
    const cased = [...tag].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch.toLowerCase())).join("");
    const weight = q === null ? "" : `${ows}q=${fixed ? q.toFixed(3) : String(q)}`;
    return { tag: tag.toLowerCase(), q: q ?? undefined, text: cased + weight };
  });

const header = fc
  .record({ entries: fc.array(entry, { maxLength: 10 }), sep: fc.constantFrom(",", ", ", " , ", ",\t") })
  .map(({ entries, sep }) => ({ entries, text: entries.map((e) => e.text).join(sep) }));

const weightOf = (e: Entry) => e.q ?? 1;
const supported = (tag: string) => LOCALES.some((l) => l.tag === tag.split("-")[0]);

/** The same range both refused (q=0) and accepted: RFC 9110 gives it no meaning. */
function contradicts(entries: Entry[]): boolean {
  return entries.some((a) => a.q === 0 && entries.some((b) => b.tag === a.tag && weightOf(b) > 0));
}

/**
 * Headers where RFC 4647 lookup and negotiator must rank alike: no contradiction, each
 * supported language named by at most one acceptable range, and no two such ranges with
 * the same q (negotiator breaks ties by specificity and keeps a repeat's last position).
 */
function rankedAlike(entries: Entry[]): boolean {
  const named = entries.filter((e) => e.tag !== "*" && weightOf(e) > 0 && supported(e.tag));
  const languages = new Set(named.map((e) => e.tag.split("-")[0]));
  const weights = new Set(named.map(weightOf));
  return !contradicts(entries) && languages.size === named.length && weights.size === named.length;
}

describe("negotiation against negotiator as an oracle", () => {
  it("accepts the same locales as negotiator, for any header without a contradiction", () => {
    let compared = 0;
    fc.assert(
      fc.property(header, ({ entries, text }) => {
        if (contradicts(entries)) return;
        compared++;
        expect(new Set(acceptableLocales(text))).toEqual(new Set(oracle(text)));
      }),
      { numRuns: 3000 },
    );
    expect(compared).toBeGreaterThan(2000);
  });

  it("ranks them like negotiator wherever the two rules coincide", () => {
    let compared = 0;
    fc.assert(
      fc.property(header, ({ entries, text }) => {
        if (!rankedAlike(entries)) return;
        compared++;
        expect(acceptableLocales(text)).toEqual(oracle(text));
      }),
      { numRuns: 3000 },
    );
    expect(compared).toBeGreaterThan(1000);
  });
});

describe("negotiation properties from the RFCs", () => {
  it("ignores case in tags and in q", () => {
    fc.assert(
      fc.property(header, ({ text }) => {
        const answer = acceptableLocales(text);
        expect(acceptableLocales(text.toUpperCase())).toEqual(answer);
        expect(acceptableLocales(text.toLowerCase())).toEqual(answer);
      }),
      { numRuns: 2000 },
    );
  });

  it("never answers a language refused with q=0", () => {
    fc.assert(
      fc.property(header, ({ entries, text }) => {
        const refused = new Set(entries.filter((e) => e.q === 0).map((e) => e.tag));
        for (const code of acceptableLocales(text)) {
          expect(refused).not.toContain(LOCALES.find((l) => l.code === code)?.tag);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("q=0 on a regional range refuses that range only: without *, removing it changes nothing", () => {
    fc.assert(
      fc.property(header, ({ entries, text }) => {
        if (entries.some((e) => e.tag === "*")) return;
        const kept = entries.filter((e) => !(e.q === 0 && e.tag.includes("-")));
        expect(acceptableLocales(kept.map((e) => e.text).join(","))).toEqual(acceptableLocales(text));
      }),
      { numRuns: 3000 },
    );
  });
});

describe("malformed Accept-Language headers never throw and cost bounded work", () => {
  it("always yields a locale of the table, for any header and cookie", () => {
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 5000 })), fc.option(fc.string()), (acceptLanguage, cookie) => {
        expect(LOCALE_CODES).toContain(negotiateLocale({ acceptLanguage, cookie }));
      }),
      { numRuns: 2000 },
    );
  });

  it("reads at most 32 ranges with a q in [0, 1], whatever the pieces", () => {
    const piece = fc.oneof(
      fc.constantFrom("de", "cs-CZ", "sr-Latn-RS", "*", "sl", "x-klingon", "q=0.5", "q=1.5", "q=abc", "q=-1"),
      fc.constantFrom(";", ",", " ", "q=", "-", "=", "\t", "\u212A", '"'),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 200 }), (parts) => {
        const header = parts.join("");
        const ranges = parseAcceptLanguage(header);
        expect(ranges.length).toBeLessThanOrEqual(32);
        for (const r of ranges) expect(r.q >= 0 && r.q <= 1).toBe(true);
        expect(LOCALE_CODES).toEqual(expect.arrayContaining(acceptableLocales(header)));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ["q above 1", "de;q=1.5, en;q=0.3", "en"],
    ["q not a number", "de;q=abc, en;q=0.3", "en"],
    ["q with four decimals", "de;q=0.5000, en;q=0.3", "en"],
    ["a parameter other than q", "de;level=1, en;q=0.3", "en"],
    ["a non-ASCII letter that lower-cases to k", "s\u212A, en;q=0.3", "en"],
    ["garbage", ";;;,q=2,=", undefined],
  ])("skips an element with %s", (_name, header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });

  it("reads only the first 32 ranges of 1,000", () => {
    const ranges = Array.from({ length: 1_000 }, (_, i) => `x-r${i}`);
    expect(parseAcceptLanguage(ranges.join(","))).toHaveLength(32);
    expect(localeFromAcceptLanguage(`${ranges.slice(0, 31).join(",")},de`)).toBe("de");
    expect(localeFromAcceptLanguage(`${ranges.slice(0, 32).join(",")},de`)).toBeUndefined();
  });

  it("drops the element cut by the length limit instead of misreading its q", () => {
    const filler = `x-${"abcdefgh-".repeat(225)}abc`;
    const header = `${filler}, de;q=0.5, de;q=0.9`;
    expect(header.indexOf("de;q=0.9") + "de;q=0".length).toBe(2_048);
    expect(localeFromAcceptLanguage(header)).toBe("de");
  });

  it("reads a megabyte header only up to its bounds, and still finds an early preference", () => {
    // Work is bounded by what is read, not by the header's size: no timing needed to show it.
    const header = `de-AT, ${"xx;q=0.1, ".repeat(100_000)}hu;q=1`;
    expect(parseAcceptLanguage(header).length).toBeLessThanOrEqual(32);
    expect(localeFromAcceptLanguage(header)).toBe("de");
    expect(localeFromAcceptLanguage(`${"xx;q=0.1, ".repeat(100_000)}hu`)).toBeUndefined();
  });
});
