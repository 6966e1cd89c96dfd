// `npm run bench`: the SSR home page against a static asset of the same size, from the
// same local workerd, loaded by autocannon in its own process, alternating rounds.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { OFFLINE_ENV, run, serve } from "./lib.mjs";

const PORT = 8790;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const STATIC_FILE = "dist/client/assets/bench-static.html";
const base = `http://127.0.0.1:${PORT}`;

if (!existsSync("dist/client/.vite/manifest.json")) run("vite", ["build", "--logLevel", "warn"]);

/** Starts the server, runs `fn`, and always stops the server. */
async function withServer(fn) {
  const child = await serve({ port: PORT, quiet: true });
  try {
    return await fn();
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

function load(url) {
  const out = spawnSync(
    "autocannon",
    ["--json", "--duration", String(SECONDS), "--connections", String(CONNECTIONS), url],
    { env: OFFLINE_ENV, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (out.status !== 0) throw new Error(`autocannon failed: ${out.stderr}`);
  const result = JSON.parse(out.stdout);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

// The static twin: the SSR page's bytes, served as a plain asset by the same server.
const ssrBytes = await withServer(async () => (await (await fetch(`${base}/`)).arrayBuffer()).byteLength);
writeFileSync(STATIC_FILE, "x".repeat(ssrBytes));

try {
  const rounds = await withServer(async () => {
    load(`${base}/`); // warm-up, not counted
    const results = { ssr: [], static: [] };
    for (let i = 0; i < ROUNDS; i++) {
      results.ssr.push(load(`${base}/`));
      results.static.push(load(`${base}/assets/bench-static.html`));
    }
    return results;
  });

  const mean = (xs, key) => xs.reduce((sum, x) => sum + x[key], 0) / xs.length;
  const row = (name, xs) => ({
    name,
    rps: mean(xs, "rps"),
    p50: mean(xs, "p50"),
    p99: mean(xs, "p99"),
  });
  const ssr = row("SSR home page /", rounds.ssr);
  const stat = row(`static asset (${ssrBytes} B)`, rounds.static);
  const fmt = (r) =>
    `${r.name.padEnd(28)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms`;
  console.log(`\n${ROUNDS} alternating rounds × ${SECONDS} s, ${CONNECTIONS} connections, page ${ssrBytes} bytes`);
  console.log(fmt(ssr));
  console.log(fmt(stat));
  console.log(
    `ratio SSR/static: throughput ${(ssr.rps / stat.rps).toFixed(2)}×, p50 ${(ssr.p50 / stat.p50).toFixed(2)}×, p99 ${(ssr.p99 / stat.p99).toFixed(2)}×`,
  );
} finally {
  rmSync(STATIC_FILE, { force: true });
}
