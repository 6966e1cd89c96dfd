import { Hono } from "hono";
import { allPageUrls } from "../../common/pages";
import { absoluteUrl, alternates } from "../../common/seo";
import type { AppEnv } from "../env";

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** `/sitemap.xml` (every public page in every locale at its localised path, with its alternates) and `/robots.txt`. */
export const seo = new Hono<AppEnv>()
  .get("/sitemap.xml", (c) => {
    const origin = c.env.PUBLIC_ORIGIN;
    const urls = allPageUrls().map(({ id, path }) => {
      const links = alternates(origin, id)
        .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${xml(a.href)}"/>`)
        .join("");
      return `<url><loc>${xml(absoluteUrl(origin, path))}</loc>${links}</url>`;
    });
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>\n`;
    return c.body(body, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  })
  .get("/robots.txt", (c) => {
    const origin = c.env.PUBLIC_ORIGIN.replace(/\/$/, "");
    return c.text(`User-agent: *\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`, 200, {
      "Cache-Control": "public, max-age=3600",
    });
  });
