// The editor bench's data: a fresh local D1 seeded with scripts/gen-corpus.mjs's ICU-rich messages
// (through the CLI import, as a deployment would), the development admin, and a session secret.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { saveAccounts } from "./admin-create.mjs";
import { randomSessionSecret, run } from "./lib.mjs";

/** A key whose Polish text is one plural with =0 and every category: the plural editor opens on it. */
function findPluralKey(tree, prefix = "") {
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === "string" && /^\{count, plural, =0 \{[^{}]*\} one .*\}$/.test(value)) return key;
    if (typeof value === "object" && value !== null) {
      const found = findPluralKey(value, key);
      if (found) return found;
    }
  }
  return null;
}

/** Seeds `state`; returns the env file to serve it with and a Polish plural key to type into. */
export async function prepareCorpusState({ state, keys, admin }) {
  rmSync(state, { recursive: true, force: true });
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], { stdio: "ignore" });
  const dir = mkdtempSync(join(tmpdir(), "bench-corpus-"));
  run("node", ["scripts/gen-corpus.mjs", "--keys", String(keys), "--out", dir], { stdio: "ignore" });
  const pluralKey = findPluralKey(JSON.parse(readFileSync(join(dir, "pl.json"), "utf8")));
  if (!pluralKey) throw new Error("the corpus has no Polish plural to type into");
  run("node", ["scripts/i18n.mjs", "import", "--persist-to", state, dir], { stdio: "ignore" });
  rmSync(dir, { recursive: true, force: true });

  await saveAccounts([admin], { persistTo: state, migrate: false });
  mkdirSync(state, { recursive: true });
  const envFile = join(state, "bench.env");
  writeFileSync(envFile, `SESSION_SECRET=${randomSessionSecret()}\n`, { mode: 0o600 });
  return { envFile, pluralKey };
}
