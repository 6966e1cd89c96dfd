// `npm start`: build, prepare the local database, serve the production build in workerd.
import { saveAccounts } from "./admin-create.mjs";
import accounts from "./dev-accounts.json" with { type: "json" };
import { ensureDevVars, portFromEnv, run, serve, stopServer } from "./lib.mjs";

const port = portFromEnv();

console.log("▸ Building the client…");
run("vite", ["build", "--logLevel", "warn"]);

console.log("▸ Applying D1 migrations to the local database…");
run("wrangler", ["d1", "migrations", "apply", "DB", "--local"], { stdio: ["ignore", "ignore", "inherit"] });

for (const name of ensureDevVars()) console.log(`▸ Wrote a random ${name} to .dev.vars (local use only)`);
console.log("▸ Seeding the development admin in the local database…");
const { email, password } = accounts.admin;
await saveAccounts([accounts.admin], { migrate: false });

console.log("▸ Loading locales/ into the local database (idempotent)…");
run("node", ["scripts/i18n.mjs", "import"]);

console.log("▸ Starting the worker in workerd…");
const child = await serve({ port });
console.log(`\n  Polyglot is running at http://localhost:${port}/  (Ctrl+C to stop)`);
console.log(`  Admin: http://localhost:${port}/admin/login  as ${email} / ${password}  (local development only)\n`);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopServer(child);
    process.exit(0);
  });
}
