import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { GlossaryTerm } from "../../common/contracts/glossary";
import worker from "../../worker/index";
import { writeImport } from "../../worker/services/translations/import-translations";
import { MAX_RECHECK_KEYS, type RecheckMessage } from "../../worker/services/translations/recheck-keys";
import { createAccount, fetchWithEnv, SAME_ORIGIN, signIn } from "./auth-helpers";
import { adminCall } from "./people-helpers";
import { call, json, write } from "./suggestions-helpers";

/**
 * A glossary change rechecks the texts it touches at once (issue 37, item 6): no save or import
 * of those texts is needed for their warnings to appear or go. Terms match inflected forms.
 */

interface Problem {
  code: string;
  message: string;
}

interface Recheck {
  keys: number;
  changed: number;
  pending: number;
}

let admin: string;
beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});

const glossaryProblems = async (key: string, locale: string) => {
  const detail = await json<{ key: { values: Record<string, { problems: Problem[] }> } }>(
    await call(admin, "GET", `/keys/${key}`),
  );
  return (detail.key.values[locale]?.problems ?? []).filter((p) => p.code.startsWith("glossary-"));
};

const addTerm = async (body: Record<string, unknown>) => {
  const res = await adminCall(admin, "POST", "/glossary", body);
  return json<{ term: GlossaryTerm; recheck: Recheck }>(res, 201);
};

describe("a glossary change rechecks the texts it touches", () => {
  it("flags an existing text at once when a term is added, in an inflected form, and clears it when removed", async () => {
    await write(admin, "glr.edge", { sk: "Presuňte prvok z okraja siete", pl: "Przenieś element z brzegu sieci" });
    await write(admin, "glr.other", { sk: "Iný text", pl: "Inny tekst" });
    expect(await glossaryProblems("glr.edge", "pl")).toEqual([]);

    const { term, recheck } = await addTerm({
      term: "okraj siete",
      translations: { pl: { text: "krawędź sieci" } },
    });
    expect(recheck).toEqual({ keys: 1, changed: 1, pending: 0 });
    expect((await glossaryProblems("glr.edge", "pl")).map((p) => p.message)).toEqual([
      "“okraj siete” should be translated as “krawędź sieci” (glossary)",
    ]);

    const res = await adminCall(admin, "DELETE", `/glossary/${term.id}?version=${term.version}`, {});
    expect(res.status).toBe(204);
    expect(await glossaryProblems("glr.edge", "pl")).toEqual([]);
  });

  it("accepts the translation's inflected form, and a changed translation replaces the warning at once", async () => {
    await write(admin, "glr.room", { sk: "Vstúpte do miestnosti", pl: "Wejdź do pokoju", cz: "Vstupte" });
    const { term } = await addTerm({
      term: "miestnosť",
      translations: { pl: { text: "pokój" }, cz: { text: "místnost" } },
    });
    expect(await glossaryProblems("glr.room", "pl")).toEqual([]);
    expect((await glossaryProblems("glr.room", "cz")).map((p) => p.message)).toEqual([
      "“miestnosť” should be translated as “místnost” (glossary)",
    ]);

    const res = await adminCall(admin, "PATCH", `/glossary/${term.id}`, {
      version: term.version,
      translations: { pl: { text: "sala" } },
    });
    expect(((await res.json()) as { recheck: Recheck }).recheck.keys).toBe(1);
    expect((await glossaryProblems("glr.room", "pl")).map((p) => p.message)).toEqual([
      "“miestnosť” should be translated as “sala” (glossary)",
    ]);
  });

  it("lets a do-not-translate term pass in its inflected forms, and flags it translated", async () => {
    await write(admin, "glr.brand", {
      sk: "Vitajte v Polyglote",
      pl: "Witamy w Polyglocie",
      cz: "Pracujeme s Polyglotem",
      hu: "Üdvözöljük a Polyglotban",
      de: "Willkommen bei Vielsprachig",
    });
    await addTerm({ term: "Polyglot", caseSensitive: true, doNotTranslate: true });
    for (const locale of ["pl", "cz", "hu"]) expect(await glossaryProblems("glr.brand", locale)).toEqual([]);
    expect((await glossaryProblems("glr.brand", "de")).map((p) => p.message)).toEqual([
      "“Polyglot” is not translated: keep it as it is",
    ]);
  });

  it("flags an inflected forbidden variant at once, and listed forms replace the rule", async () => {
    await write(admin, "glr.cart", { sk: "Obsah košíka", pl: "Zawartość koszyka" });
    const { term } = await addTerm({
      term: "kôš",
      translations: { pl: { text: "", forbidden: ["koszyk"] } },
    });
    expect((await glossaryProblems("glr.cart", "pl")).map((p) => p.code)).toEqual(["glossary-forbidden"]);

    // The source's forms listed: "košíka" is not one of "kôš"'s, and the pl variant has no list of its own.
    await adminCall(admin, "PATCH", `/glossary/${term.id}`, {
      version: term.version,
      translations: { pl: { text: "", forbidden: ["kosz"] } },
    });
    expect(await glossaryProblems("glr.cart", "pl")).toEqual([]);
  });
});

describe("a term in more texts than one request rechecks", () => {
  it("rechecks the first share at once and the rest through the rechecks queue, whose consumer flags them", async () => {
    const n = MAX_RECHECK_KEYS + 30;
    const key = (i: number) => `glq.k${String(i).padStart(4, "0")}`;
    const rows = Array.from({ length: n }, (_, i) => [
      { key: key(i), locale: "sk", text: `Kolotoč číslo ${i}` },
      { key: key(i), locale: "pl", text: `Element numer ${i}` },
    ]).flat();
    await writeImport(env.DB, rows, "seed", 80_000, { reviewed: false, sourceLocale: "sk" });

    // The glossary change, with a queue that records what the route sends it.
    const sent: RecheckMessage[] = [];
    const RECHECKS = {
      sendBatch: async (batch: { body: RecheckMessage }[]) => void sent.push(...batch.map((m) => m.body)),
    } as unknown as Queue<RecheckMessage>;
    const res = await fetchWithEnv({ RECHECKS }, "/api/admin/glossary", {
      method: "POST",
      headers: { ...SAME_ORIGIN, Cookie: admin, "Content-Type": "application/json" },
      body: JSON.stringify({ term: "kolotoč", translations: { pl: { text: "karuzela" } } }),
    });
    const { recheck } = await json<{ recheck: Recheck }>(res, 201);
    expect(recheck).toMatchObject({ keys: MAX_RECHECK_KEYS, pending: 30 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.keys).toHaveLength(30);
    const last = key(n - 1);
    expect(await glossaryProblems(key(0), "pl")).toHaveLength(1);
    expect(await glossaryProblems(last, "pl")).toEqual([]);

    // The queue's consumer rechecks the rest.
    const batch = createMessageBatch<RecheckMessage>("polyglot-rechecks", [
      { id: "r1", timestamp: new Date(), attempts: 1, body: sent[0] as RecheckMessage },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch as MessageBatch<unknown>, env as never);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["r1"]);
    expect((await glossaryProblems(last, "pl")).map((p) => p.message)).toEqual([
      "“kolotoč” should be translated as “karuzela” (glossary)",
    ]);
  });
});
