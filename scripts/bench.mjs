// `npm run bench` (issue 14, item 6): the worker's bundle size (gzip, a failed figure over its
// budget, reported at the end: the rest is measured all the same); then, served as deployed (the
// split build of scripts/build-worker.mjs under `wrangler dev --no-bundle`), on a migrated store
// seeded from `locales/` and again with a 10,000-key corpus on top, each against static twins
// (files of the same size) served by the same local `wrangler dev` in the same run: the JavaScript
// `/en` runs; `/en` from the edge HTML cache (also against a constant page from the worker's memory,
// its cheapest answer) and rendered anew; the public messages endpoint answered 304 and 200; the
// worker's time per request. `--small`: the short run CI makes.
import { LOCALE_CODES, splitLocalePath } from "../common/locales.ts";
import { prepareSiteState } from "./bench-state.mjs";
import { buildWorker, WORKER_OUT_DIR } from "./build-worker.mjs";
import { pageScripts, reportPageScripts } from "./lib/bench-js.mjs";
import { alternatingRounds, formatRatio, formatRow, removeStaticTwins, writeStaticTwins } from "./lib/bench-load.mjs";
import { reportWorkerTime, workerTime } from "./lib/bench-render.mjs";
import { freePort } from "./lib/inspector.mjs";
import { portFromEnv, run, serve, stopServer } from "./lib.mjs";
import { sizeFigure, workerSize } from "./worker-size.mjs";

const PORT = portFromEnv(8790);
/** `--small`: the run CI makes (.ci/run) to prove the bench runs to its end; its figures mean little. */
const SMALL = process.argv.includes("--small");
const setting = (name, full, small) => Number(process.env[name] ?? (SMALL ? small : full));
/** The public page under load. */
const PAGE = process.env.BENCH_PATH ?? "/en";
/** The public messages endpoint of the page's locale (worker/routes/api.ts: an ETag, `public, no-cache`). */
const MESSAGES = `/api/i18n/${splitLocalePath(PAGE).locale}`;
const LOAD = {
  rounds: setting("BENCH_ROUNDS", 3, 1),
  seconds: setting("BENCH_SECONDS", 4, 2),
  connections: setting("BENCH_CONNECTIONS", 10, 10),
};
/** The corpus of the second section; 0 runs the seed section alone. */
const CORPUS_KEYS = setting("BENCH_KEYS", 10_000, 300);
const RENDER_REQUESTS = setting("BENCH_RENDER_REQUESTS", 200, 30);
/** Its own local store, rebuilt for each section: a working site's data, never the developer's. */
const STATE = ".wrangler/bench-page-state";
const TWINS = { page: "bench-static-page.html", messages: "bench-static-messages.json" };
const base = `http://127.0.0.1:${PORT}`;

async function fetchAll(url, init) {
  const res = await fetch(url, init);
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status >= 400) throw new Error(`${url}: HTTP ${res.status}`);
  return { res, body };
}

/** One section: a fresh store (`corpusKeys` on top of the seed), its own server and static twins, every figure. */
async function section(title, corpusKeys) {
  const { importSeconds } = prepareSiteState({ state: STATE, corpusKeys });
  const inspectorPort = await freePort();
  const server = await serve({
    port: PORT,
    persistTo: STATE,
    quiet: true,
    // The constant page (worker/routes/bench-constant.ts): the cheapest answer of this worker, a hit's limit.
    script: `${WORKER_OUT_DIR}/index.mjs`,
    extraArgs: [
      "--no-bundle",
      "--minify=false",
      "--inspector-port",
      String(inspectorPort),
      "--var",
      "BENCH_CONSTANT_PAGE:on",
    ],
  });
  try {
    const pageUrl = `${base}${PAGE}`;
    // Any query string bypasses the edge cache: the page is rendered on every request.
    const uncachedPath = `${PAGE}${PAGE.includes("?") ? "&" : "?"}bench=uncached`;
    const uncachedUrl = `${base}${uncachedPath}`;
    const messagesUrl = `${base}${MESSAGES}`;
    const page = await fetchAll(pageUrl);
    const twins = await writeStaticTwins(base, [
      { name: TWINS.page, bytes: page.body.byteLength },
      { name: TWINS.messages, bytes: (await fetchAll(messagesUrl)).body.byteLength },
    ]);
    // After the reload the twins caused: the page's HTML and the messages' ETag as served now.
    const html = (await fetchAll(pageUrl)).body.toString("utf8");
    const messages = await fetchAll(messagesUrl);
    const constantUrl = `${base}/__bench/constant-page?bytes=${page.body.byteLength}`;
    const constant = await fetchAll(constantUrl);
    if (constant.body.byteLength !== page.body.byteLength) throw new Error("the constant page is not the page's size");
    const etag = messages.res.headers.get("ETag");
    if (!etag) throw new Error(`${MESSAGES} answered without an ETag`);

    console.log(`\n── ${title}${importSeconds ? ` (its import: ${importSeconds.toFixed(0)} s)` : ""} ──`);
    reportPageScripts(PAGE, pageScripts(html, pageUrl));

    const rows = await alternatingRounds(
      [
        { key: "cached", url: pageUrl },
        { key: "uncached", url: uncachedUrl },
        { key: "pageTwin", url: twins[TWINS.page] },
        { key: "constant", url: constantUrl },
        { key: "notModified", url: messagesUrl, headers: { "If-None-Match": etag }, expect: "3xx" },
        { key: "messages", url: messagesUrl },
        { key: "messagesTwin", url: twins[TWINS.messages] },
      ],
      LOAD,
    );
    const cacheStatus = async (url) => (await fetchAll(url)).res.headers.get("X-Page-Cache") ?? "none";
    const status = { cached: await cacheStatus(pageUrl), uncached: await cacheStatus(uncachedUrl) };
    const r = (key) => rows.get(key);
    console.log(
      `Throughput: ${LOAD.rounds} alternating rounds × ${LOAD.seconds} s, ${LOAD.connections} connections (autocannon); means of the rounds`,
    );
    console.log(formatRow(`${PAGE} (X-Page-Cache: ${status.cached})`, r("cached")));
    console.log(formatRow(`${uncachedPath} (X-Page-Cache: ${status.uncached})`, r("uncached")));
    console.log(formatRow(`static twin of ${PAGE} (${page.body.byteLength} B)`, r("pageTwin")));
    console.log(formatRow(`constant page from memory (${page.body.byteLength} B)`, r("constant")));
    console.log(formatRow(`${MESSAGES}, If-None-Match → 304`, r("notModified")));
    console.log(formatRow(`${MESSAGES} → 200 (${messages.body.byteLength} B)`, r("messages")));
    console.log(formatRow(`static twin of ${MESSAGES} (${messages.body.byteLength} B)`, r("messagesTwin")));
    const ratio = (name, key, twin, goal = "", of = "its twin") =>
      console.log(`  ${`${name} / ${of}:`.padEnd(32)} ${formatRatio(r(key), r(twin))}${goal}`);
    ratio(`${PAGE} cached`, "cached", "constant", " (goal: req/s ≥ 0.9×)", "constant");
    ratio(`${PAGE} cached`, "cached", "pageTwin", " (goal: req/s ≥ 0.9× where the runtime allows)");
    ratio(`${PAGE} uncached`, "uncached", "pageTwin", " (goal: req/s ≥ 0.7×)");
    ratio(`${MESSAGES} 304`, "notModified", "messagesTwin");
    ratio(`${MESSAGES} 200`, "messages", "messagesTwin");

    const time = await workerTime({
      inspectorPort,
      serverPid: server.pid,
      targets: [
        { label: `${uncachedPath} (rendered)`, url: uncachedUrl },
        { label: `${PAGE} (edge cache hit)`, url: pageUrl },
        { label: "constant page from memory", url: constantUrl },
      ],
      staticUrl: twins[TWINS.page],
      requests: RENDER_REQUESTS,
    });
    reportWorkerTime(time);
  } finally {
    stopServer(server);
    removeStaticTwins(Object.values(TWINS));
  }
}

const started = performance.now();
// The client build the worker serves and the JavaScript figures read: always this source's.
run("vite", ["build", "--logLevel", "warn"]);
// The size needs no server (the same for both sections); over budget, it fails at the end, after every other figure.
const size = sizeFigure(await workerSize());
console.log(size.line);
await buildWorker();
// Small (CI), the corpus section alone: it runs every step the seed's does.
if (!SMALL || CORPUS_KEYS === 0) await section("seed: migrated, locales/ imported", 0);
if (CORPUS_KEYS > 0) {
  await section(
    `${CORPUS_KEYS} keys × ${LOCALE_CODES.length} locales (scripts/gen-corpus.mjs) imported on top of the seed`,
    CORPUS_KEYS,
  );
}
console.log(`\nbench: ${((performance.now() - started) / 1000).toFixed(0)} s`);
console.log(`${size.ok ? "✓" : "✗"} ${size.line}`);
// The one figure with a hard budget (not a time: the same on every machine) fails the run.
if (!size.ok) process.exitCode = 1;
