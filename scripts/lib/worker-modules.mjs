// Lets Node load the worker's own TypeScript modules (type stripping), whose relative imports carry
// no extension as the worker's bundler allows: a relative specifier Node cannot find is tried again
// with `.ts`. Import this module before importing any worker module (scripts/i18n.mjs).
import { registerHooks } from "node:module";

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (error?.code !== "ERR_MODULE_NOT_FOUND" || !/^\.\.?\//.test(specifier)) throw error;
      return nextResolve(`${specifier}.ts`, context);
    }
  },
});
