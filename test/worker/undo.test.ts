import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type {
  ImportApplied,
  ImportList,
  RevertPreview,
  UndoApplied,
  UndoPreview,
} from "../../common/contracts/translation-responses";
import { writeImport } from "../../worker/services/translations/import-translations";
import { currentRevision } from "../../worker/services/translations/revision";
import { createAccount, signIn, translationsApi } from "./auth-helpers";
import { failingPaths, get, problemOf, textOf } from "./helpers";
import { countRows, seedStore } from "./store-helpers";

/** Safe undo (issue 16, item 3): a revert says what it changes, an import is undone in one action. */
let admin: string;
let translator: string;

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
  translator = await signIn(await createAccount({ role: "translator", locales: ["hu"] }));
});
beforeEach(seedStore);

const call = (method: string, path: string, cookie: string, body?: unknown) =>
  translationsApi(cookie, method, path, body);

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status).toBe(status);
  return (await res.json()) as T;
}

async function cell(name: string, locale: string) {
  const data = await json<{ key: { values: Record<string, { text: string; version: number }> } }>(
    await call("GET", `/keys/${name}`, admin),
  );
  return data.key.values[locale];
}

const titleOf = async (path: string) => textOf(await (await get(path)).text(), "<h1");

/** Applies an import of a flat JSON file for `locale` as `cookie`; answers the import's id. */
async function importJson(locale: string, texts: Record<string, string>, cookie = admin): Promise<number> {
  const body = { format: "json", locale, fileName: `${locale}.json`, content: JSON.stringify(texts), dryRun: false };
  const applied = await json<ImportApplied>(await call("POST", "/import", cookie, body));
  expect(applied.importId).toEqual(expect.any(Number));
  return applied.importId as number;
}

const preview = async (id: number, cookie = admin) =>
  json<UndoPreview>(await call("GET", `/imports/${id}/undo`, cookie));

describe("reverting one change", () => {
  it("previews the live text now and after, and reverts with the version it showed", async () => {
    const { version } = (await cell("home.title", "de")) as { version: number };
    await json(await call("PUT", "/keys/home.title/values/de", admin, { text: "Hallo", version }));
    const [edit] = (
      await json<{ history: { id: number; action: string }[] }>(await call("GET", "/keys/home.title", admin))
    ).history;
    const shown = await json<RevertPreview>(await call("GET", `/history/${edit?.id}/revert`, admin));
    expect(shown).toMatchObject({
      key: "home.title",
      locale: "de",
      current: { text: "Hallo", version: version + 1 },
      after: "Willkommen",
      clears: false,
      unchanged: false,
    });
    // A stale version (the cell moved since the preview) is a conflict, and changes nothing.
    await problemOf(await call("POST", `/history/${edit?.id}/revert`, admin, { version }), 409);
    expect(await cell("home.title", "de")).toMatchObject({ text: "Hallo" });
    // The version is required.
    expect(await failingPaths(await call("POST", `/history/${edit?.id}/revert`, admin, {}))).toEqual(["version"]);
    await json(await call("POST", `/history/${edit?.id}/revert`, admin, { version: version + 1 }));
    expect(await titleOf("/de")).toBe("Willkommen");
  });

  it("empties a live text only when told to (422 naming what it would empty), and says so in the preview", async () => {
    const id = await importJson("hu", { "home.fresh": "Friss" });
    const entry = (
      await json<{ history: { id: number; action: string; change_id?: unknown }[] }>(
        await call("GET", "/keys/home.fresh", admin),
      )
    ).history.find((h) => h.action === "import");
    expect(id).toBeGreaterThan(0);
    const shown = await json<RevertPreview>(await call("GET", `/history/${entry?.id}/revert`, admin));
    expect(shown).toMatchObject({ locale: "hu", current: { text: "Friss", version: 1 }, after: "", clears: true });
    const refused = await problemOf(
      await call("POST", `/history/${entry?.id}/revert`, translator, { version: 1 }),
      422,
    );
    expect(refused.detail).toContain('empties the live hu text of home.fresh ("Friss")');
    expect(await cell("home.fresh", "hu")).toMatchObject({ text: "Friss" });
    await json(await call("POST", `/history/${entry?.id}/revert`, translator, { version: 1, clear: true }));
    expect(await cell("home.fresh", "hu")).toBeUndefined();
  });
});

describe("undoing an import", () => {
  it("lists the import, previews every cell it restores, and restores them in one action; the public page follows", async () => {
    const id = await importJson("de", { "home.title": "Hallo Import", "home.fresh": "Neu", "nav.home": "Start" });
    expect(await titleOf("/de")).toBe("Hallo Import");
    const { imports } = await json<ImportList>(await call("GET", "/imports", admin));
    expect(imports[0]).toMatchObject({
      id,
      format: "json",
      fileName: "de.json",
      locales: ["de"],
      cells: 3,
      undoneAt: null,
    });

    const shown = await preview(id);
    expect(shown).toMatchObject({ restores: 3, skipped: 0, basis: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(shown.cells).toEqual([
      {
        key: "home.title",
        locale: "de",
        current: "Hallo Import",
        imported: "Hallo Import",
        after: "Willkommen",
        clears: false,
        status: "restore",
      },
      { key: "home.fresh", locale: "de", current: "Neu", imported: "Neu", after: "", clears: true, status: "restore" },
      {
        key: "nav.home",
        locale: "de",
        current: "Start",
        imported: "Start",
        after: "Startseite",
        clears: false,
        status: "restore",
      },
    ]);

    const revision = await currentRevision(env.DB);
    const undone = await json<UndoApplied>(await call("POST", `/imports/${id}/undo`, admin, { basis: shown.basis }));
    expect(undone).toMatchObject({ restored: 3, skipped: 0, import: { id, undoneBy: expect.stringContaining("@") } });
    expect(await titleOf("/de")).toBe("Willkommen");
    expect(await cell("nav.home", "de")).toMatchObject({ text: "Startseite" });
    // The key the import created, untouched since, goes with the undo (issue 26).
    expect((await call("GET", "/keys/home.fresh", admin)).status).toBe(404);
    // One batch: one revision, and every revert it recorded carries the same time.
    expect(await currentRevision(env.DB)).toBe(revision + 1);
    const reverts = await env.DB.prepare(
      "SELECT DISTINCT at, change_id AS changeId FROM i18n_history WHERE action = 'revert'",
    ).all();
    expect(reverts.results).toEqual([{ at: expect.any(String), changeId: id }]);
    expect(await countRows("i18n_history WHERE action = 'revert'")).toBe(3);

    // A second undo changes nothing.
    const again = await problemOf(await call("POST", `/imports/${id}/undo`, admin, { basis: shown.basis }), 409);
    expect(again.detail).toMatch(/already undone/);
    expect(await currentRevision(env.DB)).toBe(revision + 1);
    expect((await json<ImportList>(await call("GET", "/imports", admin))).imports[0]?.undoneAt).toEqual(
      expect.any(String),
    );
  });

  it("refuses a stale preview (409) and changes nothing; cells changed since are listed and left alone", async () => {
    const id = await importJson("de", { "home.title": "Hallo Import", "nav.home": "Start" });
    const old = await preview(id);
    const { version } = (await cell("nav.home", "de")) as { version: number };
    await json(await call("PUT", "/keys/nav.home/values/de", admin, { text: "Anfang", version }));

    const stale = await problemOf(await call("POST", `/imports/${id}/undo`, admin, { basis: old.basis }), 409);
    expect(stale.detail).toMatch(/changed since the preview/);
    expect(await cell("home.title", "de")).toMatchObject({ text: "Hallo Import" });

    const fresh = await preview(id);
    expect(fresh).toMatchObject({ restores: 1, skipped: 1 });
    expect(fresh.cells.find((c) => c.key === "nav.home")).toMatchObject({
      status: "changed-since",
      current: "Anfang",
      imported: "Start",
      after: "Anfang",
    });
    await json(await call("POST", `/imports/${id}/undo`, admin, { basis: fresh.basis }));
    expect(await cell("home.title", "de")).toMatchObject({ text: "Willkommen" });
    expect(await cell("nav.home", "de")).toMatchObject({ text: "Anfang" });
  });

  it("lets a translator undo only imports within their locales (403 otherwise, nothing changes)", async () => {
    const de = await importJson("de", { "home.title": "Hallo Import" });
    const hu = await importJson("hu", { "home.title": "Szia import" }, translator);
    const listed = (await json<ImportList>(await call("GET", "/imports", translator))).imports.map((i) => i.id);
    expect(listed).toContain(hu);
    expect(listed).not.toContain(de);

    const { basis } = await preview(de);
    const revision = await currentRevision(env.DB);
    const refused = await problemOf(await call("POST", `/imports/${de}/undo`, translator, { basis }), 403);
    expect(refused.detail).toContain("de");
    expect(await cell("home.title", "de")).toMatchObject({ text: "Hallo Import" });
    expect(await currentRevision(env.DB)).toBe(revision);
    expect((await preview(de)).import.undoneAt).toBeNull();

    const own = await preview(hu, translator);
    await json(await call("POST", `/imports/${hu}/undo`, translator, { basis: own.basis }));
    expect(await titleOf("/hu")).not.toBe("Szia import");
  });

  it("answers 400 for a malformed basis or id and 404 for an unknown import", async () => {
    const id = await importJson("de", { "home.title": "Hallo Import" });
    expect(await failingPaths(await call("POST", `/imports/${id}/undo`, admin, { basis: "x" }))).toEqual(["basis"]);
    expect(await failingPaths(await call("GET", "/imports/abc/undo", admin))).toEqual(["id"]);
    await problemOf(await call("GET", "/imports/999999/undo", admin), 404);
    await problemOf(await call("POST", "/imports/999999/undo", admin, { basis: "0".repeat(64) }), 404);
    expect(await cell("home.title", "de")).toMatchObject({ text: "Hallo Import" });
  });

  it("records command-line imports too, and none for an import that changed nothing", async () => {
    const id = await writeImport(
      env.DB,
      [{ key: "home.title", locale: "de", text: "Von der Kommandozeile" }],
      "cli:test",
      undefined,
      { reviewed: true, source: { format: "files", fileName: "de.json" } },
    );
    expect(id).toEqual(expect.any(Number));
    const tagged = await env.DB.prepare(
      "SELECT change_id AS changeId FROM i18n_history WHERE actor = 'cli:test'",
    ).all();
    expect(tagged.results).toEqual([{ changeId: id }]);
    const again = await writeImport(
      env.DB,
      [{ key: "home.title", locale: "de", text: "Von der Kommandozeile" }],
      "cli:test",
    );
    expect(again).toBeNull();
    expect((await preview(id as number)).restores).toBe(1);
  });

  it("undoes a whole-site import (every seed text, every locale) in one batch", async () => {
    const [seed] = (await json<ImportList>(await call("GET", "/imports", admin))).imports;
    expect(seed?.actor).toBe("test:seed");
    expect(seed?.locales).toHaveLength(10);
    const shown = await preview(seed?.id as number);
    expect(shown.restores).toBe(seed?.cells);
    expect(shown.cells.every((c) => c.clears && c.after === "")).toBe(true);
    const revision = await currentRevision(env.DB);
    const undone = await json<UndoApplied>(
      await call("POST", `/imports/${seed?.id}/undo`, admin, { basis: shown.basis }),
    );
    expect(undone.restored).toBe(seed?.cells);
    expect(await countRows("i18n_values")).toBe(0);
    expect(await currentRevision(env.DB)).toBe(revision + 1);
  });
});
