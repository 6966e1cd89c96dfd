import { describe, expect, it } from "vitest";
import { ADMIN_SOURCE_LOCALE } from "../../common/admin-locale";
import { runChecks } from "../../common/checks/run";
import { compileMessage } from "../../common/icu/compile";
import { LOCALE_CODES } from "../../common/locales";
import { adminSeedTexts } from "./admin-i18n-seed";

/**
 * The admin's seed messages (locales/admin/), checked by the product's own checks as a
 * translator's save would be: each compiles, has every plural category its language needs and
 * the source's arguments, in every locale, and no locale lacks a message English has.
 */
/**
 * Warnings a good translation may raise: a word the same as English ("Status", "Filter"), a text
 * longer than the source (German), an ending the language punctuates otherwise.
 */
const TOLERATED = new Set(["same-as-source", "length", "punctuation-end"]);

describe("the admin's messages in all ten locales", () => {
  const english = adminSeedTexts(ADMIN_SOURCE_LOCALE);
  const keys = Object.keys(english);

  it("has English messages to check", () => {
    expect(keys.length).toBeGreaterThan(0);
  });

  for (const locale of LOCALE_CODES) {
    it(`${locale}: every message is there, compiles and passes the checks`, () => {
      const texts = adminSeedTexts(locale);
      const missing = keys.filter((key) => !Object.hasOwn(texts, key));
      const extra = Object.keys(texts).filter((key) => !Object.hasOwn(english, key));
      const problems = Object.entries(texts).flatMap(([key, text]) => {
        const compiled = compileMessage(text);
        if ("error" in compiled) return [`${key}: does not compile: ${compiled.error.message}`];
        const source =
          locale === ADMIN_SOURCE_LOCALE ? undefined : { text: english[key] ?? "", locale: ADMIN_SOURCE_LOCALE };
        return runChecks(text, { locale, source })
          .filter((p) => !TOLERATED.has(p.code))
          .map((p) => `${key}: ${p.code}: ${p.message}`);
      });
      expect({ missing, extra, problems }).toEqual({ missing: [], extra: [], problems: [] });
    });
  }
});
