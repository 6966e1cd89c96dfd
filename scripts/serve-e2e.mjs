// Serves the built app for the browser tests: its own port and its own local state,
// so a developer's `npm start` database is never touched by a test run.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { saveAccounts } from "./admin-create.mjs";
import accounts from "./dev-accounts.json" with { type: "json" };
import { portFromEnv, randomSessionSecret, run, serve, stopServer } from "./lib.mjs";

const STATE = ".wrangler/e2e-state";
const port = portFromEnv(8788);

rmSync(STATE, { recursive: true, force: true });
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE], {
  stdio: ["ignore", "ignore", "inherit"],
});
run("node", ["scripts/i18n.mjs", "import", "--persist-to", STATE], { stdio: ["ignore", "ignore", "inherit"] });
// The accounts the browser tests sign in with (scripts/dev-accounts.json).
await saveAccounts([accounts.admin, accounts.reviewer, accounts.translator], { persistTo: STATE, migrate: false });
// Its own secrets too: a developer's .dev.vars (a captcha key, say) must not change the tests.
mkdirSync(STATE, { recursive: true });
const envFile = join(STATE, "e2e.env");
writeFileSync(envFile, `SESSION_SECRET=${randomSessionSecret()}\n`, { mode: 0o600 });

const child = await serve({ port, persistTo: STATE, extraArgs: ["--env-file", envFile] });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopServer(child);
    process.exit(0);
  });
}
