// A minimal DevTools-protocol client for the inspector `wrangler dev --inspector-port` exposes
// (the worker's V8 isolate, through wrangler's inspector proxy), and the two measurements
// `npm run bench` makes with it. Node's own WebSocket; the proxy accepts only local origins,
// so the Origin header is set.
import { createServer } from "node:net";

/** The profiler's sampling interval asked for, in µs; V8 keeps to it only roughly, hence the observed one. */
export const SAMPLING_US = 100;

const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/** A free local TCP port for `--inspector-port`, so a bench never attaches to another server's worker. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Connects to the worker's inspector; `send(method, params)` resolves with the result or rejects with the protocol's error. */
export async function connectInspector(port) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
  const target = targets.find((t) => t.webSocketDebuggerUrl);
  if (!target) throw new Error(`no inspector target on port ${port}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl, { headers: { Origin: `http://127.0.0.1:${port}` } });
  const pending = new Map();
  const listeners = new Set();
  let nextId = 1;
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    const waiting = pending.get(message.id);
    if (waiting) {
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting.resolve(message.result);
    } else if (message.method) {
      for (const listener of listeners) listener(message);
    }
  });
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", () => reject(new Error(`cannot connect to the inspector on port ${port}`)), {
      once: true,
    });
  });
  return {
    send(method, params = {}) {
      const id = nextId++;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve, reject) => pending.set(id, { method, resolve, reject }));
    },
    /** The first event named `method` from now on, or null after `timeoutMs`. */
    nextEvent(method, timeoutMs) {
      return new Promise((resolve) => {
        const listener = (message) => {
          if (message.method !== method) return;
          listeners.delete(listener);
          clearTimeout(timer);
          resolve(message.params);
        };
        const timer = setTimeout(() => {
          listeners.delete(listener);
          resolve(null);
        }, timeoutMs);
        listeners.add(listener);
      });
    },
    /** Sends the close frame; wrangler's proxy never answers it, so the connection itself ends with the server. */
    close: () => socket.close(),
  };
}

/**
 * How far the worker's `Date.now()` moves during a CPU-bound loop, against the wall clock
 * here. workerd freezes its clocks while code runs (a Spectre mitigation); this checks that
 * under the local wrangler dev rather than assuming it.
 */
export async function clockCheck(inspector) {
  // The execution context is announced on Runtime.enable; a re-enable announces it again.
  await inspector.send("Runtime.disable");
  const created = inspector.nextEvent("Runtime.executionContextCreated", 2_000);
  await inspector.send("Runtime.enable");
  const context = await created;
  if (!context) return null;
  const expression = `(() => { const t = Date.now(); let x = 0; for (let i = 0; i < 2e8; i++) x += i; return Date.now() - t + (x < 0 ? 1 : 0); })()`;
  const start = performance.now();
  const { result } = await inspector.send("Runtime.evaluate", {
    expression,
    contextId: context.context.id,
    returnByValue: true,
  });
  return { workerMs: result.value, wallMs: performance.now() - start };
}

/**
 * The worker isolate's busy time in each of `count` calls of `request` (one at a time), in ms,
 * from a V8 CPU profile. V8 records samples only while the isolate is in use (none between
 * requests), so a call's time is the number of its non-idle samples (JavaScript, garbage
 * collection, runtime code on the isolate's behalf) times the observed sampling interval; a
 * sample belongs to the call in flight at its timestamp. V8's profile clock is CLOCK_MONOTONIC,
 * the one process.hrtime reads here: checked on every run, as the attribution relies on it.
 */
export async function profileRequests(inspector, count, request) {
  await inspector.send("Profiler.enable");
  await inspector.send("Profiler.setSamplingInterval", { interval: SAMPLING_US });
  const before = monotonicUs();
  await inspector.send("Profiler.start");
  const after = monotonicUs();
  const starts = [];
  for (let i = 0; i < count; i++) {
    starts.push(monotonicUs());
    await request();
  }
  starts.push(monotonicUs());
  const { profile } = await inspector.send("Profiler.stop");
  await inspector.send("Profiler.disable");
  if (profile.startTime < before || profile.startTime > after) {
    throw new Error(
      "the profile's clock is not this process's CLOCK_MONOTONIC: its samples cannot be told apart by request",
    );
  }
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === "(idle)").map((n) => n.id));
  const samples = new Array(count).fill(0);
  // The interval observed between two samples of one request: across requests a delta is the pause
  // between them (V8 samples nothing while the isolate waits), which a cheap request would make the median.
  const deltas = [];
  let time = profile.startTime;
  let previous = -1;
  profile.samples.forEach((node, i) => {
    time += profile.timeDeltas[i];
    if (idle.has(node) || time < starts[0] || time >= starts[count]) return;
    const request = starts.findLastIndex((start) => start <= time);
    if (request === previous && i > 0) deltas.push(profile.timeDeltas[i]);
    previous = request;
    samples[request]++;
  });
  deltas.sort((a, b) => a - b);
  const intervalUs = deltas.length > 0 ? deltas[deltas.length >> 1] : SAMPLING_US;
  return { ms: samples.map((n) => (n * intervalUs) / 1000), intervalUs };
}
