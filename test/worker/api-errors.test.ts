import { SELF } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FORMATS as CONTRACT_FORMATS } from "../../common/contracts/formats";
import { MAX_EDIT_BODY_BYTES } from "../../common/contracts/translations";
import { PARSERS } from "../../common/formats/import";
import { ICONS } from "../../worker/ssr/icons";
import { createAccount, SAME_ORIGIN, signIn } from "./auth-helpers";
import { failingPaths, get, ORIGIN, problemOf } from "./helpers";
import { seedStore } from "./store-helpers";

let admin: string;
beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});
beforeEach(seedStore);

/** A same-origin JSON request with the admin's session; `body` as given when it is a string. */
function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: { ...SAME_ORIGIN, Cookie: admin, "Content-Type": "application/json", ...headers },
    body: typeof body === "string" || body instanceof ReadableStream ? body : JSON.stringify(body),
    redirect: "manual",
  });
}

const KEYS = "/api/admin/translations/keys";

describe("an unknown API path", () => {
  it("answers a 404 problem for GET and POST, never a redirect to the HTML 404 page", async () => {
    for (const res of [await get("/api/nope"), await send("POST", "/api/nope", {}), await get("/api/i18n")]) {
      expect(await problemOf(res, 404)).toMatchObject({
        title: "Not Found",
        instance: expect.stringMatching(/^\/api\//),
      });
    }
  });
});

describe("the translation admin API's contracts", () => {
  it("answers 400 with every failing field of a body, and saves nothing", async () => {
    const res = await send("PUT", `${KEYS}/home.title/values/de`, { text: 1, version: -1 });
    expect(await failingPaths(res)).toEqual(["text", "version"]);
    const detail = (await (await get(`${KEYS}/home.title`, { Cookie: admin })).json()) as {
      key: { values: { de: { text: string } } };
    };
    expect(detail.key.values.de.text).toBe("Willkommen");
  });

  it("refuses key names with a __proto__, constructor or prototype segment, or an empty one", async () => {
    for (const name of ["a.__proto__", "constructor", "x.prototype.y", "a..b", ".a"]) {
      expect([name, await failingPaths(await send("POST", KEYS, { name }))]).toEqual([name, ["name"]]);
    }
    expect(await failingPaths(await send("GET", `${KEYS}/__proto__`))).toEqual(["name"]);
  });

  it("names the query parameters at fault", async () => {
    const res = await get("/api/admin/translations?page=0&locales=de,xx&order=up", { Cookie: admin });
    expect(await failingPaths(res)).toEqual(["order", "page", "locales.1"]);
    const exported = await get("/api/admin/translations/export?format=yaml", { Cookie: admin });
    expect(await failingPaths(exported)).toEqual(["format"]);
  });

  it("answers 400 for malformed JSON and 413 for a body over the limit, by header or by size", async () => {
    expect(await problemOf(await send("POST", KEYS, "{not json"), 400)).toMatchObject({
      detail: expect.stringContaining("JSON"),
    });
    const big = JSON.stringify({ name: "big.key", description: "x".repeat(MAX_EDIT_BODY_BYTES) });
    await problemOf(await send("POST", KEYS, big), 413);
    const streamed = new Blob([big]).stream();
    await problemOf(await send("POST", KEYS, streamed), 413);
    expect((await get(`${KEYS}/big.key`, { Cookie: admin })).status).toBe(404);
  });

  it("answers a 404 problem for an unknown key and a 409 problem keeping the current cell", async () => {
    expect(await problemOf(await get(`${KEYS}/no.such.key`, { Cookie: admin }), 404)).toMatchObject({
      detail: "Unknown key: no.such.key",
    });
    const conflict = await send("PUT", `${KEYS}/home.title/values/de`, { text: "Hallo", version: 999 });
    expect(await problemOf(conflict, 409)).toMatchObject({ current: { text: "Willkommen" } });
  });

  it("accepts exactly the file formats the worker's parsers know", () => {
    expect([...CONTRACT_FORMATS]).toEqual(Object.keys(PARSERS));
  });
});

describe("the sign-in and session API's contracts", () => {
  it("answers 400 naming the fields of a sign-in body of the wrong types", async () => {
    expect(await failingPaths(await send("POST", "/api/admin/login", { email: 5, password: ["x"] }))).toEqual([
      "email",
      "password",
    ]);
  });

  it("answers 400 for an audit limit that is not a number in range", async () => {
    expect(await failingPaths(await get("/api/admin/audit?limit=abc", { Cookie: admin }))).toEqual(["limit"]);
    expect(await failingPaths(await get("/api/admin/audit?limit=501", { Cookie: admin }))).toEqual(["limit"]);
  });

  it("answers a 415 problem for a mutation that is not JSON", async () => {
    const res = await send("POST", "/api/admin/logout", "x", { "Content-Type": "text/plain" });
    expect(await problemOf(res, 415)).toMatchObject({ detail: "Admin requests must be application/json" });
  });
});

describe("the preview API's contract", () => {
  it("names a draft whose key has a reserved segment, and an unknown locale", async () => {
    const body = `{"locale":"xx","drafts":{"__proto__":"x","ok.key":"y"}}`;
    expect(await failingPaths(await send("POST", "/api/admin/preview", body))).toEqual(["locale", "drafts"]);
  });
});

describe("the public API and the build files", () => {
  it("answers 400 for icon requests outside the contract", async () => {
    const base = `/api/icons/${ICONS.version}`;
    expect(await failingPaths(await get(`${base}/lucide.json`))).toEqual(["icons"]);
    expect(await failingPaths(await get(`${base}/lucide.json?icons=Sun!`))).toEqual(["icons.0"]);
    expect(await failingPaths(await get(`${base}/Lucide.json?icons=sun`))).toEqual(["file"]);
  });

  it("answers a 404 problem for an unknown build, and 400 for a malformed id", async () => {
    expect(await problemOf(await get("/_app/builds/0000-deadbeef.json"), 404)).toMatchObject({
      detail: "Unknown build: 0000-deadbeef",
    });
    expect(await failingPaths(await get("/_app/builds/bad%20id.json"))).toEqual(["file"]);
  });
});
