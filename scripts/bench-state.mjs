// The benchmarks' data: a fresh local D1 with `keys` keys × 10 locales (100 groups, a sentence per
// locale with a placeholder), the development admin, and a session secret of its own.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LOCALE_CODES } from "../common/locales.ts";
import { saveAccounts } from "./admin-create.mjs";
import { randomSessionSecret, run } from "./lib.mjs";

/** Seeds `state`; returns the env file to serve it with and how long the import of the strings took. */
export async function prepareBenchState({ state, keys, admin }) {
  rmSync(state, { recursive: true, force: true });
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], { stdio: "ignore" });

  const dir = mkdtempSync(join(tmpdir(), "bench-i18n-"));
  for (const locale of LOCALE_CODES) {
    const tree = {};
    for (let k = 0; k < keys; k++) {
      tree[`group${k % 100}`] ??= {};
      tree[`group${k % 100}`][`key${k}`] = `${locale} text number ${k} with {{name}} and some words to search through`;
    }
    writeFileSync(join(dir, `${locale}.json`), JSON.stringify(tree));
  }
  const start = performance.now();
  run("node", ["scripts/i18n.mjs", "import", "--persist-to", state, dir], { stdio: "ignore" });
  const importSeconds = (performance.now() - start) / 1000;
  rmSync(dir, { recursive: true, force: true });

  await saveAccounts([admin], { persistTo: state, migrate: false });
  mkdirSync(state, { recursive: true });
  const envFile = join(state, "bench.env");
  writeFileSync(envFile, `SESSION_SECRET=${randomSessionSecret()}\n`, { mode: 0o600 });
  return { envFile, importSeconds };
}
