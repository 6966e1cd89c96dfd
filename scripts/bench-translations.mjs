// `npm run bench:translations [-- --keys 10000 --samples 200 --rounds 1 --against <git ref>]`: a generated corpus of
// `keys` keys × 10 locales of ICU-rich messages (scripts/gen-corpus.mjs; every tenth key repeats
// the source and translations of the key before it, as real files do) in a fresh local D1. Times
// the CLI import at keys ÷ 10 and at keys (issue 36: their ratio ≤ 10, linear), then samples one
// request at a time, each figure beside a static file served by the same server: the list and
// search API, the SSR page with a warm and a cold KV, a task's progress over every key, a save and an approval (each checks, writes,
// rechecks the cross-key warnings and publishes), the memory's suggestions, and a pre-translation.
// The goals are reported as figures at the end; a miss never stops the run, so CI runs it small:
// `npm run bench:translations -- --keys 300 --samples 20`.
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { LOCALE_CODES } from "../common/locales.ts";
import { prepareBenchState, timeFreshImport } from "./bench-state.mjs";
import accounts from "./dev-accounts.json" with { type: "json" };
import { againstRef, serveBaseline } from "./lib/bench-against.mjs";
import { compareWrites } from "./lib/bench-compare.mjs";
import { percentiles, saveAndApprove, spread } from "./lib/bench-edits.mjs";
import { pretranslateThroughput, suggestionLatency } from "./lib/bench-suggest.mjs";
import { createBenchTask } from "./lib/bench-tasks.mjs";
import { run, serve, stopServer } from "./lib.mjs";

// `--small` (as the other benches take it, for CI): 300 keys and 10 samples, unless named otherwise.
const small = process.argv.includes("--small");
const AGAINST = againstRef();
const { values } = parseArgs({
  options: {
    small: { type: "boolean", default: false },
    keys: { type: "string", default: process.env.BENCH_KEYS ?? (small ? "300" : "10000") },
    samples: { type: "string", default: process.env.BENCH_SAMPLES ?? (small ? "10" : "200") },
    rounds: { type: "string", default: process.env.BENCH_ROUNDS ?? "1" },
    against: { type: "string" },
  },
});
const KEYS = Number(values.keys);
const SAMPLES = Number(values.samples);
const ROUNDS = Number(values.rounds);
if (![KEYS, SAMPLES, ROUNDS].every((n) => Number.isInteger(n) && n > 0) || KEYS < 10) {
  console.error("--keys (at least 10), --samples and --rounds must be positive integers");
  process.exit(2);
}
const COLD_SAMPLES = Number(process.env.BENCH_COLD_SAMPLES ?? Math.min(30, SAMPLES));
const PORT = Number(process.env.PORT ?? 8791);
const STATE = ".wrangler/bench-state";
const base = `http://127.0.0.1:${PORT}`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");
const GOAL_SAVE_P50_MS = 50;
const GOAL_IMPORT_RATIO = 10;

console.log(`bench:translations, ${KEYS} keys × ${LOCALE_CODES.length} locales; load average at the start: ${load()}`);
if (!existsSync("dist/client/.vite/manifest.json")) run("vite", ["build", "--logLevel", "warn"]);
// The import at a tenth of the size first, then the store of the bench: both in this run.
const smallKeys = Math.max(1, Math.round(KEYS / 10));
const smallSeconds = timeFreshImport({ state: `${STATE}-small`, keys: smallKeys });
const { envFile, importSeconds, saveKey, sampleKeys } = await prepareBenchState({
  state: STATE,
  keys: KEYS,
  admin: accounts.admin,
});
// The baseline first: its copy of the store is taken before this build's server opens it.
const against = AGAINST
  ? await serveBaseline({
      ref: AGAINST,
      name: "bench-translations-baseline",
      port: PORT + 1,
      state: STATE,
      envFile,
      copyState: true,
    })
  : null;
const server = await serve({ port: PORT, persistTo: STATE, quiet: true, extraArgs: ["--env-file", envFile] });

const same = { Origin: base, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" };

/** The development admin's session cookie on the server at `origin`. */
async function signIn(origin) {
  const login = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { ...same, Origin: origin },
    body: JSON.stringify({ email: accounts.admin.email, password: accounts.admin.password }),
  });
  const found = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("__Host-session="))
    ?.split(";")[0];
  if (!found) throw new Error(`sign-in at ${origin} failed: ${login.status}`);
  return found;
}
const cookie = await signIn(base);

async function timed(url, init) {
  const t = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return performance.now() - t;
}

async function sample(url, init, n = SAMPLES * ROUNDS, before) {
  const times = [];
  for (let i = 0; i < n; i++) {
    if (before) await before(i);
    times.push(await timed(url, init));
  }
  return percentiles(times);
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

const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : "–");
const verdict = (met) => (met ? "met" : "MISSED");

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
  ];
  // A task's progress over every key (issue 37: reported at 10,000 keys), read on each GET.
  const task = await createBenchTask(base, cookie, same);
  rows.push([`task progress, ${task.total} keys`, await sample(`${base}/api/admin/tasks/${task.id}`, auth)]);
  // Saves and approvals over keys spread through the store, copies among them.
  const edits = { saves: [], approvals: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const { saves, approvals } = await saveAndApprove(base, cookie, spread(sampleKeys, SAMPLES), round);
    edits.saves.push(...saves);
    edits.approvals.push(...approvals);
  }
  const save = percentiles(edits.saves);
  rows.push(
    ["save (PUT de: check, recheck, publish)", save],
    ["approval (POST approve de)", percentiles(edits.approvals)],
  );
  const baseline = rows[0][1];
  console.log(
    `\n${"".padEnd(40)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}${"p99 ms".padStart(9)}${"p50 ×base".padStart(11)}`,
  );
  for (const [name, r] of rows) {
    const times = [r.p50, r.p95, r.p99].map((t) => ms(t).padStart(9)).join("");
    console.log(`${name.padEnd(40)}${times}${(r.p50 / baseline.p50).toFixed(1).padStart(11)}`);
  }
  // Suggestions (docs/decisions/0062): the memory's latency, then a pre-translation of one locale.
  const tm = await suggestionLatency(base, cookie, SAMPLES * ROUNDS);
  console.log(
    `\nsuggestions (memory, de), ${tm.n} keys: p50 ${ms(tm.p50)} ms, p99 ${ms(tm.p99)} ms; ` +
      `first call (builds the isolate's index) ${tm.cold.toFixed(0)} ms; ${tm.withItems} keys had suggestions`,
  );
  const { dry, applied } = await pretranslateThroughput(base, cookie, STATE);
  const strings = (keys, seconds) => (keys * LOCALE_CODES.length) / seconds;
  const filled = applied.body.fill.memory;
  console.log(
    `pre-translation of hu from memory (the corpus's copies emptied in hu, ${dry.body.considered} keys considered): ` +
      `dry run ${dry.seconds.toFixed(2)} s; run ${applied.seconds.toFixed(2)} s, ${filled} filled (${(filled / applied.seconds).toFixed(0)} texts/s)`,
  );
  const ratio = importSeconds / smallSeconds;
  console.log(
    `\nCLI import into a fresh store: ${smallKeys} keys × 10 in ${smallSeconds.toFixed(1)} s ` +
      `(${strings(smallKeys, smallSeconds).toFixed(0)} strings/s); ${KEYS} keys × 10 in ${importSeconds.toFixed(1)} s ` +
      `(${strings(KEYS, importSeconds).toFixed(0)} strings/s); ratio of the times ${ratio.toFixed(2)}`,
  );
  console.log(`\ngoals (${KEYS} keys; load average now: ${load()}):`);
  console.log(
    `  save p50 ≤ ${GOAL_SAVE_P50_MS} ms: ${ms(save.p50)} ms (static file ${ms(baseline.p50)} ms): ${verdict(save.p50 <= GOAL_SAVE_P50_MS)}`,
  );
  console.log(
    `  import ${KEYS} ÷ ${smallKeys} keys ≤ ${GOAL_IMPORT_RATIO}×: ${ratio.toFixed(2)}×: ${verdict(ratio <= GOAL_IMPORT_RATIO)}`,
  );
  if (against) {
    const other = { base: against.url, cookie: await signIn(against.url) };
    await compareWrites({
      label: AGAINST,
      mine: { base, cookie },
      other,
      keys: spread(sampleKeys, SAMPLES),
      rounds: ROUNDS,
      same,
    });
  }
} finally {
  stopServer(server);
  against?.stop();
}
