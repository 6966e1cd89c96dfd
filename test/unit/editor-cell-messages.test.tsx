import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AppConfigProvider } from "../../client/lib/app-config";
import { PluralEditor } from "../../client/pages/translation/PluralEditor";
import { RequestChangesForm } from "../../client/pages/translation/RequestChangesForm";
import type { AdminLocale } from "../../common/admin-locale";
import type { AppConfig } from "../../common/contracts/app-config";
import { withAdminI18n } from "./admin-i18n-seed";

const POLISH = "{count, plural, one {# język} few {# języki} many {# języków} other {# języka}}";

function plural(admin: AdminLocale): string {
  return renderToStaticMarkup(
    withAdminI18n(
      <AppConfigProvider value={{ sourceLocale: "sk" } as AppConfig}>
        <PluralEditor keyName="home.languages" locale="pl" text={POLISH} sourceText={undefined} onChange={() => {}} />
      </AppConfigProvider>,
      admin,
    ),
  );
}

const labels = (html: string) =>
  [...html.matchAll(/<label[^>]*class="plural-key"[^>]*>(.*?)<\/label>/g)].map((m) => m[1]);

describe("the Forms view in the admin's language", () => {
  it("names each plural category with an example number, and keeps the English names the tests know", () => {
    const html = plural("en");
    expect(labels(html)).toEqual([
      "one (e.g.\u00a01)",
      "few (e.g.\u00a02)",
      "many (e.g.\u00a05)",
      "other (e.g.\u00a01.5)",
    ]);
    expect(html).toContain('aria-label="Polski form few of home.languages"');
    expect(html).toContain('aria-label="Preview of few"');
  });

  it("says the categories in Polish for a Polish admin, the numbers as Polish writes them", () => {
    const html = plural("pl");
    expect(labels(html)).toEqual([
      "jeden (np.\u00a01)",
      "kilka (np.\u00a02)",
      "wiele (np.\u00a05)",
      "inne (np.\u00a01,5)",
    ]);
    expect(html).toContain('aria-label="Polski: forma kilka klucza home.languages"');
    expect(html).toContain('aria-label="Podgląd formy kilka"');
    // What visitors read stays the translation's own text, whatever the admin speaks.
    expect(html).toContain("22 języki");
  });
});

describe("sending a text back", () => {
  const form = (admin: AdminLocale) =>
    renderToStaticMarkup(
      withAdminI18n(<RequestChangesForm working={false} onSend={() => {}} onCancel={() => {}} />, admin),
    );

  it("asks in the admin's language", () => {
    expect(form("en")).toContain("What should change?");
    expect(form("en")).toContain(">Send back<");
    expect(form("de")).toContain("Was soll sich ändern?");
    expect(form("de")).toContain(">Zurückgeben<");
    expect(form("de")).toContain(">Abbrechen<");
  });
});
