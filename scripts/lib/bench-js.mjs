// The JavaScript a page runs, for `npm run bench`: the entry scripts its HTML names
// (`<script type=module src>`, `<link rel=modulepreload href>`) and, recursively, every static
// import of those files in the build (dynamic `import()` loads later, on demand: not counted),
// each gzipped at level 9, against the budget of issue 14.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { staticImports } from "./static-imports.mjs";

/** Gzipped JavaScript budget of a public page, in bytes (KB = 1000 B, as the worker's budget). */
export const PAGE_JS_GZIP_BUDGET = 75_000;
const GZIP_LEVEL = 9;
const CLIENT_DIR = "dist/client";

/** The attributes of each `<tag …>` start tag, names lower-cased; an attribute without a value is `""`. */
function startTags(html, tag) {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "gi"))].map((m) => {
    const attributes = new Map();
    for (const a of (m[1] ?? "").matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attributes.set(a[1].toLowerCase(), a[2] ?? a[3] ?? a[4] ?? "");
    }
    return attributes;
  });
}

/** Inline `<script>` elements (no src): executable ones and data blocks (`type="application/json"` and the like). */
function inlineScripts(html) {
  const out = { code: { count: 0, bytes: 0 }, data: { count: 0, bytes: 0 } };
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [attributes] = startTags(`<script ${m[1]}>`, "script");
    if (attributes.has("src")) continue;
    const type = (attributes.get("type") ?? "").toLowerCase();
    const kind = type === "" || type === "module" || type.includes("javascript") ? "code" : "data";
    out[kind].count++;
    out[kind].bytes += Buffer.byteLength(m[2]);
  }
  return out;
}

/** The URL path of a script on the page's own origin; anything else cannot be measured from the build. */
function localPath(ref, pageUrl) {
  const url = new URL(ref, pageUrl);
  if (url.origin !== new URL(pageUrl).origin) throw new Error(`${ref}: a script from another origin`);
  return url.pathname;
}

/**
 * What runs on the page whose HTML is `html`: every script file (`path`, `via`, `raw`, `gzip`
 * bytes), which of the statically imported ones are not modulepreloaded, and its inline scripts.
 */
export function pageScripts(html, pageUrl) {
  const scripts = startTags(html, "script")
    .filter((a) => a.get("type") === "module" && a.get("src"))
    .map((a) => localPath(a.get("src"), pageUrl));
  const preloads = startTags(html, "link")
    .filter((a) => (a.get("rel") ?? "").split(/\s+/).includes("modulepreload") && a.get("href"))
    .map((a) => localPath(a.get("href"), pageUrl));
  const via = new Map();
  for (const path of preloads) via.set(path, ["modulepreload"]);
  for (const path of scripts) via.set(path, ["script", ...(via.get(path) ?? [])]);
  const imported = new Set();
  // Breadth-first over the import graph, one V8 parse per level of it.
  let frontier = [...via.keys()];
  while (frontier.length > 0) {
    const specifiers = staticImports(frontier.map((path) => CLIENT_DIR + path));
    const next = [];
    for (const from of frontier) {
      for (const specifier of specifiers[CLIENT_DIR + from]) {
        if (!/^\.{0,2}\//.test(specifier)) throw new Error(`${from} imports "${specifier}": not a file of the build`);
        const path = new URL(specifier, `http://page${from}`).pathname;
        imported.add(path);
        if (!via.has(path)) {
          via.set(path, [`← ${from.split("/").pop()}`]);
          next.push(path);
        }
      }
    }
    frontier = next;
  }
  const files = [...via].map(([path, how]) => {
    const bytes = readFileSync(CLIENT_DIR + path);
    return {
      path,
      via: how.join(", "),
      raw: bytes.byteLength,
      gzip: gzipSync(bytes, { level: GZIP_LEVEL }).byteLength,
    };
  });
  const notPreloaded = [...imported].filter((path) => !preloads.includes(path));
  return { files, imported: imported.size, notPreloaded, inline: inlineScripts(html) };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** Prints `pageScripts` for `label`; over the budget it says so (the build does not fail). */
export function reportPageScripts(label, { files, imported, notPreloaded, inline }) {
  console.log(
    `JS on ${label}: the HTML's entry scripts and, recursively, their static imports (dynamic import() not counted); gzip -${GZIP_LEVEL}`,
  );
  for (const f of files) {
    console.log(
      `  ${f.path.padEnd(36)} ${f.via.padEnd(30)} ${kb(f.raw).padStart(9)} raw ${kb(f.gzip).padStart(9)} gzip`,
    );
  }
  const raw = files.reduce((sum, f) => sum + f.raw, 0);
  const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
  const verdict = gzip <= PAGE_JS_GZIP_BUDGET ? "within" : "OVER";
  const total = `total: ${files.length} file${files.length === 1 ? "" : "s"}`;
  console.log(
    `  ${total.padEnd(67)} ${kb(raw).padStart(9)} raw ${kb(gzip).padStart(9)} gzip — ${verdict} the ${kb(PAGE_JS_GZIP_BUDGET)} budget`,
  );
  const preloaded = imported - notPreloaded.length;
  const missing = notPreloaded.map((p) => p.split("/").pop()).join(", ");
  console.log(
    imported === 0
      ? "  static imports modulepreloaded: none to preload"
      : `  static imports modulepreloaded: ${preloaded} of ${imported}${missing ? ` — not preloaded: ${missing}` : ""}`,
  );
  console.log(
    `  inline <script>: ${inline.code.count} executable (${inline.code.bytes} B), ${inline.data.count} data (${inline.data.bytes} B); not counted above`,
  );
}
