import { defineConfig } from "vitest/config";

/** Pure client and shared logic (navigation guard, HTTP client, retry delays...), in Node: fast, no workerd. */
export default defineConfig({
  oxc: { jsx: { runtime: "automatic" as const } },
  test: {
    include: ["test/unit/**/*.test.{ts,tsx}", "test/security/**/*.unit.test.{ts,tsx}"],
    environment: "node",
  },
});
