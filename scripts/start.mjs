// `npm start`: build, prepare the local database, serve the production build in workerd.
import { portFromEnv, run, serve } from "./lib.mjs";

const port = portFromEnv();

console.log("▸ Building the client…");
run("vite", ["build", "--logLevel", "warn"]);

console.log("▸ Applying D1 migrations to the local database…");
run("wrangler", ["d1", "migrations", "apply", "DB", "--local"], { stdio: ["ignore", "ignore", "inherit"] });

console.log("▸ Loading locales/ into the local database (idempotent)…");
run("node", ["scripts/i18n.mjs", "import"]);

console.log("▸ Starting the worker in workerd…");
const child = await serve({ port });
console.log(`\n  Polyglot is running at http://localhost:${port}/  (Ctrl+C to stop)\n`);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    child.kill("SIGTERM");
    process.exit(0);
  });
}
