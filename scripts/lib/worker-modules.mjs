// Lets Node load the worker's own TypeScript modules (type stripping), whose relative imports carry
// no extension as the worker's bundler allows: a relative specifier Node cannot find is tried again
// with `.ts`, and one that names a folder (a domain of worker/services/) with its `index.ts`. Import
// this module before importing any worker module (scripts/i18n.mjs).
import { registerHooks } from "node:module";

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      const resolved = nextResolve(specifier, context);
      // The worker's bundler reads JSON without an import attribute (worker/ssr/build-info.ts); Node needs one.
      if (!resolved.url.endsWith(".json")) return resolved;
      return { ...resolved, importAttributes: { ...context.importAttributes, type: "json" } };
    } catch (error) {
      if (!/^\.\.?\//.test(specifier)) throw error;
      if (error?.code === "ERR_UNSUPPORTED_DIR_IMPORT") return nextResolve(`${specifier}/index.ts`, context);
      if (error?.code !== "ERR_MODULE_NOT_FOUND") throw error;
      return nextResolve(`${specifier}.ts`, context);
    }
  },
});
