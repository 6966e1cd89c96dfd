import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { GlossaryTerm } from "../../common/contracts/glossary";
import { createAccount, signIn } from "./auth-helpers";
import { problemOf } from "./helpers";
import { adminCall } from "./people-helpers";

/** The glossary API (issue 28, item 2): CRUD, roles per locale, versions, limits, audit. */

let admin: string;
let reviewerDe: string;
let translator: string;

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
  reviewerDe = await signIn(await createAccount({ role: "reviewer", locales: ["de"] }));
  translator = await signIn(await createAccount({ role: "translator", locales: ["de"] }));
});

async function create(body: Record<string, unknown>): Promise<GlossaryTerm> {
  const res = await adminCall(admin, "POST", "/glossary", body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { term: GlossaryTerm }).term;
}

describe("glossary CRUD", () => {
  it("creates, reads, changes and deletes a term, each audited", async () => {
    const term = await create({
      term: "košík",
      description: "The shop's cart",
      translations: { de: { text: "Warenkorb", forbidden: ["Einkaufswagen"] }, en: { text: "cart" } },
    });
    expect(term).toMatchObject({ term: "košík", version: 1, caseSensitive: false, doNotTranslate: false });
    expect(term.translations.de).toEqual({ text: "Warenkorb", forbidden: ["Einkaufswagen"], forms: [] });

    const list = (await (await adminCall(translator, "GET", "/glossary")).json()) as { terms: GlossaryTerm[] };
    expect(list.terms.map((t) => t.term)).toContain("košík");

    const changed = await adminCall(admin, "PATCH", `/glossary/${term.id}`, { version: 1, caseSensitive: true });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { term: GlossaryTerm }).term).toMatchObject({ version: 2, caseSensitive: true });

    expect((await adminCall(admin, "DELETE", `/glossary/${term.id}?version=2`)).status).toBe(204);
    expect((await adminCall(admin, "GET", `/glossary/${term.id}`)).status).toBe(404);
    const events = await env.DB.prepare("SELECT event FROM audit_log WHERE event LIKE 'glossary.%' AND detail LIKE ?1")
      .bind(`${term.id}%`)
      .all<{ event: string }>();
    expect(events.results.map((e) => e.event)).toEqual(["glossary.create", "glossary.update", "glossary.delete"]);
  });

  it("keeps a locale's inflected forms, and the source locale's forms of the term itself (decision 0080)", async () => {
    const term = await create({ term: "kôš", translations: { de: { text: "Korb" } } });
    const res = await adminCall(admin, "PATCH", `/glossary/${term.id}`, {
      version: 1,
      translations: { sk: { forms: ["koša", "košom"] }, de: { text: "Korb", forms: ["Körbe", "Korbs"] } },
    });
    const changed = ((await res.json()) as { term: GlossaryTerm }).term;
    expect(changed.translations.sk).toEqual({ text: "", forbidden: [], forms: ["koša", "košom"] });
    expect(changed.translations.de).toEqual({ text: "Korb", forbidden: [], forms: ["Körbe", "Korbs"] });
  });

  it("answers 409 with the current term to a change based on an old version, and changes nothing", async () => {
    const term = await create({ term: "objednávka", translations: { de: { text: "Bestellung" } } });
    expect((await adminCall(admin, "PATCH", `/glossary/${term.id}`, { version: 1, description: "first" })).status).toBe(
      200,
    );
    const stale = await adminCall(reviewerDe, "PATCH", `/glossary/${term.id}`, {
      version: 1,
      translations: { de: { text: "Auftrag" } },
    });
    const problem = await problemOf(stale, 409);
    expect(problem.current).toMatchObject({ version: 2, description: "first" });
    const now = (await (await adminCall(admin, "GET", `/glossary/${term.id}`)).json()) as { term: GlossaryTerm };
    expect(now.term.translations.de?.text).toBe("Bestellung");
    expect((await adminCall(admin, "DELETE", `/glossary/${term.id}?version=1`)).status).toBe(409);
  });

  it("refuses the same term in another case (409)", async () => {
    await create({ term: "Faktúra" });
    const res = await adminCall(admin, "POST", "/glossary", { term: "faktúra" });
    expect((await problemOf(res, 409)).errors?.[0]?.path).toBe("term");
  });
});

describe("glossary roles", () => {
  it("lets a reviewer edit their locale's translation, not another locale's nor the term", async () => {
    const term = await create({ term: "doprava" });
    const own = await adminCall(reviewerDe, "PATCH", `/glossary/${term.id}`, {
      version: 1,
      translations: { de: { text: "Versand", forbidden: ["Lieferung"] } },
    });
    expect(own.status).toBe(200);
    const other = await adminCall(reviewerDe, "PATCH", `/glossary/${term.id}`, {
      version: 2,
      translations: { pl: { text: "dostawa" } },
    });
    await problemOf(other, 403);
    await problemOf(await adminCall(reviewerDe, "PATCH", `/glossary/${term.id}`, { version: 2, term: "x" }), 403);
    await problemOf(await adminCall(reviewerDe, "POST", "/glossary", { term: "nový" }), 403);
    await problemOf(await adminCall(reviewerDe, "DELETE", `/glossary/${term.id}?version=2`), 403);
  });

  it("lets a translator read but not change anything", async () => {
    const term = await create({ term: "zľava" });
    expect((await adminCall(translator, "GET", `/glossary/${term.id}`)).status).toBe(200);
    const res = await adminCall(translator, "PATCH", `/glossary/${term.id}`, {
      version: 1,
      translations: { de: { text: "Rabatt" } },
    });
    await problemOf(res, 403);
    expect((await adminCall(null, "GET", "/glossary")).status).toBe(401);
  });
});

describe("glossary input", () => {
  it("answers 400 naming the field for a bad or too long term, a bad locale, too many variants", async () => {
    const cases: [unknown, string][] = [
      [{ term: "" }, "term"],
      [{ term: "x".repeat(201) }, "term"],
      [{ term: "a\nb" }, "term"],
      [{ term: "ok", translations: { xx: { text: "y" } } }, "translations.xx"],
      [
        { term: "ok", translations: { de: { forbidden: Array.from({ length: 21 }, (_, i) => `v${i}`) } } },
        "translations.de.forbidden",
      ],
      [{ term: "ok", caseSensitive: "yes" }, "caseSensitive"],
    ];
    for (const [body, path] of cases) {
      const problem = await problemOf(await adminCall(admin, "POST", "/glossary", body), 400);
      expect(problem.errors?.map((e) => e.path)).toContain(path);
    }
  });

  it("keeps markup as text", async () => {
    const term = await create({
      term: "<img src=x onerror=alert(1)>",
      translations: { de: { text: "<script>x</script>" } },
    });
    expect(term.term).toBe("<img src=x onerror=alert(1)>");
    const tbx = await (await adminCall(admin, "GET", "/glossary/export?format=tbx")).text();
    expect(tbx).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(tbx).not.toContain("<script>x");
  });
});
