import { describe, expect, it } from "vitest";
import { createTranslator } from "../../client/i18n/messages";
import { get } from "./helpers";

describe("messages", () => {
  it("serves a locale's messages with an ETag and answers 304 to If-None-Match", async () => {
    const first = await get("/api/i18n/hu");
    expect(first.status).toBe(200);
    const tag = first.headers.get("etag");
    expect(tag).toBeTruthy();
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    const again = await get("/api/i18n/hu", { "If-None-Match": tag as string });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("sends the browser only the fallback and the current locale's messages", async () => {
    const html = await (await get("/de")).text();
    const hydration = html.slice(html.indexOf("__staticRouterHydrationData"));
    expect(hydration).toContain("Willkommen"); // de
    expect(hydration).toContain("Vitajte"); // sk fallback
    for (const other of ["Welcome", "Vítejte", "Witamy", "Добро пожаловать"]) expect(hydration).not.toContain(other);
  });

  it("shows the fallback text for a key missing in the locale, never the raw key", () => {
    const t = createTranslator({
      locale: "de",
      fallback: { home: { title: "Vitajte", lead: "Slovensky" } },
      current: { home: { title: "Willkommen" } },
    });
    expect(t("home.title")).toBe("Willkommen");
    expect(t("home.lead")).toBe("Slovensky");
  });

  it("chooses plural forms by the locale's rules and formats numbers", () => {
    const forms = {
      one: "{{count}} soubor",
      few: "{{count}} soubory",
      many: "{{count}} souboru",
      other: "{{count}} souborů",
    };
    const t = createTranslator({ locale: "cz", fallback: {}, current: { files: forms } });
    expect(t("files", { count: 1 })).toBe("1 soubor");
    expect(t("files", { count: 3 })).toBe("3 soubory");
    expect(t("files", { count: 1.5 })).toBe("1,5 souboru");
    expect(t("files", { count: 12345 })).toBe("12\u00a0345 souborů");
  });

  it("uses the fallback language's plural rules for fallback text", () => {
    const t = createTranslator({
      locale: "en",
      fallback: { n: { one: "{{count}} jazyk", few: "{{count}} jazyky", other: "{{count}} jazykov" } },
      current: {},
    });
    expect(t("n", { count: 3 })).toBe("3 jazyky");
  });

  it("renders the plural message on the home page in each language", async () => {
    expect(await (await get("/")).text()).toContain("Dostupné v 10 jazykoch");
    expect(await (await get("/en")).text()).toContain("Available in 10 languages");
    expect(await (await get("/ru")).text()).toContain("Доступно на 10 языках");
  });
});
