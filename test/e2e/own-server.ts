/**
 * A server of a spec's own (scripts/serve-e2e.mjs with its own state and a free port), for a story
 * that needs the app configured otherwise than the suite's server: SOURCE_LOCALE=en
 * (source-locale.spec.ts), single sign-on against a local provider (sso.spec.ts).
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";

/** A port nobody listens on now (the OS picks it): parallel checkouts never collide. */
export function freePort(): Promise<number> {
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

/**
 * Starts the built app on `port` with serve-e2e's variables `env` (`E2E_STATE`, `E2E_SOURCE_LOCALE`,
 * `E2E_OIDC_*`); resolves once wrangler says it is ready, with a `stop` that ends its process group.
 */
export async function startOwnServer(port: number, env: Record<string, string>): Promise<{ stop: () => void }> {
  const child = spawn(process.execPath, ["scripts/serve-e2e.mjs"], {
    // Plain output: under Playwright FORCE_COLOR is set, and color codes split "Ready on http".
    env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: stopping it stops wrangler and workerd too.
    detached: true,
  });
  // Stopped with this worker even when the start itself is cut short (a fixture timeout).
  const stop = () => {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
  };
  process.once("exit", stop);
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
  return { stop };
}
