import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LOCALE_CODES } from "../../common/locales";
import app from "../../worker/index";
import { publishedPageTags } from "../../worker/services/page-cache/page-cache";
import { createAccount, SAME_ORIGIN, signIn, translationsApi } from "./auth-helpers";
import { ORIGIN } from "./helpers";
import { seedStore } from "./store-helpers";

/**
 * The zone purge after a publication (docs/decisions/0059-edge-cache-generations.md), against a
 * local stand-in for the purge endpoint: the worker's outbound `fetch` to the stand-in's base
 * URL is answered here, every other request passes through. Nothing reaches the network.
 */

const BASE = "https://purge-stand-in.test/client/v4";

interface PurgeCall {
  url: string;
  authorization: string | null;
  tags: string[];
}

/** The stand-in: records each call and answers with the next scripted status (then 200). */
function standIn(statuses: number[] = [], hold?: Promise<void>) {
  const calls: PurgeCall[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(BASE)) return realFetch(input, init);
    const { tags } = (await request.json()) as { tags: string[] };
    calls.push({ url: request.url, authorization: request.headers.get("Authorization"), tags });
    await hold;
    const status = statuses.shift() ?? 200;
    const headers = status === 429 ? { "Retry-After": "0" } : undefined;
    return Response.json({ success: status === 200, errors: [], messages: [], result: null }, { status, headers });
  });
  return calls;
}

let admin: string;
let zone = 0;
/** A zone of its own per test: the per-minute budget of one never touches another. */
const zoneVars = () => ({
  CLOUDFLARE_ZONE_ID: `zone-${++zone}`,
  CLOUDFLARE_API_TOKEN: "purge-token",
  CLOUDFLARE_API_BASE_URL: BASE,
});

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});
beforeEach(seedStore);
afterEach(() => {
  vi.restoreAllMocks();
});

/** The version of a German translation, read before the stand-in is in place. */
async function versionOf(name: string): Promise<number> {
  const res = await translationsApi(admin, "GET", `/keys/${name}`);
  return ((await res.json()) as { key: { values: Record<string, { version: number }> } }).key.values.de?.version ?? 0;
}

/**
 * A save of a German translation through the app with `vars`: `answered` when its answer is
 * there, `settled` when the work it left under `waitUntil` (the purge) is done too.
 */
function save(vars: Record<string, string>, name: string, version: number) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}/api/admin/translations/keys/${name}/values/de`, {
    method: "PUT",
    headers: { ...SAME_ORIGIN, Cookie: admin, "Content-Type": "application/json" },
    body: JSON.stringify({ text: `Neu ${crypto.randomUUID()}`, version }),
  });
  const answered = Promise.resolve(app.fetch(request, { ...env, ...vars }, ctx));
  return { answered, settled: answered.then(() => waitOnExecutionContext(ctx)) };
}

describe("the zone purge after a publication", () => {
  it("sends one purge of every locale's pages, to the zone, with the token", async () => {
    const version = await versionOf("nav.home");
    const calls = standIn();
    const vars = zoneVars();
    const { answered, settled } = save(vars, "nav.home", version);
    expect((await answered).status).toBe(200);
    await settled;
    expect(calls).toEqual([
      {
        url: `${BASE}/zones/${vars.CLOUDFLARE_ZONE_ID}/purge_cache`,
        authorization: "Bearer purge-token",
        tags: publishedPageTags(),
      },
    ]);
    expect(publishedPageTags()).toHaveLength(LOCALE_CODES.length);
  });

  it("coalesces publications made close together into one purge", async () => {
    const versions = [await versionOf("nav.home"), await versionOf("home.title")];
    const calls = standIn();
    const vars = zoneVars();
    const first = save(vars, "nav.home", versions[0] as number);
    const second = save(vars, "home.title", versions[1] as number);
    expect((await first.answered).status).toBe(200);
    expect((await second.answered).status).toBe(200);
    await Promise.all([first.settled, second.settled]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.tags).toEqual(publishedPageTags());
  });

  it("retries on 429 and 500, and the save answers 200 all the same", async () => {
    const version = await versionOf("nav.home");
    const calls = standIn([429, 500]);
    const { answered, settled } = save(zoneVars(), "nav.home", version);
    expect((await answered).status).toBe(200);
    await settled;
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => JSON.stringify(c.tags)))).toEqual(new Set([JSON.stringify(publishedPageTags())]));
  });

  it("answers the save before the purge endpoint has answered", async () => {
    const version = await versionOf("nav.home");
    let release = () => {};
    const calls = standIn([], new Promise<void>((resolve) => (release = resolve)));
    const { answered, settled } = save(zoneVars(), "nav.home", version);
    expect((await answered).status).toBe(200);
    release();
    await settled;
    expect(calls).toHaveLength(1);
  });

  it("sends nothing without a token", async () => {
    const version = await versionOf("nav.home");
    const calls = standIn();
    const { answered, settled } = save({ ...zoneVars(), CLOUDFLARE_API_TOKEN: "" }, "nav.home", version);
    expect((await answered).status).toBe(200);
    await settled;
    expect(calls).toEqual([]);
  });
});
