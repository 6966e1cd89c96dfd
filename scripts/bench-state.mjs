// The benchmarks' data: a fresh local D1 with `keys` keys × 10 locales of ICU-rich messages from
// scripts/gen-corpus.mjs (plurals, selects, numbers, dates, tags, a few broken ones), imported
// through the CLI as a deployment would, plus the development admin and a session secret; or,
// for `npm run bench`, the site's own messages from `locales/` with such a corpus on top.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { saveAccounts } from "./admin-create.mjs";
import { randomSessionSecret, run } from "./lib.mjs";

/** The flat names of a nested messages file (`""` holds a group's own message), in file order. */
function keysOf(tree, prefix = "", out = []) {
  for (const [name, value] of Object.entries(tree)) {
    const key = name === "" ? prefix : prefix ? `${prefix}.${name}` : name;
    if (typeof value === "string") out.push(key);
    else keysOf(value, key, out);
  }
  return out;
}

/** A key whose Polish text is one plural with =0 and every category: the plural editor opens on it. */
function findPluralKey(tree, prefix = "") {
  for (const [name, value] of Object.entries(tree)) {
    const key = name === "" ? prefix : prefix ? `${prefix}.${name}` : name;
    if (typeof value === "string" && /^\{count, plural, =0 \{[^{}]*\} one .*\}$/.test(value)) return key;
    if (typeof value === "object" && value !== null) {
      const found = findPluralKey(value, key);
      if (found) return found;
    }
  }
  return null;
}

/** An empty local store at `state` with every migration applied. */
function migrateFresh(state) {
  rmSync(state, { recursive: true, force: true });
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], { stdio: "ignore" });
}

/** A temporary directory with the corpus of `keys` keys, one nested JSON file per locale. */
function generateCorpus(keys) {
  const dir = mkdtempSync(join(tmpdir(), "bench-i18n-"));
  run("node", ["scripts/gen-corpus.mjs", "--keys", String(keys), "--out", dir], { stdio: "ignore" });
  return dir;
}

/**
 * A store at `state` as a deployment's: migrated, `locales/` imported (the seed size); with
 * `corpusKeys`, that many generated keys × 10 locales imported on top, in keys of their own
 * (`section…`), so the site's pages keep their texts. Returns how long that import took.
 */
export function prepareSiteState({ state, corpusKeys = 0 }) {
  migrateFresh(state);
  run("node", ["scripts/i18n.mjs", "import", "--persist-to", state], { stdio: "ignore" });
  if (corpusKeys === 0) return { importSeconds: 0 };
  const dir = generateCorpus(corpusKeys);
  const start = performance.now();
  run("node", ["scripts/i18n.mjs", "import", "--persist-to", state, dir], { stdio: "ignore" });
  const importSeconds = (performance.now() - start) / 1000;
  rmSync(dir, { recursive: true, force: true });
  return { importSeconds };
}

/**
 * Seconds the CLI import of a generated corpus of `keys` keys × 10 locales takes into a fresh
 * store at `state` (generating the files and migrating the store are not counted).
 */
export function timeFreshImport({ state, keys }) {
  migrateFresh(state);
  const dir = generateCorpus(keys);
  const start = performance.now();
  run("node", ["scripts/i18n.mjs", "import", "--persist-to", state, dir], { stdio: "ignore" });
  const seconds = (performance.now() - start) / 1000;
  rmSync(dir, { recursive: true, force: true });
  return seconds;
}

/**
 * Seeds `state`; returns the env file to serve it with, how long the import of the strings took,
 * a German key to save into (every save publishes) and a Polish plural key for the plural editor.
 */
export async function prepareBenchState({ state, keys, admin }) {
  migrateFresh(state);
  const dir = generateCorpus(keys);
  const sampleKeys = keysOf(JSON.parse(readFileSync(join(dir, "de.json"), "utf8")));
  const pluralKey = findPluralKey(JSON.parse(readFileSync(join(dir, "pl.json"), "utf8")));
  if (!pluralKey) throw new Error("the corpus has no Polish plural to type into");
  const start = performance.now();
  run("node", ["scripts/i18n.mjs", "import", "--persist-to", state, dir], { stdio: "ignore" });
  const importSeconds = (performance.now() - start) / 1000;
  rmSync(dir, { recursive: true, force: true });

  await saveAccounts([admin], { persistTo: state, migrate: false });
  mkdirSync(state, { recursive: true });
  const envFile = join(state, "bench.env");
  writeFileSync(envFile, `SESSION_SECRET=${randomSessionSecret()}\n`, { mode: 0o600 });
  return { envFile, importSeconds, saveKey: sampleKeys[Math.floor(sampleKeys.length / 2)], pluralKey, sampleKeys };
}
