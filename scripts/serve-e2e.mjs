// Serves the built app for the browser tests: its own port and its own local state,
// so a developer's `npm start` database is never touched by a test run.
import { rmSync } from "node:fs";
import { portFromEnv, run, serve } from "./lib.mjs";

const STATE = ".wrangler/e2e-state";
const port = portFromEnv(8788);

rmSync(STATE, { recursive: true, force: true });
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE], {
  stdio: ["ignore", "ignore", "inherit"],
});
run("node", ["scripts/i18n.mjs", "import", "--persist-to", STATE], { stdio: ["ignore", "ignore", "inherit"] });
const child = await serve({ port, persistTo: STATE });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    child.kill("SIGTERM");
    process.exit(0);
  });
}
