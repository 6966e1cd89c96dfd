import { defineConfig } from "@playwright/test";

/** Port of the app under test; set E2E_PORT to run several checkouts side by side. */
const PORT = Number(process.env.E2E_PORT ?? 8788);

/** Debian's Chromium; Playwright cannot download its own browsers here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "test/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? "list" : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // The site's default visitor reads Slovak; stories that need another language say so.
    locale: "sk-SK",
    // The stories are written in the admin's English: each browser starts with the sign-in page's
    // language choice made (the `admin_lang` cookie, docs/decisions/0087). A story about the
    // admin's language starts from an empty storage state (`test.use({ storageState: { cookies: [], origins: [] } })`).
    storageState: {
      cookies: [
        {
          name: "admin_lang",
          value: "en",
          domain: "localhost",
          path: "/",
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: "Lax",
        },
      ],
      origins: [],
    },
    trace: "off",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        "--disable-quic",
      ],
    },
  },
  webServer: {
    // The built app (`npm run build` first), served by workerd through wrangler.
    command: `node scripts/serve-e2e.mjs`,
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
