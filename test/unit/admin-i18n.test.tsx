import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useAdminI18n } from "../../client/admin-i18n/AdminI18nProvider";
import type { AdminKey } from "../../client/admin-i18n/keys";
import { createAdminI18n } from "../../client/admin-i18n/translator";
import { errorText } from "../../client/lib/error-text";
import { HttpError } from "../../client/lib/http";
import { negotiateAdminLocale } from "../../common/admin-locale";
import { compileBundle } from "../../common/icu/compile";
import { adminSeedBundle, withAdminI18n } from "./admin-i18n-seed";

function Save() {
  const { t } = useAdminI18n();
  return <button type="button">{t("common.save")}</button>;
}

describe("the admin's translator", () => {
  it("speaks the admin's locale, and the pseudo-locale in brackets", () => {
    expect(renderToStaticMarkup(withAdminI18n(<Save />, "pl"))).toBe('<button type="button">Zapisz</button>');
    expect(renderToStaticMarkup(withAdminI18n(<Save />, "en"))).toBe('<button type="button">Save</button>');
    expect(renderToStaticMarkup(withAdminI18n(<Save />, "en-XA"))).toMatch(
      /^<button type="button">\[Šåvé·+\]<\/button>$/,
    );
  });

  it("falls back to English, then to the message's name, never to nothing", () => {
    const compile = (texts: Record<string, string>) => compileBundle(Object.entries(texts)).messages;
    const i18n = createAdminI18n({
      locale: "pl",
      current: compile({
        "admin.x.count": "{count, plural, one {# klucz} few {# klucze} many {# kluczy} other {# klucza}}",
      }),
      fallback: compile({
        "admin.x.count": "{count, plural, one {# key} other {# keys}}",
        "admin.x.only": "Only in English",
      }),
    });
    const t = (key: string, values?: Record<string, unknown>) => i18n.t(key as AdminKey, values);
    expect([1, 2, 5, 22, 25].map((count) => t("x.count", { count }))).toEqual([
      "1 klucz",
      "2 klucze",
      "5 kluczy",
      "22 klucze",
      "25 kluczy",
    ]);
    expect(t("x.only")).toBe("Only in English");
    expect(t("x.nowhere")).toBe("x.nowhere");
    expect(i18n.number(12345.5)).toBe("12\u00a0345,5");
    expect(i18n.list(["A", "B", "C"])).toBe("A, B i C");
  });

  it("negotiates: the account's setting, the sign-in page's choice, the browser, then English", () => {
    const browser = "pl-PL,pl;q=0.9,en;q=0.5";
    expect(negotiateAdminLocale({ setting: "de", cookie: "hu", acceptLanguage: browser })).toBe("de");
    expect(negotiateAdminLocale({ cookie: "hu", acceptLanguage: browser })).toBe("hu");
    expect(negotiateAdminLocale({ acceptLanguage: browser })).toBe("pl");
    expect(negotiateAdminLocale({ acceptLanguage: "fr-FR,fr;q=0.9" })).toBe("en");
    expect(negotiateAdminLocale({ acceptLanguage: "sr-Latn-RS" })).toBe("rs");
    expect(negotiateAdminLocale({ setting: "en-XA", acceptLanguage: browser })).toBe("pl");
    expect(negotiateAdminLocale({ setting: "en-XA", pseudo: true })).toBe("en-XA");
    expect(negotiateAdminLocale({ setting: "__proto__", cookie: "constructor" })).toBe("en");
  });

  it("words the problems a person meets in the admin's language, and keeps any other server sentence", () => {
    const { t } = createAdminI18n(adminSeedBundle("pl"));
    const problem = (status: number, code?: string) =>
      new HttpError(
        status,
        { type: "about:blank", title: "x", status, detail: "The server's own sentence.", code },
        "/api/x",
      );
    expect(errorText(problem(403, "second_factor_required"), t)).toMatch(/^Najpierw potwierdź, że to Ty/);
    expect(errorText(problem(429), t)).toBe("Zbyt wiele prób. Odczekaj kilka minut i spróbuj ponownie.");
    expect(errorText(problem(503), t)).toBe("Serwer nie mógł teraz tego zrobić. Spróbuj ponownie za chwilę.");
    expect(errorText(new TypeError("Failed to fetch"), t)).toBe(
      "Brak połączenia z serwerem. Sprawdź sieć i spróbuj ponownie.",
    );
    expect(errorText(problem(400, "something_else"), t)).toBe("The server's own sentence.");
    expect(errorText(problem(409, "__proto__"), t)).toBe("The server's own sentence.");
  });
});
