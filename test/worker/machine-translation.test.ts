import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PretranslateResult, SuggestionsResult } from "../../common/contracts/suggestions";
import type { Stats } from "../../common/contracts/translation-responses";
import { createAccount, signIn } from "./auth-helpers";
import { problemOf } from "./helpers";
import { call, cellOf, emptyStore, json, write } from "./suggestions-helpers";

/**
 * Machine translation (issue 27, docs/decisions/0062) against local stand-ins for DeepL and an
 * OpenAI-compatible endpoint: the worker's outbound fetch to their base URLs is answered here.
 */
const DEEPL = "https://deepl-stand-in.test";
const OPENAI = "https://openai-stand-in.test/v1";
const deeplVars = (more: Record<string, string> = {}) => ({
  MT_PROVIDER: "deepl",
  DEEPL_API_KEY: "key",
  DEEPL_API_URL: DEEPL,
  ...more,
});
const openaiVars = { MT_PROVIDER: "openai", OPENAI_API_KEY: "key", OPENAI_BASE_URL: OPENAI, OPENAI_MODEL: "stand-in" };

/** Letters outside the markup, upper-cased: a "translation" that keeps everything else. */
const shout = (unit: string) => unit.replace(/(<[^>]*>)|([^<]+)/gu, (_, tag, text) => tag ?? text.toUpperCase());

type Script = "ok" | 429 | 456 | 500 | "slow";
interface Seen {
  url: string;
  body: Record<string, unknown>;
}

function standIn(script: Script[] = []) {
  const seen: Seen[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(DEEPL) && !request.url.startsWith(OPENAI)) return realFetch(input, init);
    const body = (await request.json()) as Record<string, unknown>;
    seen.push({ url: request.url, body });
    const step = script.shift() ?? "ok";
    if (step === "slow")
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      );
    if (step !== "ok")
      return new Response("{}", { status: step, headers: step === 429 ? { "Retry-After": "120" } : {} });
    if (request.url.startsWith(DEEPL))
      return Response.json({ translations: (body.text as string[]).map((t) => ({ text: shout(t) })) });
    const { segments } = JSON.parse((body.messages as { content: string }[])[1]?.content ?? "{}") as {
      segments: string[];
    };
    return Response.json({ choices: [{ message: { content: JSON.stringify({ segments: segments.map(shout) }) } }] });
  });
  return seen;
}

let admin: string;
beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});
beforeEach(emptyStore);
afterEach(() => {
  vi.restoreAllMocks();
});

const machine = (key: string, locale: string, vars: Record<string, string>) =>
  call(admin, "GET", `/keys/${key}/suggestions/${locale}?from=machine`, undefined, vars);

describe("machine suggestions", { timeout: 60_000 }, () => {
  it("masks arguments and tags for DeepL, keeps them in its answer, and caches it", async () => {
    await write(admin, "m.hello", { sk: "Ahoj {name}, máte <b>správu</b>" });
    const seen = standIn();
    const result = await json<SuggestionsResult>(await machine("m.hello", "de", deeplVars()));
    expect(result.items).toEqual([
      {
        text: "AHOJ {name}, MÁTE <b>SPRÁVU</b>",
        score: 0,
        origin: "machine",
        sourceText: "Ahoj {name}, máte <b>správu</b>",
        provider: "deepl",
      },
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body).toMatchObject({ tag_handling: "xml", target_lang: "DE", source_lang: "SK" });
    expect(JSON.stringify(seen[0]?.body.text)).not.toMatch(/name|\{|<b>/);
    await json(await machine("m.hello", "de", deeplVars()));
    expect(seen).toHaveLength(1);
  });

  it("translates a plural branch by branch with the target's categories, and names those the source lacks", async () => {
    await write(admin, "m.files", { sk: "x", en: "{n, plural, one {# file} other {# files}}" });
    standIn();
    const result = await json<SuggestionsResult>(
      await machine("m.files", "pl", { ...deeplVars(), SOURCE_LOCALE: "en" }),
    );
    expect(result.items[0]?.text).toBe("{n, plural, one {# FILE} few {# FILES} many {# FILES} other {# FILES}}");
    expect(result.items[0]?.warnings?.join(" ")).toMatch(/few, many/);
  });

  it("sends the key's description and the plural categories to an OpenAI-compatible endpoint", async () => {
    await json(await call(admin, "POST", "/keys", { name: "m.cart", description: "Shop cart button" }), 201);
    await write(admin, "m.cart", { sk: "Košík" });
    const seen = standIn();
    const result = await json<SuggestionsResult>(await machine("m.cart", "pl", openaiVars));
    expect(result.items[0]).toMatchObject({ text: "KOŠÍK", provider: "openai" });
    const messages = (seen[0]?.body.messages ?? []) as { content: string }[];
    const system = messages[0]?.content ?? "";
    expect(system).toMatch(/Shop cart button/);
    expect(system).toMatch(/one, few, many, other/);
  });

  it("turns 429, 456, 500 and a slow answer into a 503 with Retry-After and pauses the provider, never a 500", async () => {
    await write(admin, "m.err", { sk: "Ahoj" });
    const cases: [Script, RegExp][] = [
      [429, /slow down/],
      [456, /quota/],
      [500, /unavailable/],
      ["slow", /did not answer/],
    ];
    for (const [step, message] of cases) {
      await emptyStore();
      await write(admin, "m.err", { sk: "Ahoj" });
      vi.restoreAllMocks();
      const seen = standIn([step]);
      const problem = await problemOf(await machine("m.err", "de", deeplVars({ MT_TIMEOUT_MS: "200" })), 503);
      expect(problem.detail).toMatch(message);
      expect(Number(problem.retryAfter)).toBeGreaterThan(0);
      // Paused: the next request does not reach the provider.
      await problemOf(await machine("m.err", "de", deeplVars()), 503);
      expect(seen).toHaveLength(1);
    }
  });

  it("keeps the memory's items when the provider fails, and says it is paused", async () => {
    await write(admin, "m.one", { sk: "Zavrieť", de: "Schließen" });
    await write(admin, "m.two", { sk: "Zavrieť" });
    standIn([429]);
    const res = await call(admin, "GET", "/keys/m.two/suggestions/de", undefined, deeplVars());
    const result = await json<SuggestionsResult>(res);
    expect(result.items.map((i) => i.origin)).toEqual(["memory"]);
    expect(result.machine).toMatchObject({ status: "paused", retryAfter: 120 });
  });

  it("counts characters against the monthly budget, refuses past it (429), and shows the usage in /stats", async () => {
    await write(admin, "m.short", { sk: "Ahoj" });
    await write(admin, "m.long", { sk: "Toto je oveľa dlhší text na preklad" });
    standIn();
    const vars = deeplVars({ MT_MONTHLY_CHARACTERS: "10" });
    await json(await machine("m.short", "de", vars));
    const refused = await problemOf(await machine("m.long", "de", vars), 429);
    expect(refused).toMatchObject({ code: "mt_budget" });
    const stats = await json<Stats>(await call(admin, "GET", "/stats", undefined, vars));
    expect(stats.mt).toEqual({ provider: "deepl", used: 4, budget: 10 });
  });

  it("pre-translates by machine, each text needing review with its provider recorded", async () => {
    await write(admin, "m.a", { sk: "Prvý {x}" });
    await write(admin, "m.b", { sk: "Druhý" });
    standIn();
    const body = { locale: "de", from: ["memory", "machine"], dryRun: false };
    const run = await json<PretranslateResult>(await call(admin, "POST", "/pretranslate", body, deeplVars()));
    expect(run).toMatchObject({ fill: { memory: 0, machine: 2 }, id: expect.any(Number) });
    expect(await cellOf(admin, "m.a", "de")).toMatchObject({
      text: "PRVÝ {x}",
      origin: "pretranslate",
      originProvider: "deepl",
      reviewedVersion: null,
    });
  });

  it("answers a paused provider's pre-translation with 503 and Retry-After, and says how far it got", async () => {
    await write(admin, "n.a", { sk: "Ahoj", de: "Hallo" });
    await write(admin, "n.b", { sk: "Ahoj" });
    await write(admin, "n.c", { sk: "Niečo iné" });
    standIn([500]);
    const body = { locale: "de", from: ["memory", "machine"], dryRun: false };
    const res = await call(admin, "POST", "/pretranslate", body, deeplVars());
    expect(res.headers.get("Retry-After")).toBe("30");
    const problem = await problemOf(res, 503);
    expect(problem.applied).toMatchObject({ written: 1, id: expect.any(Number) });
    expect(await cellOf(admin, "n.b", "de")).toMatchObject({ text: "Hallo" });
  });
});
