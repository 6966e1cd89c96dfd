/**
 * `scripts/i18n.mjs` against a real local state: the state is migrated and the KV revision
 * pointer written by wrangler itself, so the test also proves the CLI's one-process Miniflare
 * (scripts/lib/local-bindings.ts) opens the database and namespace wrangler uses.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { LocaleCode } from "../../common/locales.ts";
import { withLocalBindings } from "../../scripts/lib/local-bindings.ts";
import { bundleKey, encodePointer, REVISION_KEY } from "../../worker/services/translations/bundle-keys.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const WRANGLER = join(ROOT, "node_modules/wrangler/bin/wrangler.js");
const ENV = {
  ...process.env,
  SOURCE_LOCALE: "sk",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
};

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a Node script of the repository (this Node), resolving with its exit code and output. */
function node(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd: ROOT, env: ENV, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

async function wrangler(args: string[]) {
  const run = await node([WRANGLER, ...args]);
  if (run.code !== 0) throw new Error(`wrangler ${args.join(" ")} failed:\n${run.stdout}${run.stderr}`);
}

const cli = (...args: string[]) => node(["scripts/i18n.mjs", ...args]);

let work: string;
/** A migrated state whose KV holds a revision pointer, both written by wrangler. */
let template: string;

/** A fresh copy of the template state. */
function freshState(name: string) {
  const state = join(work, name);
  cpSync(template, state, { recursive: true });
  return state;
}

/** A directory of translation files. */
function filesDir(name: string, files: Record<string, string>) {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) writeFileSync(join(dir, file), content);
  return dir;
}

const local = (persistTo: string) =>
  withLocalBindings({ persistTo }, async ({ db, kv }) => ({
    pointer: await kv.get(REVISION_KEY),
    keys: (await db.prepare("SELECT count(*) AS n FROM i18n_keys").all<{ n: number }>()).results[0]?.n,
  }));

/** D1's pointer (the revision and each locale's bundle revision) and the bundle KV holds for it in `locale` (null: none). */
const published = (persistTo: string, locale: string) =>
  withLocalBindings({ persistTo }, async ({ db, kv }) => {
    const revision =
      (await db.prepare("SELECT revision FROM i18n_revision WHERE id = 1").all<{ revision: number }>()).results[0]
        ?.revision ?? 0;
    const rows = (
      await db
        .prepare("SELECT locale, revision FROM i18n_locale_revision")
        .all<{ locale: LocaleCode; revision: number }>()
    ).results;
    const locales = Object.fromEntries(rows.map((r) => [r.locale, r.revision])) as Record<LocaleCode, number>;
    const pointer = encodePointer({ revision, locales });
    return { pointer, bundle: await kv.get(bundleKey(locales[locale as LocaleCode], locale as LocaleCode)) };
  });

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "cli-import-"));
  template = join(work, "template");
  // Two states written at once (D1 under v3/d1, KV under v3/kv), merged into one.
  const migrated = join(work, "migrated");
  const pointed = join(work, "pointed");
  // The migrations in order, as one file: one wrangler start (`migrations apply` takes three times as long).
  const migrations = join(work, "migrations.sql");
  const files = readdirSync(join(ROOT, "migrations")).filter((f) => f.endsWith(".sql"));
  writeFileSync(
    migrations,
    files
      .sort()
      .map((f) => readFileSync(join(ROOT, "migrations", f), "utf8"))
      .join("\n"),
  );
  await Promise.all([
    wrangler(["d1", "execute", "DB", "--local", "--yes", "--persist-to", migrated, "--file", migrations]),
    wrangler(["kv", "key", "put", REVISION_KEY, "7", "--binding", "CACHE", "--local", "--persist-to", pointed]),
  ]);
  cpSync(join(migrated, "v3/d1"), join(template, "v3/d1"), { recursive: true });
  cpSync(join(pointed, "v3/kv"), join(template, "v3/kv"), { recursive: true });
}, 60_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe.concurrent("npm run i18n:import (local, one process)", () => {
  test("imports into D1 and publishes as the worker does (revision pointer and bundles); export and the dry run read D1", async () => {
    const state = freshState("imported");
    const dir = filesDir("files", {
      "sk.json": '{\n  "home": { "title": "Vitajte", "items": "{count} položiek" },\n  "bye": "Zbohom"\n}\n',
      "de.json": '{\n  "home": { "title": "Willkommen", "items": "{count} Einträge" },\n  "bye": "Tschüss"\n}\n',
    });

    const imported = await cli("import", "--persist-to", state, dir);
    expect(imported).toMatchObject({ code: 0, stderr: "" });
    expect(imported.stdout).toBe("✓ imported 6 strings from 2 file(s); published\n");
    // The worker's publication: the pointer (in the namespace wrangler wrote it to) names D1's new
    // revision, whose bundles are built (the `home` namespace is one of the site's).
    const { pointer, bundle } = await published(state, "de");
    expect(await local(state)).toEqual({ pointer, keys: 3 });
    expect(JSON.parse(bundle ?? "{}")).toHaveProperty(["home.title"]);

    const exported = await cli("export", "--persist-to", state, "--format", "json", "--locale", "de");
    expect(exported.code).toBe(0);
    expect(JSON.parse(exported.stdout)).toEqual({
      "home.title": "Willkommen",
      "home.items": "{count} Einträge",
      bye: "Tschüss",
    });

    // A German file alone: its sources come from D1, its statuses from the stored cells.
    const german = filesDir("german", { "de.json": '{ "home": { "items": "{n} Einträge" }, "bye": "Tschüss" }' });
    const dry = await cli("import", "--dry-run", "--persist-to", state, german);
    expect(dry).toMatchObject({ code: 0, stderr: "" });
    expect(dry.stdout.split("\n")).toEqual([
      `changed      de  home.items  ${join(german, "de.json")}:1:23`,
      `unchanged    de  bye  ${join(german, "de.json")}:1:48`,
      "added 0, changed 1, unchanged 1, conflicting 0, invalid 0",
      "",
    ]);
  }, 60_000);

  test("writes cells as reviewed (--unreviewed leaves them for review); a changed source marks the others outdated", async () => {
    const state = freshState("reviewed");
    const first = filesDir("review-first", { "sk.json": '{ "a": "Ahoj" }', "de.json": '{ "a": "Hallo" }' });
    expect((await cli("import", "--persist-to", state, first)).code).toBe(0);
    const second = filesDir("review-second", { "sk.json": '{ "a": "Ahoj svet" }' });
    expect((await cli("import", "--unreviewed", "--persist-to", state, second)).code).toBe(0);
    const cells = await withLocalBindings({ persistTo: state }, async ({ db }) => {
      const sql = `SELECT locale, text, version, reviewed_version AS reviewed, reviewed_text AS reviewedText,
        outdated_source AS outdated FROM i18n_values ORDER BY locale`;
      return (await db.prepare(sql).all()).results;
    });
    expect(cells).toEqual([
      { locale: "de", text: "Hallo", version: 1, reviewed: 1, reviewedText: "Hallo", outdated: "Ahoj" },
      { locale: "sk", text: "Ahoj svet", version: 2, reviewed: 1, reviewedText: "Ahoj", outdated: null },
    ]);
  }, 60_000);

  test("a malformed file exits 1 naming file:line:column and writes nothing", async () => {
    const state = freshState("refused");
    const dir = filesDir("malformed", {
      "sk.json": '{ "a": "Ahoj", "b": "Čau" }\n',
      "de.json": '{\n  "a": "Hallo",\n  "b": \n}\n',
    });

    const run = await cli("import", "--persist-to", state, dir);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(`${join(dir, "de.json")}:4:1 malformed JSON`);
    expect(run.stderr).toContain("✗ 1 error(s) in the file(s); nothing was imported");
    expect(await local(state)).toEqual({ pointer: "7", keys: 0 });
  }, 60_000);
  test("takes XLIFF and TMX by their extension: states, skipped units and warnings in the dry run; XLIFF 1.2 out; TMX into the memory", async () => {
    const state = freshState("exchange");
    const xliff = [
      '<xliff version="2.0" srcLang="sk" trgLang="de"><file id="f">',
      '<unit id="a"><notes><note>Greeting</note></notes><segment state="translated"><source>Ahoj {name}</source><target>Hallo</target></segment></unit>',
      '<unit id="b"><segment state="initial"><source>Zbohom</source></segment></unit>',
      "</file></xliff>",
    ].join("\n");
    const dir = filesDir("exchange", { "sk.json": '{ "a": "Ahoj {name}", "b": "Zbohom" }', "site.de.xlf": xliff });
    const dry = await cli("import", "--dry-run", "--problems", "--persist-to", state, dir);
    expect(dry).toMatchObject({ code: 0, stderr: "" });
    expect(dry.stdout).toContain(`added        de  a  ${join(dir, "site.de.xlf")}:2:`);
    expect(dry.stdout).toContain("(needs review)");
    expect(dry.stdout).toMatch(/warning argument-missing 1:1 .*\{name\}/);
    expect(dry.stdout).toContain("; skipped: untranslated 1");
    const imported = await cli("import", "--persist-to", state, dir);
    expect(imported.stdout).toBe("✓ imported 3 strings from 2 file(s); skipped: untranslated 1; published\n");
    const out = await cli(
      "export",
      "--persist-to",
      state,
      "--format",
      "xliff",
      "--xliff-version",
      "1.2",
      "--locale",
      "de",
    );
    expect(out.stdout).toContain('<target state="needs-review-translation">Hallo</target>');
    expect(out.stdout).toContain("<note>Greeting</note>");
    const tmx = filesDir("memory", {
      "agency.tmx":
        '<tmx version="1.4"><header srclang="sk"/><body><tu><tuv xml:lang="sk"><seg>Ahoj</seg></tuv><tuv xml:lang="de"><seg>Hallo</seg></tuv></tu></body></tmx>',
    });
    const memory = await cli("import", "--persist-to", state, join(tmx, "agency.tmx"));
    expect(memory.stdout).toBe(`✓ ${join(tmx, "agency.tmx")}: 1 units, added 1 pairs to the memory, 0 already there\n`);
  }, 60_000);
});
