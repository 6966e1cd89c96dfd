import { describe, expect, it } from "vitest";
import { NEWS } from "../../client/pages/public/news";
import { PLANS } from "../../client/pages/public/plans";
import { LOCALES, type LocaleCode } from "../../common/locales";
import { allPageUrls, PAGES, type PageId, pageUrlPath } from "../../common/pages";
import { get } from "./helpers";

/** The text React wrote: its escapes undone (it writes every other character, NBSPs too, as is). */
function decode(html: string): string {
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The text of every element with `data-testid="<id>"` (elements without child elements). */
const byTestId = (html: string, id: string) =>
  [...html.matchAll(new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`, "g"))].map((m) => decode(m[1] as string));

async function page(id: PageId, locale: LocaleCode): Promise<string> {
  const res = await get(pageUrlPath(id, locale));
  expect(res.status).toBe(200);
  return res.text();
}

/** Each plan's part of the pricing page, by plan id. */
function planParts(html: string): Map<string, string> {
  const end = html.indexOf('id="pricing-faq"');
  const parts = html.slice(0, end).split('data-testid="plan-').slice(1);
  return new Map(parts.map((part) => [part.slice(0, part.indexOf('"')), part]));
}

/** The list items' texts of a plan's part (the checklist: languages, editor accounts, features). */
const items = (part: string) =>
  [...part.matchAll(/<li>(?:<svg.*?<\/svg>)?([^<]*)<\/li>/g)].map((m) => decode(m[1] as string));

describe("the pricing page", () => {
  it.each(LOCALES.map((l) => [l.code, l] as const))(
    "%s: shows each plan's monthly price as Intl formats euros in the locale",
    async (code, { pluralTag }) => {
      const html = await page("pricing", code);
      const euros = new Intl.NumberFormat(pluralTag, { style: "currency", currency: "EUR" });
      expect(byTestId(html, "price")).toEqual(PLANS.map((plan) => euros.format(plan.price)));
      expect([...planParts(html).keys()]).toEqual(PLANS.map((plan) => plan.id));
    },
  );

  it("formats the prices as each locale writes them, non-breaking spaces included", async () => {
    expect(byTestId(await page("pricing", "en"), "price")).toEqual(["€9.00", "€29.00", "€79.00"]);
    expect(byTestId(await page("pricing", "sk"), "price")).toEqual(["9,00\u00a0€", "29,00\u00a0€", "79,00\u00a0€"]);
    expect(byTestId(await page("pricing", "de"), "price")[1]).toBe("29,00\u00a0€");
  });

  it.each(LOCALES.map((l) => [l.code, l] as const))(
    "%s: words the counts by the locale's plural rules, the same word for the same category",
    async (code, { pluralTag }) => {
      const html = await page("pricing", code);
      const rules = new Intl.PluralRules(pluralTag);
      const numbers = new Intl.NumberFormat(pluralTag);
      const plans = planParts(html);
      for (const field of ["languages", "seats"] as const) {
        const byCategory = new Map<string, string>();
        PLANS.forEach((plan) => {
          const text = items(plans.get(plan.id) as string)[field === "languages" ? 0 : 1] as string;
          const count = numbers.format(plan[field]);
          expect(text).toContain(count);
          const words = text.replace(count, "#");
          const category = rules.select(plan[field]);
          expect(byCategory.get(category) ?? words).toBe(words);
          byCategory.set(category, words);
        });
      }
    },
  );

  it("uses the forms the categories call for where a language has them", async () => {
    const lists = async (code: LocaleCode) => [...planParts(await page("pricing", code)).values()].map(items);
    const cz = await lists("cz");
    expect(cz.map((list) => list[0])).toEqual(["2 jazyky", "5 jazyků", "10 jazyků"]);
    const ru = await lists("ru");
    expect(ru.map((list) => list[1])).toEqual([
      "1 аккаунт для редакторов",
      "3 аккаунта для редакторов",
      "25 аккаунтов для редакторов",
    ]);
    const si = await lists("si");
    expect(si.map((list) => list[0])).toEqual(["2 jezika", "5 jezikov", "10 jezikov"]);
    expect(si.map((list) => list[1])).toEqual(["1 uredniški račun", "3 uredniški računi", "25 uredniških računov"]);
    const pl = await lists("pl");
    expect(pl.map((list) => list[0])).toEqual(["2 języki", "5 języków", "10 języków"]);
    const en = await lists("en");
    expect(en.map((list) => list[1])).toEqual(["1 editor account", "3 editor accounts", "25 editor accounts"]);
  });
});

describe("the news page", () => {
  it.each(LOCALES.map((l) => [l.code, l] as const))(
    "%s: dates every entry with <time dateTime>, newest first, written as {date, date, long} in the locale",
    async (code, { pluralTag }) => {
      const html = await page("news", code);
      // intl-messageformat's `long` date; messages format dates in UTC (common/icu/format.ts).
      const long = new Intl.DateTimeFormat(pluralTag, {
        year: "numeric",
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      });
      const times = [...html.matchAll(/<time dateTime="([^"]+)">([^<]*)<\/time>/gi)].map((m) => [
        m[1],
        decode(m[2] ?? ""),
      ]);
      expect(times).toEqual(NEWS.map(({ date }) => [date, long.format(new Date(`${date}T00:00:00Z`))]));
      const dates = times.map(([date]) => date as string);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(html.match(/<article class="news-entry"/g)).toHaveLength(NEWS.length);
      expect(html.match(/<h2 /g)?.length).toBeGreaterThanOrEqual(NEWS.length);
    },
  );

  it("writes the dates in each language's words", async () => {
    const first = async (code: LocaleCode) => /<time[^>]*>([^<]*)</.exec(await page("news", code))?.[1];
    expect(await first("en")).toBe("November 18, 2025");
    expect(await first("sk")).toBe("18. novembra 2025");
    expect(await first("de")).toBe("18. November 2025");
  });
});

describe("the navigation", () => {
  const links = (nav: string) =>
    [...nav.matchAll(/<a href="([^"]+)"( aria-current="page")?>([^<]*)<\/a>/g)].map((m) => ({
      href: m[1],
      current: Boolean(m[2]),
    }));

  it.each(allPageUrls().map((p) => [p.path, p] as const))(
    "%s: links the five pages at their localised paths in header and footer, the current one marked",
    async (_path, { id, locale }) => {
      const html = await page(id, locale);
      const navs = [...html.matchAll(/<nav class="(site-nav|footer-nav)" aria-label="([^"]+)">(.*?)<\/nav>/gs)];
      expect(navs.map((m) => m[1])).toEqual(["site-nav", "footer-nav"]);
      expect(new Set(navs.map((m) => m[2])).size).toBe(2);
      for (const nav of navs) {
        expect(links(nav[3] as string)).toEqual(
          PAGES.map((p) => ({ href: pageUrlPath(p.id, locale), current: p.id === id })),
        );
      }
      expect(html.match(/aria-current="page"/g)).toHaveLength(3); // both navigations and the language switcher
    },
  );

  it("leads from the home page to the features and pricing pages of its language", async () => {
    const html = await page("home", "de");
    const hero = html.slice(html.indexOf('class="hero"'), html.indexOf("</header>", html.indexOf('class="hero"')));
    expect([...hero.matchAll(/<a class="[^"]+" href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "/de/funktionen",
      "/de/preise",
    ]);
  });
});

describe("the pages' markup", () => {
  it.each(allPageUrls().map((p) => [p.path, p] as const))(
    "%s: one h1, and every image has a non-empty alt",
    async (_path, { id, locale }) => {
      const html = await page(id, locale);
      expect(html.match(/<h1[ >]/g)).toHaveLength(1);
      const images = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
      for (const img of images) expect(img).toMatch(/\balt="[^"\s][^"]*"/);
      if (id === "about") {
        expect(images).toHaveLength(1);
        expect(images[0]).toMatch(/width="\d+"/);
        expect(images[0]).toMatch(/height="\d+"/);
      }
    },
  );

  it("describes the about page's figure in the page's language", async () => {
    const alt = async (code: LocaleCode) => /<img[^>]*\balt="([^"]+)"/.exec(await page("about", code))?.[1];
    const alts = await Promise.all(LOCALES.map((l) => alt(l.code)));
    expect(new Set(alts).size).toBe(LOCALES.length);
    expect(await alt("en")).toBe("A green globe surrounded by three speech bubbles");
  });

  it("serves the about page's image, small", async () => {
    const src = /<img[^>]*\bsrc="([^"]+)"/.exec(await page("about", "en"))?.[1] as string;
    const res = await get(src);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect((await res.arrayBuffer()).byteLength).toBeLessThan(4096);
  });

  it("closes every page with the footer's copyright line in its language", async () => {
    const lines = new Set<string>();
    for (const { code } of LOCALES) {
      const html = await page("home", code);
      const footer = html.slice(html.indexOf('<footer class="site-footer"'));
      const line = /<small>(© \d{4} Polyglot\. [^<]+)<\/small>/.exec(footer)?.[1];
      expect(line, code).toBeDefined();
      lines.add(line as string);
    }
    expect(lines.size).toBe(LOCALES.length);
  });
});
