import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { GlossaryTerm } from "../../common/contracts/glossary";
import type { SuggestionsResult } from "../../common/contracts/suggestions";
import { createAccount, signIn } from "./auth-helpers";
import { adminCall } from "./people-helpers";
import { call, json, write } from "./suggestions-helpers";

/** Machine translation's prompt carries the glossary's entries for the terms of the source (issue 28). */
const OPENAI = "https://openai-stand-in.test/v1";
const vars = { MT_PROVIDER: "openai", OPENAI_API_KEY: "key", OPENAI_BASE_URL: OPENAI, OPENAI_MODEL: "stand-in" };

/** An OpenAI-compatible stand-in that answers the segments unchanged and keeps each system prompt. */
function standIn(): string[] {
  const prompts: string[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(OPENAI)) return realFetch(input, init);
    const body = (await request.json()) as { messages: { content: string }[] };
    prompts.push(body.messages[0]?.content ?? "");
    const { segments } = JSON.parse(body.messages[1]?.content ?? "{}") as { segments: string[] };
    return Response.json({ choices: [{ message: { content: JSON.stringify({ segments }) } }] });
  });
  return prompts;
}

let admin: string;
beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

const machine = (key: string) => call(admin, "GET", `/keys/${key}/suggestions/de?from=machine`, undefined, vars);

describe("glossary in machine translation", () => {
  it("sends the entries of the terms the source uses, and asks again when one changes", async () => {
    const res = await adminCall(admin, "POST", "/glossary", {
      term: "košík",
      translations: { de: { text: "Warenkorb" } },
    });
    const term = ((await res.json()) as { term: GlossaryTerm }).term;
    await adminCall(admin, "POST", "/glossary", { term: "faktúra", translations: { de: { text: "Rechnung" } } });
    await adminCall(admin, "POST", "/glossary", { term: "Polyglot", doNotTranslate: true, caseSensitive: true });
    await write(admin, "mt.cart", { sk: "Polyglot: váš košík je prázdny" });

    const prompts = standIn();
    await json<SuggestionsResult>(await machine("mt.cart"));
    expect(prompts).toHaveLength(1);
    const glossaryLine = prompts[0]?.split("\n").find((line) => line.startsWith("Glossary"));
    expect(glossaryLine).toBe("Glossary (always use): Polyglot → Polyglot; košík → Warenkorb");

    await json<SuggestionsResult>(await machine("mt.cart"));
    expect(prompts).toHaveLength(1); // cached

    await adminCall(admin, "PATCH", `/glossary/${term.id}`, { version: 1, translations: { de: { text: "Korb" } } });
    await json<SuggestionsResult>(await machine("mt.cart"));
    expect(prompts).toHaveLength(2);
    expect(prompts[1]).toContain("košík → Korb");
  });
});
