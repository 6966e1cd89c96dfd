// The worker's time per request, measured locally for `npm run bench`: the page rendered anew
// (what the 10 ms CPU limit of the Workers Free plan is about) and, for comparison, answered
// from the edge cache. workerd freezes Date.now() and performance.now() while code runs
// (clockCheck prints whether that holds under this wrangler dev), so the worker cannot time
// itself: its isolate's busy time comes from a V8 CPU profile (inspector.mjs), and the kernel's
// CPU time of the whole wrangler dev process tree per request is printed beside it as a
// cross-check, with a static asset's for the cost of the local runtime itself.
import { readFileSync } from "node:fs";
import { descendants } from "../lib.mjs";
import { clockCheck, connectInspector, profileRequests, SAMPLING_US } from "./inspector.mjs";

/** A pause after each response, so work a request leaves behind (waitUntil) falls in its own window. */
const PAUSE_MS = 5;
const WARM_UP_REQUESTS = 20;
/** USER_HZ: the unit of utime and stime in /proc/<pid>/stat on Linux. */
const CLOCK_TICKS_PER_S = 100;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function get(url) {
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
}

/** User and system CPU time of `pid` and everything it started, in ms; null without /proc. */
function treeCpuMs(pid) {
  let ticks = 0;
  try {
    for (const p of [pid, ...descendants(pid)]) {
      const stat = readFileSync(`/proc/${p}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    }
  } catch {
    return null;
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_S;
}

/** Mean CPU time of the server's process tree per sequential request of `url`, in ms (null without /proc). */
async function treeCpuPerRequest(serverPid, url, count) {
  const start = treeCpuMs(serverPid);
  for (let i = 0; i < count; i++) await get(url);
  const end = treeCpuMs(serverPid);
  return start === null || end === null ? null : (end - start) / count;
}

/**
 * Each target (`{ label, url }`) requested `requests` times one at a time under the profiler,
 * then as many times without it for the process tree's CPU; the static asset `staticUrl` for
 * the latter only. `serverPid` is the wrangler dev process, `inspectorPort` its inspector's.
 */
export async function workerTime({ inspectorPort, serverPid, targets, staticUrl, requests }) {
  for (const { url } of [...targets, { url: staticUrl }]) {
    for (let i = 0; i < WARM_UP_REQUESTS; i++) await get(url);
  }
  const inspector = await connectInspector(inspectorPort);
  const rows = [];
  let clock;
  try {
    clock = await clockCheck(inspector);
    for (const { label, url } of targets) {
      const profile = await profileRequests(inspector, requests, async () => {
        await get(url);
        await new Promise((r) => setTimeout(r, PAUSE_MS));
      });
      rows.push({ label, profile });
    }
  } finally {
    inspector.close();
  }
  for (const [i, { url }] of targets.entries()) rows[i].cpu = await treeCpuPerRequest(serverPid, url, requests);
  const staticCpu = await treeCpuPerRequest(serverPid, staticUrl, requests);
  return { requests, clock, rows, staticCpu };
}

const ms = (value) => (value === null ? "n/a" : `${value.toFixed(1)} ms`);

export function reportWorkerTime({ requests, clock, rows, staticCpu }) {
  console.log(`Worker time per request, ${requests} requests one at a time each (Workers Free plan: 10 ms CPU)`);
  for (const { label, profile, cpu } of rows) {
    const sorted = [...profile.ms].sort((a, b) => a - b);
    const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
    const busy = `median ${ms(quantile(sorted, 0.5))}, p99 ${ms(quantile(sorted, 0.99))}, mean ${ms(mean)}`;
    console.log(`  ${label.padEnd(36)} isolate busy: ${busy.padEnd(44)} process tree CPU ${ms(cpu)}`);
  }
  console.log(`  ${"static twin".padEnd(36)} ${"".padEnd(58)} process tree CPU ${ms(staticCpu)}`);
  const observed = rows.map((r) => r.profile.intervalUs).join(" / ");
  console.log(
    `  isolate busy: V8 CPU profile of the worker's isolate through wrangler dev's inspector, sampled every ${SAMPLING_US} µs` +
      ` asked (${observed} µs observed): a request's non-idle samples × the observed interval`,
  );
  console.log(
    "  process tree CPU: the kernel's user + system time of the whole wrangler dev process tree per request; an upper" +
      " bound, it also counts the local runtime's own routing and its KV, D1 and cache simulators",
  );
  console.log(
    clock === null
      ? "  clocks inside the worker: not checked (the inspector announced no execution context)"
      : `  clocks inside the worker: Date.now() moved ${clock.workerMs} ms during a ${clock.wallMs.toFixed(0)} ms busy loop` +
          (clock.workerMs === 0 ? " (frozen: the worker cannot time its own render)" : ""),
  );
}
