#!/usr/bin/env node
// Writes docs/checks.md from the check registry (common/checks/registry.ts). Node 24 reads the
// TypeScript modules directly (type stripping): the registry imports no parser and no bundler-only code.
import { writeFileSync } from "node:fs";
import { checksDoc } from "../common/checks/doc.ts";

const target = new URL("../docs/checks.md", import.meta.url);
writeFileSync(target, checksDoc());
console.log(`wrote ${target.pathname}`);
