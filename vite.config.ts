import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const OUT_DIR = "dist/client";

/**
 * The Vite manifest is read by the worker at bundle time; it is build metadata,
 * not a public file, so `.assetsignore` keeps it out of the uploaded assets.
 */
function assetsIgnore(): Plugin {
  return {
    name: "polyglot:assetsignore",
    apply: "build",
    writeBundle() {
      writeFileSync(resolve(OUT_DIR, ".assetsignore"), ".vite\n");
    },
  };
}

export default defineConfig({
  plugins: [react(), assetsIgnore()],
  publicDir: "client/public",
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: { input: "client/entry.tsx" },
  },
});
