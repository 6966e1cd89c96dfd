// Serves the built app for the browser tests: its own port and its own local state,
// so a developer's `npm start` database is never touched by a test run. `E2E_STATE` names another
// state directory and `E2E_SOURCE_LOCALE` sets SOURCE_LOCALE (the import's and the worker's), for a
// spec that starts a second server of its own (test/e2e/source-locale.spec.ts). `E2E_OIDC_ISSUER`,
// `E2E_OIDC_CLIENT_ID`, `E2E_OIDC_CLIENT_SECRET` and `E2E_OIDC_PROVIDER_NAME` turn single sign-on on
// against the spec's own provider (test/e2e/sso.spec.ts); without them there is none.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { saveAccounts } from "./admin-create.mjs";
import accounts from "./dev-accounts.json" with { type: "json" };
import { OFFLINE_ENV, portFromEnv, randomSessionSecret, run, serve, stopServer } from "./lib.mjs";

const STATE = process.env.E2E_STATE ?? ".wrangler/e2e-state";
const SOURCE_LOCALE = process.env.E2E_SOURCE_LOCALE ?? "";
const port = portFromEnv(8788);

rmSync(STATE, { recursive: true, force: true });
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE], {
  stdio: ["ignore", "ignore", "inherit"],
});
run("node", ["scripts/i18n.mjs", "import", "--persist-to", STATE], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...OFFLINE_ENV, SOURCE_LOCALE },
});
// The accounts the browser tests sign in with (scripts/dev-accounts.json).
await saveAccounts([accounts.admin, accounts.reviewer, accounts.translator], { persistTo: STATE, migrate: false });
// Its own secrets too: a developer's .dev.vars (a captcha key, say) must not change the tests.
mkdirSync(STATE, { recursive: true });
const envFile = join(STATE, "e2e.env");
const sourceLocale = SOURCE_LOCALE ? `SOURCE_LOCALE=${SOURCE_LOCALE}\n` : "";
const { E2E_OIDC_ISSUER, E2E_OIDC_CLIENT_ID, E2E_OIDC_CLIENT_SECRET, E2E_OIDC_PROVIDER_NAME } = process.env;
const sso = E2E_OIDC_ISSUER
  ? `OIDC_ISSUER=${E2E_OIDC_ISSUER}\nOIDC_CLIENT_ID=${E2E_OIDC_CLIENT_ID}\nOIDC_CLIENT_SECRET=${E2E_OIDC_CLIENT_SECRET}\nOIDC_PROVIDER_NAME=${E2E_OIDC_PROVIDER_NAME ?? ""}\n`
  : "";
writeFileSync(
  envFile,
  // PUBLIC_ORIGIN is the browser's origin here: passkeys are bound to it (docs/decisions/0083-passkeys.md).
  `SESSION_SECRET=${randomSessionSecret()}\nTWO_FACTOR_KEY=${randomSessionSecret()}\nPUBLIC_ORIGIN=http://localhost:${port}\n${sourceLocale}${sso}`,
  {
    mode: 0o600,
  },
);

const child = await serve({ port, persistTo: STATE, extraArgs: ["--env-file", envFile] });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopServer(child);
    process.exit(0);
  });
}
