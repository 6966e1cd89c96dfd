// The worker's size as deployed (docs/decisions/0072-lean-worker.md): scripts/build-worker.mjs
// builds it as `npm run deploy` uploads it, and the figure that counts is what an isolate loads
// before its first request: the entry module and every module it imports statically, each
// gzipped on its own. Modules reached only through a dynamic `import()` are listed apart.
// `node scripts/worker-size.mjs [--inputs 15]` prints the figures and the largest inputs of that
// startup set (esbuild's metafile); it exits non-zero over the budget. `npm run bench` reports the
// same figure at its end.
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { buildWorker } from "./build-worker.mjs";

/** Gzipped budget of the startup modules in bytes (KB = 1000 B here; wrangler's own summary prints KiB). */
export const WORKER_GZIP_BUDGET = 200_000;

/** An input's name without the install's path: `react-dom/cjs/…`, `worker/index.ts`. */
const inputName = (path) => path.replace(/^.*node_modules\//, "").replace(/^(\.\.\/)+(main|wt\/[^/]+)\//, "");

/** The outputs `entry` loads before it runs: itself and its static imports, transitively. */
function startupSet(outputs, entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !outputs[file]) return;
    seen.add(file);
    for (const i of outputs[file].imports) if (i.kind === "import-statement" && !i.external) visit(i.path);
  };
  visit(entry);
  return seen;
}

/**
 * Builds the worker into a temporary directory; returns the startup set's raw and gzipped bytes,
 * the lazily loaded modules' own, and the inputs of the startup set by bytes in output, largest first.
 */
export async function workerSize() {
  const outdir = join(tmpdir(), `worker-size-${process.pid}`);
  try {
    const meta = await buildWorker({ outdir, sourcemap: false });
    const modules = Object.keys(meta.outputs).filter((file) => file.endsWith(".mjs"));
    // The worker's own entry, index.mjs: with code splitting every dynamically imported module is an
    // entry point of its own too (the admin API's chunk among them), and the first found was not always this one.
    const entry = modules.find((file) => relative(outdir, file) === "index.mjs");
    if (!entry) throw new Error(`worker-size: no index.mjs among ${modules.join(", ")}`);
    const startup = startupSet(meta.outputs, entry);
    const measure = (files) => {
      let raw = 0;
      let gzip = 0;
      for (const file of files) {
        const bytes = readFileSync(file);
        raw += bytes.byteLength;
        gzip += gzipSync(bytes).byteLength;
      }
      return { modules: files.map((f) => relative(outdir, f)), raw, gzip };
    };
    const inputs = new Map();
    for (const file of startup) {
      for (const [path, { bytesInOutput }] of Object.entries(meta.outputs[file].inputs)) {
        inputs.set(inputName(path), (inputs.get(inputName(path)) ?? 0) + bytesInOutput);
      }
    }
    return {
      startup: measure([...startup]),
      lazy: measure(modules.filter((file) => !startup.has(file))),
      inputs: [...inputs].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes),
    };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The size as one line, and whether it is within budget. */
export function sizeFigure({ startup, lazy }) {
  const ok = startup.gzip <= WORKER_GZIP_BUDGET;
  const line =
    `worker at startup (${startup.modules.length} modules): ${kb(startup.raw)} raw, ${kb(startup.gzip)} gzip — ` +
    `${ok ? "within" : "OVER"} the ${kb(WORKER_GZIP_BUDGET)} gzip budget; ` +
    `loaded on first use (${lazy.modules.length} modules): ${kb(lazy.raw)} raw, ${kb(lazy.gzip)} gzip`;
  return { ok, line };
}

/** The `count` largest inputs of the startup modules, one a line. */
export function formatInputs(inputs, count) {
  return inputs
    .slice(0, count)
    .map(({ name, bytes }) => `  ${kb(bytes).padStart(9)}  ${name}`)
    .join("\n");
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { inputs: { type: "string", default: "15" } } });
  const size = await workerSize();
  const { ok, line } = sizeFigure(size);
  console.log(line);
  console.log(`its ${values.inputs} largest inputs (bytes in the minified output):`);
  console.log(formatInputs(size.inputs, Number(values.inputs)));
  if (!ok) {
    console.error(
      `✗ the worker's startup modules are ${size.startup.gzip} bytes gzipped, the budget ${WORKER_GZIP_BUDGET}`,
    );
    process.exitCode = 1;
  }
}
