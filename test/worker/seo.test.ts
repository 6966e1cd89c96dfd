import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES, localeInfo } from "../../common/locales";
import { allPageUrls, PAGES, pageUrlPath } from "../../common/pages";
import { get } from "./helpers";

const ORIGIN = "http://localhost:8787";

const all = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1]);

const PAGE_URLS = allPageUrls();

describe("SEO of public pages", () => {
  it.each(PAGE_URLS.map((p) => [p.path, p] as const))(
    "%s: 200, its lang, title, description, Open Graph, canonical and hreflang to the localised paths",
    async (path, { id, locale }) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      const head = html.slice(0, html.indexOf("</head>"));
      const l = localeInfo(locale);
      expect(/<html lang="([^"]+)"/.exec(html)?.[1]).toBe(l.tag);
      const title = /<title>([^<]+)<\/title>/.exec(head)?.[1];
      expect(title).toMatch(/\S · Polyglot$/);
      expect(all(head, /<meta property="og:title" content="([^"]+)"/g)).toEqual([title]);
      const [description] = all(head, /<meta name="description" content="([^"]+)"/g);
      expect(description?.length).toBeGreaterThan(20);
      expect(all(head, /<meta property="og:description" content="([^"]+)"/g)).toEqual([description]);
      expect(all(head, /<link rel="canonical" href="([^"]+)"/g)).toEqual([`${ORIGIN}${path}`]);
      expect(all(head, /<meta property="og:url" content="([^"]+)"/g)).toEqual([`${ORIGIN}${path}`]);
      const links = all(head, /<link rel="alternate" hrefLang="([^"]+" href="[^"]+)"/g);
      expect(links).toEqual([
        ...LOCALES.map((x) => `${x.tag}" href="${ORIGIN}${pageUrlPath(id, x.code)}`),
        `x-default" href="${ORIGIN}${pageUrlPath(id, DEFAULT_LOCALE)}`,
      ]);
      expect(all(head, /<meta property="og:locale" content="([^"]+)"/g)).toEqual([l.ogLocale]);
      expect(all(head, /<meta property="og:locale:alternate" content="([^"]+)"/g)).toHaveLength(LOCALES.length - 1);
      expect(html).not.toContain("noindex");
    },
  );

  it("describes each page in each language with its own text", async () => {
    const descriptions = new Set<string>();
    for (const { path } of PAGE_URLS) {
      const head = (await (await get(path)).text()).split("</head>")[0] as string;
      descriptions.add(all(head, /<meta name="description" content="([^"]+)"/g)[0] as string);
    }
    expect(descriptions.size).toBe(PAGE_URLS.length);
  });

  it("gives every page a share image, a large Twitter card and JSON-LD in its language, from the messages", async () => {
    for (const { code, tag } of LOCALES) {
      const path = pageUrlPath("pricing", code);
      const html = await (await get(path)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(all(html, /<meta name="twitter:title" content="([^"]+)"/g)).toEqual([title]);
      expect(all(html, /<meta property="og:site_name" content="([^"]+)"/g)).toEqual(["Polyglot"]);
      expect(all(html, /<meta name="twitter:card" content="([^"]+)"/g)).toEqual(["summary_large_image"]);
      const [image] = all(html, /<meta property="og:image" content="([^"]+)"/g);
      expect(image).toMatch(new RegExp(`^${ORIGIN}/.+\\.png$`));
      expect(all(html, /<meta name="twitter:image" content="([^"]+)"/g)).toEqual([image]);
      expect(all(html, /<meta property="og:image:alt" content="([^"]+)"/g)[0]?.length).toBeGreaterThan(5);
      const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "null");
      const [site, organisation] = ld["@graph"];
      const home = `${ORIGIN}${pageUrlPath("home", code)}`;
      expect(site).toMatchObject({ "@type": "WebSite", name: "Polyglot", inLanguage: tag, url: home });
      expect(organisation).toMatchObject({ "@type": "Organization", name: "Polyglot", url: home });
    }
  });

  it("serves the share image the pages name", async () => {
    const html = await (await get("/en")).text();
    const image = all(html, /<meta property="og:image" content="([^"]+)"/g)[0] as string;
    const res = await get(new URL(image).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await res.arrayBuffer());
    // PNG signature, then the IHDR chunk's width and height (big-endian at 16 and 20).
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
    const view = new DataView(bytes.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
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
    expect(urls).toHaveLength(PAGES.length * LOCALES.length);
    for (const url of urls) {
      expect(all(url, /hreflang="([^"]+)"/g)).toEqual([...LOCALES.map((x) => x.tag), "x-default"]);
    }
    expect(all(xml, /<loc>([^<]+)<\/loc>/g)).toEqual(PAGE_URLS.map((p) => `${ORIGIN}${p.path}`));
    expect(xml).toContain(`<loc>${ORIGIN}/de/preise</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/pricing"/>`);
  });

  it("robots.txt disallows /admin and points to the sitemap", async () => {
    const text = await (await get("/robots.txt")).text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
