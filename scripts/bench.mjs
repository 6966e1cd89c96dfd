// `npm run bench`: the worker's bundle size (gzip, against its budget), then an SSR page against
// a static asset of the same size, from the same local workerd, loaded by autocannon in its own
// process, alternating rounds. The page is measured twice: from the edge HTML cache (its plain
// URL, `X-Page-Cache: hit`) and rendered on every request (a query string bypasses the cache).
import { spawn } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { OFFLINE_ENV, portFromEnv, run, serve, stopServer } from "./lib.mjs";
import { reportWorkerSize } from "./worker-size.mjs";

const PORT = portFromEnv(8790);
/** The SSR page under load: the Slovak home page unless BENCH_PATH names another (`/en`). */
const PAGE = process.env.BENCH_PATH ?? "/";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const STATIC_FILE = "dist/client/assets/bench-static.html";
/** Its own local store, migrated and seeded from `locales/` as a deployment would be: a page of a working site, not one whose D1 has no tables. */
const STATE = ".wrangler/bench-page-state";
const base = `http://127.0.0.1:${PORT}`;

if (!existsSync("dist/client/.vite/manifest.json")) run("vite", ["build", "--logLevel", "warn"]);
// First, and fatal over budget: the size needs no server.
reportWorkerSize();

/**
 * One autocannon run in its own process. Asynchronous on purpose: a blocked event loop would
 * stop draining the server's log pipe, and a full pipe stalls wrangler itself.
 */
function load(url) {
  const child = spawn(
    "autocannon",
    ["--json", "--duration", String(SECONDS), "--connections", String(CONNECTIONS), url],
    { env: OFFLINE_ENV, stdio: ["ignore", "pipe", "pipe"] },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`autocannon failed: ${stderr}`));
      const result = JSON.parse(stdout);
      if (result.non2xx > 0 || result.errors > 0 || result["2xx"] === 0) {
        return reject(new Error(`${url}: ${result["2xx"]} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors`));
      }
      resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

// One server throughout; the static twin (the SSR page's size, as a plain asset) is written once
// the page size is known, and wrangler dev picks the new asset up.
rmSync(STATE, { recursive: true, force: true });
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE], { stdio: "ignore" });
run("node", ["scripts/i18n.mjs", "import", "--persist-to", STATE], { stdio: "ignore" });
const server = await serve({ port: PORT, persistTo: STATE, quiet: true });
try {
  const pageUrl = `${base}${PAGE}`;
  const uncachedUrl = `${pageUrl}${PAGE.includes("?") ? "&" : "?"}bench=uncached`;
  const ssrBytes = (await (await fetch(pageUrl)).arrayBuffer()).byteLength;
  writeFileSync(STATIC_FILE, "x".repeat(ssrBytes));
  const staticUrl = `${base}/assets/bench-static.html`;
  // wrangler dev reloads on the new file: wait until it serves it, and for the reload to settle.
  const serving = async () => {
    for (let i = 0; i < 100; i++) {
      const res = await fetch(staticUrl);
      await res.arrayBuffer();
      if (res.status === 200) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error("the static twin was never served");
  };
  await serving();
  await new Promise((r) => setTimeout(r, 2_000));
  await serving();

  await load(pageUrl); // warm-up, not counted
  await load(uncachedUrl);
  await load(staticUrl);
  const cacheStatus = async (url) => {
    const res = await fetch(url);
    await res.arrayBuffer();
    return res.headers.get("x-page-cache") ?? "none";
  };
  const status = { cached: await cacheStatus(pageUrl), uncached: await cacheStatus(uncachedUrl) };
  const rounds = { ssr: [], uncached: [], static: [] };
  for (let i = 0; i < ROUNDS; i++) {
    rounds.ssr.push(await load(pageUrl));
    rounds.uncached.push(await load(uncachedUrl));
    rounds.static.push(await load(staticUrl));
  }

  const mean = (xs, key) => xs.reduce((sum, x) => sum + x[key], 0) / xs.length;
  const row = (name, xs) => ({
    name,
    rps: mean(xs, "rps"),
    p50: mean(xs, "p50"),
    p99: mean(xs, "p99"),
  });
  const ssr = row(`page ${PAGE} (cache ${status.cached})`, rounds.ssr);
  const uncached = row(`page ${PAGE} (${status.uncached})`, rounds.uncached);
  const stat = row(`static asset (${ssrBytes} B)`, rounds.static);
  const fmt = (r) =>
    `${r.name.padEnd(34)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms`;
  console.log(`\n${ROUNDS} alternating rounds × ${SECONDS} s, ${CONNECTIONS} connections, page ${ssrBytes} bytes`);
  console.log(fmt(ssr));
  console.log(fmt(uncached));
  console.log(fmt(stat));
  const ratio = (name, r) =>
    console.log(
      `ratio ${name}/static: throughput ${(r.rps / stat.rps).toFixed(2)}×, p50 ${(r.p50 / stat.p50).toFixed(2)}×, p99 ${(r.p99 / stat.p99).toFixed(2)}×`,
    );
  ratio("cached", ssr);
  ratio("uncached", uncached);
} finally {
  stopServer(server);
  rmSync(STATIC_FILE, { force: true });
}
