// `node scripts/bench-glossary.mjs [--keys 10000]`: what a glossary change's recheck costs
// (issue 37, item 6; docs/decisions/0080-inflected-glossary.md). A generated corpus of `keys` keys
// × 10 locales (scripts/gen-corpus.mjs) in a fresh local D1, served by wrangler dev; then, one
// request each, timed: a term in no text (the search of every source text alone), a term in about
// a quarter of them (a page of keys per read and write, up to the request's 1,000 keys), changing
// it and deleting it. Each answer's recheck counts are printed beside the time.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { prepareBenchState } from "./bench-state.mjs";
import accounts from "./dev-accounts.json" with { type: "json" };
import { run, serve, stopServer } from "./lib.mjs";

// `--reuse`: the store of an earlier run (its migrations applied again), not a new one.
const { values } = parseArgs({
  options: { keys: { type: "string", default: "10000" }, reuse: { type: "boolean", default: false } },
});
const KEYS = Number(values.keys);
const PORT = Number(process.env.PORT ?? 8792);
const STATE = ".wrangler/bench-glossary";
const base = `http://127.0.0.1:${PORT}`;

console.log(`bench:glossary, ${KEYS} keys × 10 locales`);
let envFile = join(STATE, "bench.env");
if (values.reuse && existsSync(envFile)) {
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE], { stdio: "ignore" });
} else {
  ({ envFile } = await prepareBenchState({ state: STATE, keys: KEYS, admin: accounts.admin }));
}
const server = await serve({ port: PORT, persistTo: STATE, quiet: true, extraArgs: ["--env-file", envFile] });
const same = { Origin: base, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" };
try {
  const login = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: same,
    body: JSON.stringify({ email: accounts.admin.email, password: accounts.admin.password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("__Host-session="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`sign-in failed: ${login.status}`);
  const headers = { ...same, Cookie: cookie };

  async function timed(label, method, path, body) {
    const start = performance.now();
    const res = await fetch(`${base}/api/admin/glossary${path}`, { method, headers, body: JSON.stringify(body) });
    const answer = res.status === 204 ? {} : await res.json();
    const ms = performance.now() - start;
    if (!res.ok) throw new Error(`${label}: HTTP ${res.status} ${JSON.stringify(answer)}`);
    console.log(`${label}: ${ms.toFixed(0)} ms, recheck ${JSON.stringify(answer.recheck ?? "(204)")}`);
    return answer;
  }

  // A warm-up: the first request loads the admin API.
  await fetch(`${base}/api/admin/glossary`, { headers });
  const none = await timed("add a term in no text", "POST", "", {
    term: "okraj siete",
    translations: { pl: { text: "brzeg" } },
  });
  const other = await timed("add another term in no text", "POST", "", { term: "hrana grafu" });
  const { term } = await timed("add a term in about a quarter of the texts", "POST", "", {
    term: "škola",
    translations: { pl: { text: "szkoła" }, de: { text: "Schule" } },
  });
  const changed = await timed("change its Polish translation", "PATCH", `/${term.id}`, {
    version: term.version,
    translations: { pl: { text: "uczelnia" } },
  });
  await timed("delete it", "DELETE", `/${term.id}?version=${changed.term.version}`, {});
  for (const t of [none.term, other.term])
    await timed(`delete ${t.term}`, "DELETE", `/${t.id}?version=${t.version}`, {});
} finally {
  stopServer(server);
}
