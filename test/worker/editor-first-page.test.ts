import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ListResult } from "../../common/contracts/translation-responses";
import manifest from "../../dist/client/.vite/manifest.json";
import { createAccount, signIn, translationsApi } from "./auth-helpers";
import { get } from "./helpers";
import { seedStore } from "./store-helpers";

let admin: string;
let translator: string;

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
  translator = await signIn(await createAccount({ role: "translator", locales: ["de", "hu"] }));
});
beforeEach(seedStore);

interface Dehydrated {
  queries: { queryKey: unknown[]; state: { data: ListResult; status: string } }[];
}

/** The queries the page's bootstrap script hands the browser (`window.__QUERY_STATE__=…;`). */
function dehydratedQueries(html: string): Dehydrated["queries"] {
  const marker = "window.__QUERY_STATE__=";
  const start = html.indexOf(marker);
  if (start < 0) return [];
  // The value is one JSON object: read up to its closing brace, minding strings.
  let depth = 0;
  let inString = false;
  let i = start + marker.length;
  for (; i < html.length; i++) {
    const ch = html[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "{") depth++;
    else if (ch === "}" && --depth === 0) break;
  }
  return (JSON.parse(html.slice(start + marker.length, i + 1)) as Dehydrated).queries;
}

const listQueries = (html: string) =>
  dehydratedQueries(html).filter((q) => q.queryKey.slice(0, 3).join() === "admin,translations,list");

async function editorPage(search: string, cookie: string): Promise<string> {
  const res = await get(`/admin/translation${search}`, { Cookie: cookie });
  expect(res.status).toBe(200);
  return res.text();
}

describe("the editor's first page of keys comes with its HTML", () => {
  it("carries the first page for the URL's columns, as the list API answers it", async () => {
    const html = await editorPage("?cols=de,hu", admin);
    const [query, ...others] = listQueries(html);
    expect(others).toEqual([]);
    expect(query?.queryKey[3]).toEqual({ sort: "name", locales: ["sk", "de", "hu"], page: 1, pageSize: 50 });
    expect(query?.state.status).toBe("success");
    const api = (await (
      await translationsApi(admin, "GET", "?sort=name&locales=sk,de,hu&page=1&pageSize=50")
    ).json()) as ListResult;
    expect(api.items.length).toBeGreaterThan(0);
    expect(query?.state.data.total).toBe(api.total);
    expect(query?.state.data.items.map((row) => row.name)).toEqual(api.items.map((row) => row.name));
    expect(query?.state.data.items).toEqual(api.items);
  });

  it("follows the URL's search and an account's own languages", async () => {
    const html = await editorPage("?q=home", translator);
    const [query] = listQueries(html);
    // A translator of de and hu starts with those columns, as the editor does.
    expect(query?.queryKey[3]).toEqual({ sort: "name", locales: ["sk", "de", "hu"], q: "home", page: 1, pageSize: 50 });
    const names = query?.state.data.items.map((row) => row.name) ?? [];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain("home");
  });

  it("leaves a query the list API would refuse to the browser, which shows the API's answer", async () => {
    // `problem` takes codes of letters and dashes only: the editor ignores this one, so the page asks for no filter.
    const html = await editorPage("?problem=Bad_Code&cols=en", admin);
    expect(listQueries(html).map((q) => q.queryKey[3])).toEqual([
      { sort: "name", locales: ["sk", "en"], page: 1, pageSize: 50 },
    ]);
  });

  it("is not put in the pages of other admin screens, nor for a signed-out visitor", async () => {
    expect(listQueries(await (await get("/admin", { Cookie: admin })).text())).toEqual([]);
    const signedOut = await get("/admin/translation");
    expect(signedOut.status).toBe(302);
  });
});

describe("the editor's page prepares its own chunk", () => {
  const chunks = manifest as Record<string, { file: string; imports?: string[]; css?: string[] }>;
  const editor = chunks["client/pages/TranslationPage.tsx"];

  it("modulepreloads the editor's script and links its stylesheet, so they load with the entry", async () => {
    const html = await editorPage("", admin);
    expect(editor?.file).toBeTruthy();
    expect(html).toContain(`<link rel="modulepreload" href="/${editor?.file}"`);
    for (const css of editor?.css ?? []) expect(html).toContain(`<link rel="stylesheet" href="/${css}"`);
    const dashboard = await (await get("/admin", { Cookie: admin })).text();
    expect(dashboard).not.toContain(`/${editor?.file}`);
  });

  it("fills the window from the first byte (the grid's first measure finds its scroller bounded)", async () => {
    expect(await editorPage("", admin)).toContain('class="layout layout-admin editor-open"');
    expect(await (await get("/admin", { Cookie: admin })).text()).toContain('class="layout layout-admin"');
  });
});
