// `npm run dev`: rebuilds the client on change (vite build --watch) and reloads the
// worker on change (wrangler dev watches its sources and the manifest it imports).
import { spawn } from "node:child_process";
import { OFFLINE_ENV, portFromEnv, run, serve } from "./lib.mjs";

const port = portFromEnv();
run("vite", ["build", "--logLevel", "warn"]);
run("wrangler", ["d1", "migrations", "apply", "DB", "--local"], { stdio: ["ignore", "ignore", "inherit"] });

const watcher = spawn("vite", ["build", "--watch", "--logLevel", "warn"], { env: OFFLINE_ENV, stdio: "inherit" });
const server = await serve({ port });
console.log(`\n  Polyglot (watching for changes) at http://localhost:${port}/\n`);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    watcher.kill("SIGTERM");
    server.kill("SIGTERM");
    process.exit(0);
  });
}
