// The worker as deployed (docs/decisions/0072-lean-worker.md): esbuild with wrangler's own options
// (target, conditions, define, alias, minify, no names) plus code splitting, which wrangler's
// bundler leaves off (workers-sdk#2672): each dynamic `import()` of the worker (a sub-app mounted
// on first use, the queue consumer) becomes a module of its own that an isolate evaluates only
// when a request needs it. `node scripts/build-worker.mjs [--outdir dist/worker]`; `npm run deploy`
// uploads the result with `wrangler deploy --no-bundle`. wrangler dev and the worker tests run the
// same source unsplit (a dynamic import is then a lazy module of one bundle).
import { readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { build } from "esbuild";
import { parse } from "smol-toml";

/** Where `npm run deploy` takes the worker from. */
export const WORKER_OUT_DIR = "dist/worker";

/** Builds the worker into `outdir`; resolves with esbuild's metafile. */
export async function buildWorker({ outdir = WORKER_OUT_DIR, sourcemap = true } = {}) {
  const config = parse(readFileSync("wrangler.toml", "utf8"));
  const alias = Object.fromEntries(Object.entries(config.alias ?? {}).map(([from, to]) => [from, resolve(to)]));
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: { index: config.main },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    // wrangler's COMMON_ESBUILD_OPTIONS and getBuildConditions().
    target: "es2024",
    supported: { "import-source": true, using: true },
    loader: { ".js": "jsx", ".mjs": "jsx", ".cjs": "jsx" },
    conditions: ["workerd", "worker", "browser"],
    // Chunks as .mjs: wrangler's default module rules upload them as ES modules.
    outExtension: { ".js": ".mjs" },
    chunkNames: "chunks/[name]-[hash]",
    // The runtime's own modules under nodejs_compat (the worker imports node:buffer, node:crypto, node:async_hooks).
    external: ["node:*", "cloudflare:*"],
    define: { ...config.define, "navigator.userAgent": '"Cloudflare-Workers"' },
    alias,
    minify: config.minify === true,
    keepNames: config.keep_names !== false,
    sourcemap: sourcemap ? "external" : false,
    metafile: true,
    logLevel: "warning",
  });
  return result.metafile;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { outdir: { type: "string", default: WORKER_OUT_DIR } } });
  await buildWorker({ outdir: values.outdir });
  console.log(`worker built into ${values.outdir}/ (index.mjs and its chunks)`);
}
