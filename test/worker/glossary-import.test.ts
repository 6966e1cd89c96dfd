import { beforeAll, describe, expect, it } from "vitest";
import type { GlossaryTerm } from "../../common/contracts/glossary";
import { createAccount, signIn } from "./auth-helpers";
import { problemOf } from "./helpers";
import { adminCall } from "./people-helpers";

/** Glossary import and export (CSV and TBX): dry run with per-entry statuses, round trip, limits. */

let admin: string;

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});

const terms = async () =>
  ((await (await adminCall(admin, "GET", "/glossary")).json()) as { terms: GlossaryTerm[] }).terms;
const strip = ({ term, description, caseSensitive, doNotTranslate, translations }: GlossaryTerm) => ({
  term,
  description,
  caseSensitive,
  doNotTranslate,
  translations,
});

describe.each(["csv", "tbx"] as const)("glossary %s", (format) => {
  it("round-trips every field through export, delete and import", async () => {
    const created: GlossaryTerm[] = [];
    for (const body of [
      {
        term: `pokladňa-${format}`,
        description: 'The "checkout", step 3',
        translations: { de: { text: "Kasse", forbidden: ["Kassa", "Checkout"] } },
      },
      { term: `Polyglot-${format}`, doNotTranslate: true, caseSensitive: true, translations: {} },
      { term: `=SUM(1)-${format}`, translations: { en: { text: "+formula & <tag>" }, cz: { text: "pokladna" } } },
    ]) {
      const res = await adminCall(admin, "POST", "/glossary", body);
      created.push(((await res.json()) as { term: GlossaryTerm }).term);
    }
    const file = await (await adminCall(admin, "GET", `/glossary/export?format=${format}`)).text();
    for (const t of created) expect((await adminCall(admin, "DELETE", `/glossary/${t.id}?version=1`)).status).toBe(204);

    const dry = await adminCall(admin, "POST", "/glossary/import", { format, content: file, dryRun: true });
    const report = (await dry.json()) as {
      counts: Record<string, number>;
      entries: { term: string; status: string }[];
    };
    expect(report.entries.filter((e) => created.some((t) => t.term === e.term)).map((e) => e.status)).toEqual([
      "new",
      "new",
      "new",
    ]);
    expect((await terms()).some((t) => t.term === created[0]?.term)).toBe(false);

    expect((await adminCall(admin, "POST", "/glossary/import", { format, content: file })).status).toBe(200);
    const after = (await terms()).filter((t) => created.some((c) => c.term === t.term));
    expect(after.map(strip)).toEqual(
      [...created].sort((a, b) => a.term.localeCompare(b.term, undefined, { sensitivity: "base" })).map(strip),
    );
    const again = await adminCall(admin, "POST", "/glossary/import", { format, content: file, dryRun: true });
    const statuses = ((await again.json()) as { entries: { term: string; status: string }[] }).entries;
    expect(statuses.filter((e) => created.some((t) => t.term === e.term)).every((e) => e.status === "unchanged")).toBe(
      true,
    );
  });
});

describe("glossary import input", () => {
  it("reports invalid entries by row and imports the valid ones", async () => {
    const csv = `term,de,de_forbidden\r\nplatba,Zahlung,\r\n,leer,\r\n${"x".repeat(201)},lang,\r\nplatba,doppelt,\r\n`;
    const res = await adminCall(admin, "POST", "/glossary/import", { format: "csv", content: csv });
    const body = (await res.json()) as {
      counts: Record<string, number>;
      entries: { status: string; message?: string }[];
    };
    expect(body.counts).toEqual({ new: 1, changed: 0, unchanged: 0, invalid: 3 });
    expect(body.entries.filter((e) => e.status === "invalid").map((e) => e.message?.split(":")[0])).toEqual([
      "row 3",
      "row 4",
      "row 5",
    ]);
    expect((await terms()).find((t) => t.term === "platba")?.translations.de?.text).toBe("Zahlung");
  });

  it("answers 400 naming the content for a file that is not well-formed, and refuses entities", async () => {
    const broken = await adminCall(admin, "POST", "/glossary/import", { format: "tbx", content: "<tbx><text></tbx>" });
    expect((await problemOf(broken, 400)).errors?.[0]?.path).toBe("content");
    const xxe = '<!DOCTYPE tbx [<!ENTITY x SYSTEM "file:///etc/passwd">]><tbx>&x;</tbx>';
    await problemOf(await adminCall(admin, "POST", "/glossary/import", { format: "tbx", content: xxe }), 400);
    await problemOf(await adminCall(admin, "POST", "/glossary/import", { format: "xml", content: "" }), 400);
  });

  it("refuses a file over its size with 413", async () => {
    const res = await adminCall(admin, "POST", "/glossary/import", { format: "csv", content: "x".repeat(1_000_001) });
    await problemOf(res, 413);
  });
});
