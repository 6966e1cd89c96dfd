import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import base from "./vitest.config.ts";

const REAL_TABLE = fileURLToPath(new URL("./common/locale-table.ts", import.meta.url));
const TEST_TABLE = fileURLToPath(new URL("./test/worker/eleventh-locale/locale-table.ts", import.meta.url));
const REAL_QUERY = "?ten";

/**
 * Resolves every import of the locale table to the test table with an eleventh
 * locale, except the test table's own import of the real one.
 */
function eleventhLocale(): Plugin {
  return {
    name: "eleventh-locale",
    enforce: "pre",
    async resolveId(source, importer, options) {
      // The test table's own import of the real one: the real file under another module id,
      // which the module runner resolves again later (hence the query, not the importer).
      if (source.endsWith(REAL_QUERY)) return null;
      if (!source.includes("locale-table")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved?.id !== REAL_TABLE) return null;
      return importer === TEST_TABLE ? `${REAL_TABLE}${REAL_QUERY}` : TEST_TABLE;
    },
  };
}

/**
 * The worker tests' configuration with one more locale in the table
 * (docs/decisions/0037-one-locale-table.md): proves that a locale added to the
 * table alone is routed, negotiated, listed in SEO and served by the API.
 */
export default defineConfig(async (env) => {
  const config = await base(env);
  return {
    ...config,
    plugins: [eleventhLocale(), ...(config.plugins ?? [])],
    // One runtime per file, as the base config's "alone" project: this run's files are few.
    test: { ...config.test, projects: undefined, include: ["test/worker/eleventh-locale/*.spec.ts"] },
  };
});
