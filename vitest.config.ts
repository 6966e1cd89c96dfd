import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { hashPassword } from "./worker/services/identity/password.ts";

/** A password hashed here, in Node, so a worker test can prove the worker verifies Node-made hashes. */
const NODE_PASSWORD = "node-made hash, verified in workerd";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // Webhook deliveries go to queues nothing consumes here: a test hands the consumer its
          // batch itself (test/worker/webhooks-delivery.test.ts), so no delivery runs behind a test's back.
          queueProducers: { WEBHOOKS: "polyglot-webhooks-test", WEBHOOKS_DLQ: "polyglot-webhooks-dlq-test" },
          bindings: {
            // A test-only binding, so the setup file can apply the migrations.
            TEST_MIGRATIONS: migrations,
            TEST_NODE_HASH: { password: NODE_PASSWORD, hash: await hashPassword(NODE_PASSWORD) },
            // Fixed here, whatever a developer's .dev.vars says: tests run with the captcha off
            // (tests that need it configure it themselves) and a known session secret.
            SESSION_SECRET: "test-only-session-secret-0123456789abcdef",
            CAPTCHA_SITE_KEY: "",
            CAPTCHA_SECRET: "",
          },
        },
      }),
    ],
    // wrangler.toml defines NODE_ENV=production, so JSX must use the production runtime too.
    oxc: { jsx: { runtime: "automatic" as const, development: false } },
    test: {
      // test/security: the hostile-input suite (issue 13); its pure-function parts run in Node (`*.unit.test.ts`).
      include: ["test/worker/**/*.test.{ts,tsx}", "test/security/**/*.test.{ts,tsx}"],
      exclude: ["test/security/**/*.unit.test.{ts,tsx}"],
      setupFiles: ["test/worker/setup.ts"],
      // Every core: Vitest's default in a run is one fewer, which on a 2-core machine is one file at
      // a time (each file has its own storage, so files never share state).
      maxWorkers: "100%",
      // A test fails on what it asserts, not on a busy machine: under a load of 11 on two cores
      // (a CI run beside other work) requests of a few hundred ms took over Vitest's default 5 s.
      testTimeout: 30_000,
      hookTimeout: 30_000,
    },
  };
});
