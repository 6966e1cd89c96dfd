// `node --experimental-vm-modules scripts/lib/static-imports.mjs <file.js>…` prints, as JSON, each
// module's static import specifiers (`import … from "./x.js"`, `import "./x.js"`, `export … from`)
// as V8 itself parses them: dynamic `import()` is not among them, and no string or comment that
// merely looks like an import is. V8's module parser is reachable from Node only through
// `vm.SourceTextModule`, hence the flag and this separate process (see staticImports below).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** `{ [file]: string[] }`: the static import specifiers of each file, parsed by V8 in a child process. */
export function staticImports(files) {
  if (files.length === 0) return {};
  const result = spawnSync(
    process.execPath,
    ["--experimental-vm-modules", "--no-warnings", fileURLToPath(import.meta.url), ...files],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`static-imports failed (exit ${result.status}):\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

if (import.meta.main) {
  const { SourceTextModule } = await import("node:vm");
  const out = {};
  for (const file of process.argv.slice(2)) {
    const module = new SourceTextModule(readFileSync(file, "utf8"), { identifier: file });
    out[file] = module.moduleRequests.map((request) => request.specifier);
  }
  process.stdout.write(JSON.stringify(out));
}
