// Load for `npm run bench`: autocannon in its own process against the URLs of one local
// `wrangler dev`, alternating rounds so that a drift of the machine (another process, a CPU
// throttling) touches every target alike, and the static twins the figures are divided by.
import { spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { OFFLINE_ENV } from "../lib.mjs";

const STATUS_CLASSES = ["1xx", "2xx", "3xx", "4xx", "5xx"];

/**
 * One autocannon run in its own process. Asynchronous on purpose: a blocked event loop would
 * stop draining the server's log pipe, and a full pipe stalls wrangler itself. Every response
 * must be of the `expect` class (`3xx` for a conditional request answered 304), or it fails.
 */
export function load(url, { seconds, connections, headers = {}, expect = "2xx" }) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["--headers", `${name}:${value}`]);
  const args = ["--json", "--duration", String(seconds), "--connections", String(connections), ...headerArgs, url];
  const child = spawn("autocannon", args, { env: OFFLINE_ENV, stdio: ["ignore", "pipe", "pipe"] });
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
      const wrong = STATUS_CLASSES.filter((c) => c !== expect).reduce((sum, c) => sum + (result[c] ?? 0), 0);
      if (wrong > 0 || result.errors > 0 || !(result[expect] > 0)) {
        const counts = STATUS_CLASSES.map((c) => `${result[c] ?? 0} ${c}`).join(", ");
        return reject(new Error(`${url}: expected ${expect} only, got ${counts}, ${result.errors} errors`));
      }
      resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

/**
 * Each target (`{ key, url, headers?, expect? }`) once as a short warm-up, then `rounds` rounds
 * of all targets in turn. Resolves with the mean req/s, p50 and p99 of each target by key, and
 * the req/s of each round (`perRound`), for ratios taken within a round.
 */
export async function alternatingRounds(targets, { rounds, seconds, connections }) {
  for (const t of targets) await load(t.url, { ...t, seconds: Math.min(seconds, 2), connections });
  const runs = new Map(targets.map((t) => [t.key, []]));
  for (let i = 0; i < rounds; i++) {
    for (const t of targets) runs.get(t.key).push(await load(t.url, { ...t, seconds, connections }));
  }
  const mean = (xs, field) => xs.reduce((sum, x) => sum + x[field], 0) / xs.length;
  return new Map(
    [...runs].map(([key, xs]) => [
      key,
      { rps: mean(xs, "rps"), p50: mean(xs, "p50"), p99: mean(xs, "p99"), perRound: xs.map((x) => x.rps) },
    ]),
  );
}

/** The directory wrangler dev serves `/assets/*` from, straight from the asset store (run_worker_first excludes it). */
const ASSETS_DIR = "dist/client/assets";

/**
 * Static twins: for each `{ name, bytes }`, a file of exactly that many bytes under /assets/,
 * served by the same wrangler dev as the page, so the ratio divides out the machine, the
 * runtime and the HTTP stack. Resolves with their URLs once the server serves all of them.
 */
export async function writeStaticTwins(base, twins) {
  const urls = {};
  for (const { name, bytes } of twins) {
    writeFileSync(`${ASSETS_DIR}/${name}`, "x".repeat(bytes));
    urls[name] = `${base}/assets/${name}`;
  }
  // wrangler dev reloads on new files: wait until it serves them all, and for the reload to settle.
  const serving = async () => {
    for (let i = 0; i < 100; i++) {
      const statuses = await Promise.all(
        Object.values(urls).map(async (url) => {
          const res = await fetch(url);
          await res.arrayBuffer();
          return res.status;
        }),
      );
      if (statuses.every((s) => s === 200)) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error("the static twins were never served");
  };
  await serving();
  await new Promise((r) => setTimeout(r, 2_000));
  await serving();
  return urls;
}

export function removeStaticTwins(names) {
  for (const name of names) rmSync(`${ASSETS_DIR}/${name}`, { force: true });
}

/** `name  1234 req/s  p50 1.0 ms  p99 2.0 ms` */
export function formatRow(name, r) {
  return `  ${name.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(5)} ms   p99 ${r.p99.toFixed(1).padStart(5)} ms`;
}

/** `0.58× req/s (0.52–0.63 by round), p99 1.24×`: `row` against `twin`, the mean and each round's own. */
export function formatRatio(row, twin) {
  const byRound = row.perRound.map((rps, i) => rps / twin.perRound[i]);
  const range = `${Math.min(...byRound).toFixed(2)}–${Math.max(...byRound).toFixed(2)} by round`;
  return `${(row.rps / twin.rps).toFixed(2)}× req/s (${range}), p99 ${(row.p99 / twin.p99).toFixed(2)}×`;
}
