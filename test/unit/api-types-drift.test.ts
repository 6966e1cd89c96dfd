import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_TYPES_FILE, apiTypes, REGENERATE } from "../../scripts/lib/api-types.mjs";
import { API_ROUTES } from "../../worker/http/api-route-table";
import { openApiDocument } from "../../worker/http/openapi";

/**
 * The CLI's client types are checked in (bin/lib/api-types.d.ts) and typecheck the CLI's calls;
 * they are made from the description the worker serves, so a route or contract changed without
 * regenerating them fails here (docs/decisions/0094-a-typed-client.md).
 */
describe("the CLI's generated API types", () => {
  it("are what the route table and its contracts describe now", async () => {
    const fresh = await apiTypes(openApiDocument(API_ROUTES));
    const checkedIn = readFileSync(new URL(`../../${API_TYPES_FILE}`, import.meta.url), "utf8");
    const [was, now] = [checkedIn.split("\n"), fresh.split("\n")];
    const line = now.findIndex((text, i) => text !== was[i]);
    expect(
      checkedIn === fresh,
      `${API_TYPES_FILE} is out of date with the OpenAPI description: run \`${REGENERATE}\` and commit it ` +
        `(line ${line + 1} is ${JSON.stringify(was[line])}, would be ${JSON.stringify(now[line])})`,
    ).toBe(true);
  });
});
