import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { checksDoc } from "../../../common/checks/doc.ts";
import { CHECKS } from "../../../common/checks/registry.ts";

test("docs/checks.md is the registry's list as it is now (npm run docs:checks rewrites it)", () => {
  const written = readFileSync(new URL("../../../docs/checks.md", import.meta.url), "utf8");
  expect(written).toBe(checksDoc());
  for (const check of CHECKS) expect(written).toContain(`| \`${check.id}\` | ${check.severity} |`);
});
