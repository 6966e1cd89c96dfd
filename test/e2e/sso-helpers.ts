/**
 * A server of the spec's own with single sign-on configured (scripts/serve-e2e.mjs, its own state and
 * a free port) against a real OpenID provider started here on 127.0.0.1 (test/oidc/provider.mjs, its
 * development login page: any login, any password). As test/e2e/source-locale.spec.ts starts its own.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
// @ts-expect-error: a plain ES module of the tests, without types.
import { startProvider, TEST_CLIENT_ID, TEST_CLIENT_SECRET } from "../oidc/provider.mjs";

export const PROVIDER_NAME = "Company SSO";

/** A port nobody listens on now (the OS picks it): parallel checkouts never collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** The provider and the built app configured to it; resolves once wrangler says it is ready. */
export async function startSsoSite(): Promise<{ origin: string; issuer: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const provider = (await startProvider({ redirectUris: [`${origin}/api/admin/sso/callback`] })) as {
    issuer: string;
    close: () => Promise<void>;
  };
  const child = spawn(process.execPath, ["scripts/serve-e2e.mjs"], {
    // Plain output: under Playwright FORCE_COLOR is set, and color codes split "Ready on http".
    env: {
      ...process.env,
      FORCE_COLOR: "0",
      NO_COLOR: "1",
      PORT: String(port),
      E2E_STATE: ".wrangler/e2e-sso",
      E2E_OIDC_ISSUER: provider.issuer,
      E2E_OIDC_CLIENT_ID: TEST_CLIENT_ID,
      E2E_OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET,
      E2E_OIDC_PROVIDER_NAME: PROVIDER_NAME,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: stopping it stops wrangler and workerd too.
    detached: true,
  });
  const stopServer = () => child.pid && process.kill(-child.pid, "SIGTERM");
  process.once("exit", stopServer);
  let log = "";
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI color codes.
      if (/Ready on http/.test(log.replace(/\x1b\[[0-9;]*m/g, ""))) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`serve-e2e exited with ${code}:\n${log}`)));
  });
  return {
    origin,
    issuer: provider.issuer,
    stop: async () => {
      stopServer();
      await provider.close();
    },
  };
}
