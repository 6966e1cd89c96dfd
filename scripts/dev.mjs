// `npm run dev`: rebuilds the client on change (vite build --watch) and reloads the
// worker on change (wrangler dev watches its sources and the manifest it imports).
import { spawn } from "node:child_process";
import { saveAccounts } from "./admin-create.mjs";
import accounts from "./dev-accounts.json" with { type: "json" };
import { ensureDevVars, OFFLINE_ENV, portFromEnv, run, serve, stopServer } from "./lib.mjs";

const port = portFromEnv();
run("vite", ["build", "--logLevel", "warn"]);
run("wrangler", ["d1", "migrations", "apply", "DB", "--local"], { stdio: ["ignore", "ignore", "inherit"] });
ensureDevVars();
await saveAccounts([accounts.admin], { migrate: false });

const watcher = spawn("vite", ["build", "--watch", "--logLevel", "warn"], { env: OFFLINE_ENV, stdio: "inherit" });
const server = await serve({ port });
console.log(`\n  Polyglot (watching for changes) at http://localhost:${port}/`);
console.log(
  `  Admin: /admin/login as ${accounts.admin.email} / ${accounts.admin.password}  (local development only)\n`,
);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    watcher.kill("SIGTERM");
    stopServer(server);
    process.exit(0);
  });
}
