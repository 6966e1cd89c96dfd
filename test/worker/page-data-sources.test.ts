import { env } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../worker/env";
import { locale } from "../../worker/middleware/locale";
import { visitorDataSource } from "../../worker/routes/pages/public";

/** A page route behind the real locale middleware, answering what a visitor's render would get. */
const probe = new Hono<AppEnv>()
  .use(locale())
  .get("*", (c) => c.json({ locale: c.get("locale"), parts: Object.keys(visitorDataSource(c)).sort() }));

async function asked(path: string) {
  const res = await probe.request(path, {}, env);
  expect(res.status).toBe(200);
  return (await res.json()) as { locale: string; parts: string[] };
}

describe("what a visitor's page is rendered with", () => {
  it("is messages, the visitor's cookie and languages: nothing of accounts, sessions or the admin's figures", async () => {
    expect((await asked("/de/preise")).parts).toEqual(["acceptLanguage", "cookie", "messages"]);
  });

  it("has the locale the middleware read from the path once, for the page to use", async () => {
    expect((await asked("/de/preise")).locale).toBe("de");
    expect((await asked("/en/404")).locale).toBe("en");
    // The default locale's pages have no prefix.
    expect((await asked("/")).locale).toBe("sk");
    expect((await asked("/o-nas")).locale).toBe("sk");
  });
});
