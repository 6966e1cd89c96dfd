// The CLI's typed client (bin/lib/http.mjs) is typed by bin/lib/api-types.d.ts, which
// openapi-typescript makes from the admin API's OpenAPI description. `npm run openapi:types`
// writes it; test/unit/api-types-drift.test.ts makes it again from the source and fails when the
// checked-in file differs (docs/decisions/0094-a-typed-client.md). openapi-typescript 6.7 writes
// by template (7.x needs TypeScript 5's compiler API, which TypeScript 7 does not have).
import openapiTS from "openapi-typescript";

export const API_TYPES_FILE = "bin/lib/api-types.d.ts";
export const REGENERATE = "npm run openapi:types";

const HEADER = `/**
 * The admin API's paths, operations and answers, made by openapi-typescript 6.7 from the OpenAPI
 * description (worker/http/openapi.ts over the route table and its contracts). Do not edit: run
 * \`${REGENERATE}\`. test/unit/api-types-drift.test.ts fails while this file is out of date.
 */

`;

/** The types of `document` (an OpenAPI 3.1 object, left as it is), as the checked-in file's text. */
export async function apiTypes(document) {
  return openapiTS(structuredClone(document), { commentHeader: HEADER, silent: true });
}
