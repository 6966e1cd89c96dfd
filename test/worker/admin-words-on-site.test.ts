import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_LOCALE_COOKIE } from "../../common/admin-locale";
import { ADMIN_MESSAGES_PATH } from "../../common/app-paths";
import { type AppConfig, BOOT_GLOBAL } from "../../common/contracts/app-config";
import { IN_CONTEXT_COOKIE } from "../../common/in-context";
import { createAccount, postJson, signIn } from "./auth-helpers";
import { get } from "./helpers";
import { seedStore } from "./store-helpers";

/**
 * The admin's words on the site's pages (docs/decisions/0087, issue 38): an editor's edit-mode
 * page is told the admin's language and where its messages are (its in-context bar and dialog
 * read them), and a live preview's banner is rendered in that language; a visitor's page
 * neither names nor loads them, and every page keeps the site's language in `<html lang>`.
 */

const EDIT = `${IN_CONTEXT_COOKIE}=1`;
const POLISH = `${ADMIN_LOCALE_COOKIE}=pl`;

let admin: string;

beforeAll(async () => {
  await seedStore();
  admin = await signIn(await createAccount({ role: "admin" }));
});

/** The config the worker's boot script hands the page. */
function configOf(html: string): AppConfig {
  const json = new RegExp(`window\\.${BOOT_GLOBAL}=(\\{.*?\\});`).exec(html)?.[1];
  expect(json, "the page's boot config").toBeTruthy();
  return JSON.parse(json as string) as AppConfig;
}

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

describe("an editor's edit-mode page", () => {
  it("names the admin's language and its messages' URL, preloads them, and stays in the page's language", async () => {
    const res = await get("/de", { Cookie: `${admin}; ${EDIT}; ${POLISH}` });
    expect(res.status).toBe(200);
    const html = await res.text();
    const { admin: words } = configOf(html);
    expect(words?.locale).toBe("pl");
    expect(words?.messages).toMatch(new RegExp(`^${ADMIN_MESSAGES_PATH}/pl/[^"]+\\.json$`));
    expect(html).toContain(`<link rel="preload" href="${words?.messages}" as="fetch"`);
    expect(htmlLang(html)).toBe("de");

    const messages = await get(words?.messages as string);
    expect(messages.status).toBe(200);
    const body = (await messages.json()) as { current: Record<string, unknown> };
    expect(Object.keys(body.current)).toContain("admin.inContext.bar.turnOff");
  });

  it("follows the browser's language when nothing else chooses it", async () => {
    const html = await (await get("/de", { Cookie: `${admin}; ${EDIT}`, "Accept-Language": "hu" })).text();
    expect(configOf(html).admin?.locale).toBe("hu");
  });
});

describe("a visitor's page", () => {
  it("names no admin language and no admin messages, whatever its cookies", async () => {
    const cases: Record<string, string>[] = [
      {},
      { Cookie: `${EDIT}; ${POLISH}` },
      { Cookie: POLISH, "Accept-Language": "pl" },
    ];
    for (const headers of cases) {
      const html = await (await get("/de", headers)).text();
      expect(configOf(html).admin).toBeUndefined();
      expect(html).not.toContain(ADMIN_MESSAGES_PATH);
      expect(htmlLang(html)).toBe("de");
    }
  });
});

describe("a live preview's banner", () => {
  async function previewUrl(): Promise<string> {
    const res = await postJson(
      "/api/admin/preview",
      { locale: "de", drafts: { "home.title": "Entwurf" } },
      { Cookie: admin },
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as { url: string }).url;
  }

  it("speaks the admin's language, rendered by the server alone: the page loads no admin messages", async () => {
    const html = await (await get(await previewUrl(), { Cookie: `${admin}; ${POLISH}` })).text();
    const at = html.indexOf('data-testid="preview-banner"');
    const banner = html.slice(html.lastIndexOf("<aside", at), html.indexOf("</aside>", at));
    expect(banner).toContain('lang="pl"');
    expect(banner).toContain("Podgląd – nieopublikowane.");
    expect(banner).toContain("1 niezapisaną wersję roboczą");
    expect(banner).toMatch(/<time datetime="[^"]+">\d{2}:\d{2} UTC<\/time>/i);
    expect(configOf(html).admin).toBeUndefined();
    expect(html).not.toContain(ADMIN_MESSAGES_PATH);
    expect(htmlLang(html)).toBe("de");
  });
});
