import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { hashPassword } from "./worker/services/identity/password.ts";

/** A password hashed here, in Node, so a worker test can prove the worker verifies Node-made hashes. */
const NODE_PASSWORD = "node-made hash, verified in workerd";

// test/security: the hostile-input suite (issue 13); its pure-function parts run in Node (`*.unit.test.ts`).
const TESTS = ["test/worker/**/*.test.{ts,tsx}", "test/security/**/*.test.{ts,tsx}"];
const NOT_WORKERD = ["test/security/**/*.unit.test.{ts,tsx}"];
/**
 * Test files that run in a runtime of their own: the migration tests, which take the schema back
 * and fill it (a request still finishing from the previous file would write into it), and what
 * tests the isolate's life itself (the captcha's "off" is logged once per isolate).
 */
const ALONE = [
  "test/worker/migration-*.test.ts",
  "test/security/store-migration.test.ts",
  "test/worker/auth-captcha.test.ts",
];

export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // Webhook deliveries go to queues nothing consumes here: a test hands the consumer its
          // batch itself (test/worker/webhooks-delivery.test.ts), so no delivery runs behind a test's back.
          queueProducers: {
            WEBHOOKS: "polyglot-webhooks-test",
            WEBHOOKS_DLQ: "polyglot-webhooks-dlq-test",
            EMAILS: "polyglot-emails-test",
            EMAILS_DLQ: "polyglot-emails-dlq-test",
            RECHECKS: "polyglot-rechecks-test",
          },
          bindings: {
            // A test-only binding, so the setup file can apply the migrations.
            TEST_MIGRATIONS: migrations,
            TEST_NODE_HASH: { password: NODE_PASSWORD, hash: await hashPassword(NODE_PASSWORD) },
            // Fixed here, whatever a developer's .dev.vars says: tests run with the captcha off
            // (tests that need it configure it themselves) and a known session secret.
            SESSION_SECRET: "test-only-session-secret-0123456789abcdef",
            // The base64url of 32 bytes: the key sealing authenticator apps' secrets (decision 0082).
            TWO_FACTOR_KEY: "dGVzdC1vbmx5LXR3by1mYWN0b3Ita2V5LTAxMjM0NTY",
            CAPTCHA_SITE_KEY: "",
            CAPTCHA_SECRET: "",
            // Email stays off unless a test turns it on with its own stand-in (test/worker/email-helpers.ts).
            EMAIL_PROVIDER: "",
          },
        },
      }),
    ],
    // wrangler.toml defines NODE_ENV=production, so JSX must use the production runtime too.
    oxc: { jsx: { runtime: "automatic" as const, development: false } },
    test: {
      setupFiles: ["test/worker/setup.ts"],
      // A real OpenID provider on 127.0.0.1 for the single sign-on tests (test/oidc/provider.mjs).
      globalSetup: ["test/oidc/global-setup.mjs"],
      // The passkey library's ASN.1 parser imports paths without extensions: bundled for workerd.
      server: { deps: { inline: [/@peculiar\//, /@simplewebauthn\//] } },
      projects: [
        // One runtime (workerd, its storage and the isolate's modules) for a run of files in turn:
        // starting one per file was most of the suite's time. The setup file gives each file a
        // fresh store and forgets what the isolate cached of the last one.
        {
          extends: true,
          test: { name: "shared", isolate: false, include: TESTS, exclude: [...NOT_WORKERD, ...ALONE] },
        },
        // Files that need a runtime of their own: see ALONE.
        { extends: true, test: { name: "alone", include: ALONE } },
      ],
      // Every core: Vitest's default in a run is one fewer, which on a 2-core machine is one file at
      // a time. Two runtimes never share storage; files in one runtime run one after another.
      maxWorkers: "100%",
      // A test fails on what it asserts, not on a busy machine: under a load of 11 on two cores
      // (a CI run beside other work) requests of a few hundred ms took over Vitest's default 5 s.
      testTimeout: 30_000,
      hookTimeout: 30_000,
    },
  };
});
