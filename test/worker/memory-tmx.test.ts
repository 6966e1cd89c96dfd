import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MemoryImportResult } from "../../common/contracts/memory";
import type { SuggestionsResult } from "../../common/contracts/suggestions";
import { createAccount, signIn } from "./auth-helpers";
import { problemOf } from "./helpers";
import { countRows } from "./store-helpers";
import { call, emptyStore, json, write } from "./suggestions-helpers";

/** TMX into the translation memory and out of it (issue 29; migrations/0022). */
let admin: string;
let translator: string;
beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
  translator = await signIn(await createAccount({ role: "translator", locales: ["de"] }));
});
beforeEach(async () => {
  await emptyStore();
  await env.DB.prepare("DELETE FROM translation_memory").run();
});

const TMX = `<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4">
  <header creationtool="agency" creationtoolversion="1" segtype="sentence" o-tmf="x" adminlang="en" srclang="sk-SK" datatype="plaintext"/>
  <body>
    <tu>
      <tuv xml:lang="sk-SK"><seg>Uložiť zmeny v profile</seg></tuv>
      <tuv xml:lang="de-DE"><seg>Änderungen im Profil speichern</seg></tuv>
      <tuv xml:lang="fr-FR"><seg>Enregistrer</seg></tuv>
    </tu>
    <tu>
      <tuv xml:lang="en"><seg>No Slovak here</seg></tuv>
      <tuv xml:lang="de"><seg>Kein Slowakisch</seg></tuv>
    </tu>
  </body>
</tmx>
`;

const importMemory = (cookie: string, body: Record<string, unknown>) => call(cookie, "POST", "/memory/import", body);

describe("the translation memory's TMX", { timeout: 60_000 }, () => {
  it("previews, then stores each source/target pair once, counting what it skips", async () => {
    const body = { content: TMX, fileName: "agency.tmx" };
    const preview = await json<MemoryImportResult>(await importMemory(admin, body));
    expect(preview).toEqual({
      dryRun: true,
      units: 2,
      added: 1,
      existing: 0,
      skipped: { "other-language": 1, "no-source": 1 },
    });
    expect(await countRows("translation_memory")).toBe(0);
    expect(await json<MemoryImportResult>(await importMemory(admin, { ...body, dryRun: false }))).toMatchObject({
      added: 1,
      existing: 0,
    });
    expect(await json<MemoryImportResult>(await importMemory(admin, { ...body, dryRun: false }))).toMatchObject({
      added: 0,
      existing: 1,
    });
    const rows = await env.DB.prepare(
      "SELECT source_locale, target_locale, target_text, origin FROM translation_memory",
    ).all();
    expect(rows.results).toEqual([
      { source_locale: "sk", target_locale: "de", target_text: "Änderungen im Profil speichern", origin: "agency.tmx" },
    ]);
  });

  it("offers an imported unit as a suggestion, marked with its file", async () => {
    await json(await importMemory(admin, { content: TMX, fileName: "agency.tmx", dryRun: false }));
    await write(admin, "account.save", { sk: "Uložiť zmeny v profilu" });
    const { items } = await json<SuggestionsResult>(
      await call(admin, "GET", "/keys/account.save/suggestions/de?from=memory"),
    );
    expect(items).toEqual([
      expect.objectContaining({
        text: "Änderungen im Profil speichern",
        origin: "memory",
        importedFrom: "agency.tmx",
        sourceText: "Uložiť zmeny v profile",
      }),
    ]);
    expect(items[0]?.score).toBeGreaterThanOrEqual(75);
  });

  it("exports the project's own pairs and the imported units, which import back as nothing new", async () => {
    await json(await importMemory(admin, { content: TMX, fileName: "agency.tmx", dryRun: false }));
    await write(admin, "home.title", { sk: "Vitajte", de: "Willkommen" });
    const res = await call(translator, "GET", "/memory/export?format=tmx");
    expect(res.status).toBe(200);
    const tmx = await res.text();
    expect(tmx).toContain(
      '<tuv xml:lang="sk"><seg>Vitajte</seg></tuv>\n      <tuv xml:lang="de"><seg>Willkommen</seg></tuv>',
    );
    expect(tmx).toContain('<tuv xml:lang="de"><seg>Änderungen im Profil speichern</seg></tuv>');
    const again = await json<MemoryImportResult>(await importMemory(admin, { content: tmx, dryRun: false }));
    expect(again).toMatchObject({ units: 2, added: 1, existing: 1 });
    const exportedAgain = await (await call(admin, "GET", "/memory/export")).text();
    expect(exportedAgain).toContain("Willkommen");
  });

  it("is for admins: a translator's import is refused and writes nothing", async () => {
    await problemOf(await importMemory(translator, { content: TMX, dryRun: false }), 403);
    expect(await countRows("translation_memory")).toBe(0);
  });

  it("refuses malformed TMX with its line and column, and a file over the import limit with 413", async () => {
    const broken = '<?xml version="1.0"?>\n<tmx version="1.4">\n  <body>\n    <tu>\n</tmx>\n';
    const body = await problemOf(await importMemory(admin, { content: broken, fileName: "x.tmx", dryRun: false }), 400);
    expect(body).toMatchObject({ file: "x.tmx", line: expect.any(Number), column: expect.any(Number) });
    expect(body.detail).toContain("TMX: ");
    const big = `<tmx version="1.4">${"x".repeat(5 * 1024 * 1024)}</tmx>`;
    await problemOf(await importMemory(admin, { content: big }), 413);
    expect(await countRows("translation_memory")).toBe(0);
  });
});
