import { SELF } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Stats } from "../../common/contracts/translation-responses";
import { createAccount, SAME_ORIGIN, signIn } from "./auth-helpers";
import { get, ORIGIN } from "./helpers";
import { seedStore } from "./store-helpers";

let admin: string;
let adminEmail: string;
let translator: string;

beforeAll(async () => {
  const account = await createAccount({ role: "admin" });
  adminEmail = account.email;
  admin = await signIn(account);
  translator = await signIn(await createAccount({ role: "translator", locales: ["de", "hu"] }));
});
beforeEach(seedStore);

function call(method: string, path: string, body?: unknown): Promise<Response> {
  return SELF.fetch(`${ORIGIN}/api/admin/translations${path}`, {
    method,
    headers: { ...SAME_ORIGIN, Cookie: admin, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const dashboard = async (cookie = admin) => (await get("/admin", { Cookie: cookie })).text();

/** The rendered row of one locale in the completion table. */
function row(html: string, locale: string): string {
  const start = html.indexOf(`<tr data-locale="${locale}"`);
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf("</tr>", start));
}

const cellsOf = (tr: string) => [...tr.matchAll(/<td class="num">(.*?)<\/td>/g)].map((m) => m[1]);

describe("the dashboard at /admin", () => {
  it("renders every locale's completion on the server, as the stats API counts it", async () => {
    const stats = (await (await call("GET", "/stats")).json()) as Stats;
    const html = await dashboard();
    expect(html).toContain("<caption>Translated texts per locale");
    for (const { locale, translated } of stats.locales) {
      expect(cellsOf(row(html, locale))[0]).toBe(String(translated));
    }
    // The figures travel with the page, so the browser does not fetch them again.
    expect(html).toMatch(/__QUERY_STATE__=.*"admin","translations","stats"/);
  });

  it("links a locale's missing texts and warnings to the editor, pre-filtered", async () => {
    await call("POST", "/keys", { name: "dashboard.test.only-sk" });
    await call("PUT", "/keys/dashboard.test.only-sk/values/sk", { text: "Len po slovensky", version: 0 });
    const key = (await (await call("GET", "/keys/home.languages")).json()) as {
      key: { values: { de: { version: number } } };
    };
    const save = await call("PUT", "/keys/home.languages/values/de", {
      // An argument the source does not have: an argument-added warning.
      text: "In vielen Sprachen {n}",
      version: key.key.values.de.version,
    });
    expect(save.status).toBe(200);

    const html = await dashboard();
    const de = row(html, "de");
    expect(de).toContain('href="/admin/translation?missing=de"');
    expect(de).toMatch(/>1<!-- --> missing<span class="visually-hidden"> in <!-- -->Deutsch<\/span>/);
    expect(de).toContain('href="/admin/translation?problem=warnings&amp;cols=de"');
    expect(de).toMatch(
      />1<span class="visually-hidden"> <!-- -->texts with warnings<!-- --> in <!-- -->Deutsch<\/span>/,
    );
    expect(row(html, "sk")).not.toContain("missing=sk");
    expect(html).toContain('href="/admin/translation?changed=24h"');
  });

  it("lists the latest changes with who and when", async () => {
    await call("POST", "/keys", { name: "dashboard.test.recent" });
    const html = await dashboard();
    const changes = html.slice(html.indexOf('<ol class="changes">'));
    expect(changes).toMatch(/<code class="key-name">dashboard.test.recent<\/code>/);
    expect(changes).toContain(`key created<!-- --> by <!-- -->${adminEmail}`);
    expect(changes).toMatch(/<time dateTime="\d{4}-\d\d-\d\dT[\d:.]+Z" title="[^"]+ UTC">just now<\/time>/);
  });

  it("tells the account what it may edit: an admin everything, a translator their locales", async () => {
    expect(await dashboard()).toContain("You may edit every locale.");
    const html = await dashboard(translator);
    expect(html).toContain("a translator");
    expect(html).toContain("You may edit Magyar (hu) and Deutsch (de).");
    expect(html).toContain('href="/admin/translation?cols=hu,de"');
    expect(row(html, "hu")).toContain('<span class="badge">yours</span>');
    expect(row(html, "en")).not.toContain("yours");
  });
});
