import { describe, expect, it } from "vitest";
import { contains, findPhrase } from "../../common/glossary/match";
import type { LocaleCode } from "../../common/locales";

/**
 * The glossary's inflection rule (common/glossary/inflection.ts) on real sentences: each from the
 * corpus's translation files named beside it (../shared/corpus/), quoted as written. Each language
 * has a form that must match and a word with the same start that must not.
 */

const found = (text: string, phrase: string, locale: LocaleCode) => findPhrase(text, phrase, locale, false)?.[0];

describe("the inflection rule on real sentences", () => {
  it("Polish: pokój is found as pokoju, not in pokojowego", () => {
    // jitsi/pl.json
    expect(found("Wejdź do pokoju", "pokój", "pl")).toBe("pokoju");
    expect(found("Dołączanie do głównego pokoju", "pokój", "pl")).toBe("pokoju");
    expect(
      found("Jeśli wdzwaniasz się z telefonu pokojowego, połącz się bez dźwięku: {{silentUrl}}", "pokój", "pl"),
    ).toBeUndefined();
  });

  it("Czech: místo is found as místě and místa, not in místnosti", () => {
    // po/…/cs.po, jitsi/cz.json
    expect(found("v místě %s", "místo", "cz")).toBe("místě");
    expect(found("název místa.", "místo", "cz")).toBe("místa");
    expect(found("Připojit se k hlavní místnosti", "místo", "cz")).toBeUndefined();
  });

  it("Czech: účet is found with its fleeting e (účtu)", () => {
    // po/django-allauth/cs.po
    expect(found("Tento e-mail je již k tomuto účtu přiřazen.", "účet", "cz")).toBe("účtu");
  });

  it("Slovak: sieť is found as sieťami, not in sieťové; okraj siete in z okraja siete", () => {
    // mastodon/sk.json, jitsi/sk.json
    expect(
      found("ActivityPub je ako jazyk, ktorým Mastodon hovorí s ostatnými sociálnymi sieťami.", "sieť", "sk"),
    ).toBe("sieťami");
    expect(
      found("Skontrolujte prípadne vaše sieťové pripojenie. Pripájam znovu o {{seconds}} sekúnd…", "sieť", "sk"),
    ).toBe(undefined);
    // The issue's own example: each word in its form, in order.
    expect(found("Kliknite na tlačidlo z okraja siete", "okraj siete", "sk")).toBe("okraja siete");
    expect(found("Na okraji siete", "okraj siete", "sk")).toBe("okraji siete");
    expect(found("siete okraja", "okraj siete", "sk")).toBeUndefined();
  });

  it("Slovak: an inflected adjective and noun (nákupný košík), not an adjective made of the noun", () => {
    expect(found("Položka je v nákupnom košíku", "nákupný košík", "sk")).toBe("nákupnom košíku");
    expect(found("Pridať do košíka", "košík", "sk")).toBe("košíka");
    expect(found("košíkový obsah", "košík", "sk")).toBeUndefined();
  });

  it("Russian: сеть is found as сетях, not in сетки or сетевой", () => {
    // mastodon/ru.json, po/…/ru.po
    expect(found("Аккаунты в социальных сетях", "сеть", "ru")).toBe("сетях");
    expect(found("аккаунт социальной сети", "сеть", "ru")).toBe("сети");
    expect(found("Уровень масштабирования недельной сетки", "сеть", "ru")).toBeUndefined();
    expect(found("Подключить сетевой календарь", "сеть", "ru")).toBeUndefined();
  });

  it("Hungarian: hálózat is found as hálózatokkal, not in hálózati", () => {
    // mastodon/hu.json, jitsi/hu.json
    expect(
      found(
        "Az ActivityPub olyan mint egy nyelv, amelyet a Mastodon a más közösségi hálózatokkal való kommunikációra használ.",
        "hálózat",
        "hu",
      ),
    ).toBe("hálózatokkal");
    expect(found("Hálózati hiba történt. Újracsatlakozás…", "hálózat", "hu")).toBeUndefined();
  });

  it("Hungarian: a stem's long vowel shortens and a final a lengthens (kosár → kosarat, alma → almát)", () => {
    expect(found("Nézd meg a kosarat", "kosár", "hu")).toBe("kosarat");
    expect(found("Kosárlabda", "kosár", "hu")).toBeUndefined();
    expect(found("Egy almát kérek", "alma", "hu")).toBe("almát");
  });

  it("German and English: endings and umlaut plurals, not compounds", () => {
    expect(found("Inhalt des Warenkorbs", "Warenkorb", "de")).toBe("Warenkorbs");
    expect(found("Zwei Warenkörbe", "Warenkorb", "de")).toBe("Warenkörbe");
    expect(found("Your carts", "cart", "en")).toBe("carts");
    expect(found("Cartoon", "cart", "en")).toBeUndefined();
  });
});

describe("do not translate, inflected", () => {
  it("accepts Polyglot's forms in its case, in Polish, Czech, Slovak and Hungarian", () => {
    for (const form of ["Polyglota", "Polyglotu", "Polyglotem", "Polyglocie", "Polyglotowi"]) {
      expect(contains(`Witamy w ${form}`, "Polyglot", "pl", true), form).toBe(true);
    }
    expect(contains("Vitajte v Polyglote", "Polyglot", "sk", true)).toBe(true);
    expect(contains("Pracujeme s Polyglotem", "Polyglot", "cz", true)).toBe(true);
    expect(contains("Üdvözöljük a Polyglotban", "Polyglot", "hu", true)).toBe(true);
    expect(contains("Witamy w POLYGLOTA", "Polyglot", "pl", true)).toBe(false);
    expect(contains("O Polyglotach", "Polyglot", "pl", true)).toBe(true);
    expect(contains("Witamy w Polyglotyzmie", "Polyglot", "pl", true)).toBe(false);
  });
});

describe("listed forms", () => {
  it("match instead of the rule when the entry lists any", () => {
    expect(contains("Wejdź do pokoju", "pokój", "pl", false, ["pokoje"])).toBe(false);
    expect(contains("Dwa pokoje", "pokój", "pl", false, ["pokoje"])).toBe(true);
    expect(contains("Pokój", "pokój", "pl", false, ["pokoje"])).toBe(true);
  });
});
