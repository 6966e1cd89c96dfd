#!/usr/bin/env node
// Writes the admin API's OpenAPI description, as GET /api/openapi.json serves it, to a file (or
// stdout) without starting the worker: the route table and its contracts, bundled by esbuild in
// memory (they import without extensions, which Node's type stripping cannot follow).
//   node scripts/openapi.mjs openapi.json && npx --yes @redocly/cli@latest lint openapi.json
// Redocly's recommended rules pass with none turned off (docs/decisions/0086-api-errors-and-openapi.md).
//   node scripts/openapi.mjs --types (npm run openapi:types)
// writes the CLI's client types, bin/lib/api-types.d.ts, from it (docs/decisions/0094-a-typed-client.md).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { API_TYPES_FILE, apiTypes } from "./lib/api-types.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const entry = `
import { API_ROUTES } from "./worker/http/api-route-table";
import { openApiDocument } from "./worker/http/openapi";
export default openApiDocument(API_ROUTES);
`;
const { outputFiles } = await build({
  stdin: { contents: entry, resolveDir: root, loader: "ts" },
  bundle: true,
  platform: "node",
  format: "esm",
  write: false,
  logLevel: "warning",
});
const code = outputFiles[0].text;
const { default: document } = await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
const [target] = process.argv.slice(2);
if (target === "--types") {
  writeFileSync(new URL(`../${API_TYPES_FILE}`, import.meta.url), await apiTypes(document));
  console.log(`wrote ${API_TYPES_FILE}`);
} else if (target) {
  writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`wrote ${target}`);
} else {
  process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
}
