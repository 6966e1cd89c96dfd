#!/usr/bin/env node
// Writes the admin API's OpenAPI description, as GET /api/openapi.json serves it, to a file (or
// stdout) without starting the worker: the route table and its contracts, bundled by esbuild in
// memory (they import without extensions, which Node's type stripping cannot follow).
//   node scripts/openapi.mjs openapi.json && npx --yes @redocly/cli@latest lint openapi.json
// Redocly's recommended rules pass with none turned off (docs/decisions/0086-api-errors-and-openapi.md).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const entry = `
import { API_ROUTES } from "./worker/http/api-route-table";
import { openApiDocument } from "./worker/http/openapi";
export default JSON.stringify(openApiDocument(API_ROUTES), null, 2);
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
const { default: description } = await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
const target = process.argv[2];
if (target) {
  writeFileSync(target, `${description}\n`);
  console.log(`wrote ${target}`);
} else {
  process.stdout.write(`${description}\n`);
}
