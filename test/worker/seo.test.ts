import { describe, expect, it } from "vitest";
import { LOCALES, localePath } from "../../common/locales";
import { PUBLIC_PAGES } from "../../common/pages";
import { get } from "./helpers";

const ORIGIN = "http://localhost:8787";

const all = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1]);

describe("SEO of public pages", () => {
  it.each(LOCALES.map((l) => [localePath(l.code), l] as const))(
    "%s has one canonical, an hreflang link per locale plus x-default, and og:locale",
    async (path, l) => {
      const html = await (await get(path)).text();
      expect(all(html, /<link rel="canonical" href="([^"]+)"/g)).toEqual([`${ORIGIN}${path === "/" ? "/" : path}`]);
      const hreflangs = all(html, /<link rel="alternate" hrefLang="([^"]+)"/g);
      expect(hreflangs).toEqual([...LOCALES.map((x) => x.tag), "x-default"]);
      expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${ORIGIN}/"/>`);
      expect(all(html, /<meta property="og:locale" content="([^"]+)"/g)).toEqual([l.ogLocale]);
      expect(all(html, /<meta property="og:locale:alternate" content="([^"]+)"/g)).toHaveLength(LOCALES.length - 1);
      expect(html).not.toContain("noindex");
    },
  );

  it("describes each home page in its own language (meta description and og:description, in <head>)", async () => {
    const descriptions = new Set<string>();
    for (const { code } of LOCALES) {
      const html = await (await get(localePath(code))).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const [description] = all(head, /<meta name="description" content="([^"]+)"/g);
      expect(description?.length).toBeGreaterThan(20);
      expect(all(head, /<meta property="og:description" content="([^"]+)"/g)).toEqual([description]);
      expect(html).toContain(`<p class="lead">${description}</p>`);
      descriptions.add(description as string);
    }
    expect(descriptions.size).toBe(LOCALES.length);
  });

  it("gives each home page Open Graph, a Twitter card and JSON-LD in its language, from the messages", async () => {
    for (const { code, tag } of LOCALES) {
      const path = localePath(code);
      const html = await (await get(path)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title).toMatch(/ · Polyglot$/);
      expect(all(html, /<meta property="og:title" content="([^"]+)"/g)).toEqual([title]);
      expect(all(html, /<meta name="twitter:title" content="([^"]+)"/g)).toEqual([title]);
      expect(all(html, /<meta property="og:url" content="([^"]+)"/g)).toEqual([`${ORIGIN}${path}`]);
      expect(all(html, /<meta property="og:site_name" content="([^"]+)"/g)).toEqual(["Polyglot"]);
      expect(all(html, /<meta name="twitter:card" content="([^"]+)"/g)).toEqual(["summary"]);
      const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "null");
      const [site, organisation] = ld["@graph"];
      expect(site).toMatchObject({ "@type": "WebSite", name: "Polyglot", inLanguage: tag, url: `${ORIGIN}${path}` });
      expect(organisation).toMatchObject({ "@type": "Organization", name: "Polyglot" });
    }
  });

  it("puts the SEO links in <head>", async () => {
    const html = await (await get("/en")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('rel="canonical"');
    expect(head).toContain('hrefLang="x-default"');
  });

  it("marks 404 pages noindex", async () => {
    const html = await (await get("/en/404")).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });
});

describe("sitemap and robots", () => {
  it("lists every public page in every locale with an alternate per locale plus x-default", async () => {
    const res = await get("/sitemap.xml");
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const urls = xml.split("<url>").slice(1);
    expect(urls).toHaveLength(PUBLIC_PAGES.length * LOCALES.length);
    for (const url of urls) {
      expect(all(url, /hreflang="([^"]+)"/g)).toEqual([...LOCALES.map((x) => x.tag), "x-default"]);
    }
    expect(all(xml, /<loc>([^<]+)<\/loc>/g)).toEqual(LOCALES.map((l) => `${ORIGIN}${localePath(l.code)}`));
  });

  it("robots.txt disallows /admin and points to the sitemap", async () => {
    const text = await (await get("/robots.txt")).text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
