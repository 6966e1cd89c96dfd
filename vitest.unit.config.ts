import { defineConfig } from "vitest/config";

/** Pure client and shared logic (navigation guard, HTTP client, retry delays...), in Node: fast, no workerd. */
export default defineConfig({
  oxc: { jsx: { runtime: "automatic" as const } },
  test: {
    // Every core (Vitest runs one fewer by default: one at a time on a 2-core machine).
    maxWorkers: "100%",
    include: ["test/unit/**/*.test.{ts,tsx}", "test/security/**/*.unit.test.{ts,tsx}"],
    environment: "node",
  },
});
