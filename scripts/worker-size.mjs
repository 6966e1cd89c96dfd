// The worker as deploy would upload it: `wrangler deploy --dry-run` bundles it (offline, no
// account), and its modules are measured raw and gzipped. `node scripts/worker-size.mjs` alone,
// or as the first step of `npm run bench`; it exits non-zero over the budget.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { OFFLINE_ENV } from "./lib.mjs";

/** Gzipped worker budget in bytes (KB = 1000 B here; wrangler's own summary prints KiB). */
export const WORKER_GZIP_BUDGET = 200_000;

/** What wrangler uploads: the modules; not source maps, esbuild's CSS side output or its README. */
const MODULE_FILE = /\.(?:m?js|cjs|wasm)$/;

/** Bundles the worker exactly as `wrangler deploy` does and returns its raw and gzipped bytes. */
export function workerSize() {
  const outdir = mkdtempSync(join(tmpdir(), "worker-size-"));
  try {
    const result = spawnSync("wrangler", ["deploy", "--dry-run", "--outdir", outdir], {
      env: OFFLINE_ENV,
      encoding: "utf8",
    });
    if (result.status !== 0) {
      throw new Error(`wrangler deploy --dry-run failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
    }
    const files = readdirSync(outdir).filter((name) => MODULE_FILE.test(name));
    if (files.length === 0) throw new Error(`wrangler deploy --dry-run wrote no module to ${outdir}`);
    let raw = 0;
    let gzip = 0;
    for (const name of files) {
      const bytes = readFileSync(join(outdir, name));
      raw += bytes.byteLength;
      gzip += gzipSync(bytes).byteLength;
    }
    return { files, raw, gzip };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** Prints the worker's size; exits the process with status 1 when the gzipped size is over budget. */
export function reportWorkerSize() {
  const { files, raw, gzip } = workerSize();
  const verdict = gzip < WORKER_GZIP_BUDGET ? "under" : "OVER";
  console.log(
    `worker bundle (${files.join(", ")}): ${kb(raw)} raw, ${kb(gzip)} gzip — ${verdict} the ${kb(WORKER_GZIP_BUDGET)} gzip budget`,
  );
  if (gzip >= WORKER_GZIP_BUDGET) {
    console.error(`✗ the gzipped worker is ${gzip} bytes, the budget ${WORKER_GZIP_BUDGET}`);
    process.exit(1);
  }
}

if (import.meta.main) reportWorkerSize();
