import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        // A test-only binding, so the setup file can apply the migrations.
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    // wrangler.toml defines NODE_ENV=production, so JSX must use the production runtime too.
    oxc: { jsx: { runtime: "automatic" as const, development: false } },
    test: {
      include: ["test/worker/**/*.test.{ts,tsx}"],
      setupFiles: ["test/worker/setup.ts"],
    },
  };
});
