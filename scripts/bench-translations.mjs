// `npm run bench:translations`: 10,000 keys × 10 locales of ICU-rich messages in a fresh local D1;
// times the CLI import of the 100,000 strings, then samples the list/search API, a save (which
// checks the text and publishes: the site's namespaces of every locale built into KV) and the SSR page with a warm and a
// cold KV (one request at a time), each against a static file served by the same server.
import { existsSync } from "node:fs";
import { LOCALE_CODES } from "../common/locales.ts";
import { prepareBenchState } from "./bench-state.mjs";
import accounts from "./dev-accounts.json" with { type: "json" };
import { pretranslateThroughput, suggestionLatency } from "./lib/bench-suggest.mjs";
import { run, serve, stopServer } from "./lib.mjs";

const KEYS = Number(process.env.BENCH_KEYS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const COLD_SAMPLES = Number(process.env.BENCH_COLD_SAMPLES ?? 30);
const PORT = Number(process.env.PORT ?? 8791);
const STATE = ".wrangler/bench-state";
const base = `http://127.0.0.1:${PORT}`;

if (!existsSync("dist/client/.vite/manifest.json")) run("vite", ["build", "--logLevel", "warn"]);
const { envFile, importSeconds, saveKey } = await prepareBenchState({
  state: STATE,
  keys: KEYS,
  admin: accounts.admin,
});
const server = await serve({ port: PORT, persistTo: STATE, quiet: true, extraArgs: ["--env-file", envFile] });

const same = { Origin: base, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" };
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

async function timed(url, init) {
  const t = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return performance.now() - t;
}

async function sample(url, init, n = SAMPLES, before) {
  const times = [];
  for (let i = 0; i < n; i++) {
    if (before) await before(i);
    times.push(await timed(url, init));
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { p50: at(0.5), p95: at(0.95) };
}

// A cold KV: every sample follows a save, so the page's bundles miss and load from D1.
let version;
async function bumpRevision(i) {
  const key = `${base}/api/admin/translations/keys/${encodeURIComponent(saveKey)}`;
  version ??= (await (await fetch(key, { headers: { Cookie: cookie } })).json()).key.values.de.version;
  const res = await fetch(`${key}/values/de`, {
    method: "PUT",
    headers: { ...same, Cookie: cookie },
    body: JSON.stringify({ text: `de text ${i}`, version }),
  });
  version = (await res.json()).cell.version;
}

/** A save's round trip: the check, the write and the publication of every locale into KV. */
async function savePublish(n) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await bumpRevision(`p${i}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { p50: at(0.5), p95: at(0.95) };
}

try {
  const auth = { headers: { Cookie: cookie } };
  const rows = [
    ["baseline: static file /favicon.svg", await sample(`${base}/favicon.svg`)],
    ["list API, 50 keys, all locales", await sample(`${base}/api/admin/translations?pageSize=50`, auth)],
    ["search API 'message4242'", await sample(`${base}/api/admin/translations?q=message4242&pageSize=50`, auth)],
    ["list API, cells with errors", await sample(`${base}/api/admin/translations?problem=errors&pageSize=50`, auth)],
    ["search API, missing in hu", await sample(`${base}/api/admin/translations?missing=hu&pageSize=50`, auth)],
    ["SSR /de, warm KV", await sample(`${base}/de`)],
    ["SSR /de, cold KV (after a save)", await sample(`${base}/de`, undefined, COLD_SAMPLES, bumpRevision)],
    ["save + publish (PUT, 10 locales)", await savePublish(COLD_SAMPLES)],
  ];
  const baseline = rows[0][1];
  console.log(
    `\n${KEYS} keys × ${LOCALE_CODES.length} locales; import of ${KEYS * LOCALE_CODES.length} strings: ${importSeconds.toFixed(1)} s`,
  );
  console.log(`${"".padEnd(36)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}${"p50 ×base".padStart(11)}`);
  for (const [name, r] of rows) {
    console.log(
      `${name.padEnd(36)}${r.p50.toFixed(1).padStart(9)}${r.p95.toFixed(1).padStart(9)}${(r.p50 / baseline.p50).toFixed(1).padStart(11)}`,
    );
  }
  // Suggestions (docs/decisions/0062): the memory's latency, then a pre-translation of one locale.
  const tm = await suggestionLatency(base, cookie, SAMPLES);
  console.log(
    `\nsuggestions (memory, de), ${tm.n} keys: p50 ${tm.p50.toFixed(1)} ms, p99 ${tm.p99.toFixed(1)} ms; ` +
      `first call (builds the isolate's index) ${tm.cold.toFixed(0)} ms; ${tm.withItems} keys had suggestions`,
  );
  const { dry, applied } = await pretranslateThroughput(base, cookie, STATE);
  const importRate = (KEYS * LOCALE_CODES.length) / importSeconds;
  const filled = applied.body.fill.memory;
  const fillRate = filled / applied.seconds;
  console.log(
    `pre-translation of hu from memory (the corpus's copies emptied in hu, ${dry.body.considered} keys considered): ` +
      `dry run ${dry.seconds.toFixed(2)} s; run ${applied.seconds.toFixed(2)} s, ${filled} filled (${fillRate.toFixed(0)} texts/s); ` +
      `the import: ${importRate.toFixed(0)} strings/s; pre-translation/import ${(fillRate / importRate).toFixed(2)}×`,
  );
} finally {
  stopServer(server);
}
