import { beforeAll, describe, expect, it } from "vitest";
import type { GlossaryTerm } from "../../common/contracts/glossary";
import { createAccount, signIn } from "./auth-helpers";
import { adminCall } from "./people-helpers";
import { call, json, write } from "./suggestions-helpers";

/** The glossary checks through the API: saves, imports and a glossary change seen on the next save. */

interface Problem {
  code: string;
  severity: string;
  message: string;
}

let admin: string;
beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});

const problemsOf = async (key: string, locale: string) => {
  const detail = await json<{ key: { values: Record<string, { problems: Problem[] }> } }>(
    await call(admin, "GET", `/keys/${key}`),
  );
  return (detail.key.values[locale]?.problems ?? []).filter((p) => p.code.startsWith("glossary-"));
};

describe("glossary checks on save", () => {
  it("warns of a missing term and a forbidden variant, and sees a glossary change on the next save", async () => {
    const res = await adminCall(admin, "POST", "/glossary", {
      term: "zásielka",
      translations: { de: { text: "Sendung", forbidden: ["Paket"] } },
    });
    const term = ((await res.json()) as { term: GlossaryTerm }).term;
    await write(admin, "gl.shipment", { sk: "Vaša zásielka je na ceste", de: "Ihr Paket ist unterwegs" });
    expect(await problemsOf("gl.shipment", "de")).toEqual([
      {
        code: "glossary-term",
        severity: "warning",
        message: "“zásielka” should be translated as “Sendung” (glossary)",
        line: 1,
        column: 1,
        offset: 0,
      },
      expect.objectContaining({ code: "glossary-forbidden", column: 5, offset: 4 }),
    ]);

    await write(admin, "gl.shipment", { de: "Ihre Sendung ist unterwegs" });
    expect(await problemsOf("gl.shipment", "de")).toEqual([]);

    // The glossary changes: the next save in this isolate checks against the new entry.
    await adminCall(admin, "PATCH", `/glossary/${term.id}`, {
      version: 1,
      translations: { de: { text: "Lieferung" } },
    });
    await write(admin, "gl.shipment", { de: "Ihre Sendung ist bald da" });
    expect((await problemsOf("gl.shipment", "de")).map((p) => p.message)).toEqual([
      "“zásielka” should be translated as “Lieferung” (glossary)",
    ]);
  });

  it("checks an import's texts against the glossary, in the dry run too", async () => {
    await adminCall(admin, "POST", "/glossary", { term: "faktúra", translations: { en: { text: "invoice" } } });
    await write(admin, "gl.invoice", { sk: "Vaša faktúra" });
    const res = await call(admin, "POST", "/import", {
      format: "json",
      locale: "en",
      content: JSON.stringify({ "gl.invoice": "Your bill" }),
      dryRun: true,
    });
    const body = await json<{ entries: { key: string; problems: Problem[] }[] }>(res);
    const entry = body.entries.find((e) => e.key === "gl.invoice");
    expect(entry?.problems.map((p) => p.code)).toContain("glossary-term");
  });
});
