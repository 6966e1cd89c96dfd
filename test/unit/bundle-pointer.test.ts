import { describe, expect, it } from "vitest";
import { LOCALE_CODES, type LocaleCode } from "../../common/locales.ts";
import { decodePointer, encodePointer } from "../../worker/services/translations/bundle-keys.ts";
import { afterBuild, checkedBuilt, localesToBuild } from "../../worker/services/translations/publish-plan.ts";

const locales = (n: number) => Object.fromEntries(LOCALE_CODES.map((l, i) => [l, n + i])) as Record<LocaleCode, number>;

describe("the revision pointer KV keeps (decision 0095)", () => {
  it("round-trips the store's revision and every locale's bundle revision", () => {
    const pointer = { revision: 41, locales: locales(3) };
    expect(encodePointer(pointer)).toBe("41;sk=3,en=4,cz=5,hr=6,pl=7,hu=8,si=9,rs=10,de=11,ru=12");
    expect(decodePointer(encodePointer(pointer))).toEqual(pointer);
  });

  it("reads an older bare revision, a missing locale or a malformed number as no pointer", () => {
    for (const value of [
      null,
      "12",
      "",
      "x;sk=1",
      "12;sk=1,en=2",
      encodePointer({ revision: 1, locales: locales(1) }).replace("de=9", "de=-1"),
      encodePointer({ revision: 1, locales: locales(1) }).replace("de=9", "de="),
      encodePointer({ revision: 1, locales: locales(1) }).replace("de=9", "de=1.5"),
    ]) {
      expect([value, decodePointer(value)]).toEqual([value, null]);
    }
  });

  it("ignores names that are no locale, whatever they are called", () => {
    const value = `${encodePointer({ revision: 2, locales: locales(1) })},__proto__=5,constructor=1`;
    const decoded = decodePointer(value);
    expect(decoded?.locales).toEqual(locales(1));
    expect(Object.keys(decoded?.locales ?? {})).toEqual([...LOCALE_CODES]);
  });
});

describe("what a publication builds", () => {
  const now = { revision: 9, locales: locales(1) };

  it("builds the locales whose revision moved, and every locale when nothing is known", () => {
    const built = checkedBuilt({ locales: { ...locales(1), de: 2, pl: 0 }, uncompiled: [] });
    expect(localesToBuild(now, built)).toEqual(["pl", "de"]);
    expect(localesToBuild(now, null)).toEqual([...LOCALE_CODES]);
    expect(localesToBuild(now, checkedBuilt("garbage"))).toEqual([...LOCALE_CODES]);
  });

  it("keeps a failed locale on its last good bundle and its compile failures until it is built again", () => {
    const before = {
      locales: { ...locales(1), de: 2, hu: 3 },
      uncompiled: [
        { key: "a", locale: "de" as const, message: "old" },
        { key: "b", locale: "ru" as const, message: "kept" },
      ],
    };
    const fresh = [{ key: "c", locale: "hu" as const, message: "new" }];
    const { built, served } = afterBuild(now, before, ["de", "hu"], new Set(["de" as const]), fresh);
    expect(served.locales.de).toBe(2);
    expect(served.locales.hu).toBe(now.locales.hu);
    expect(built.locales.de).toBe(2);
    expect(built.locales.hu).toBe(now.locales.hu);
    expect(built.uncompiled.map((f) => f.message)).toEqual(["old", "kept", "new"]);
  });
});
