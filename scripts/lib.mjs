import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";

/** Keeps local runs offline and quiet: no Request.cf fetch, no telemetry prompt. */
export const OFFLINE_ENV = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
};

/** Runs a command to completion, inheriting stdio; exits the script if it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: OFFLINE_ENV, ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return result;
}

/**
 * Starts `wrangler dev` serving the built app on PORT; resolves with the child once it is ready.
 * `script`: a built worker to serve instead of wrangler.toml's `main` (with `--no-bundle` among `extraArgs`).
 */
export function serve({ port, persistTo, quiet = false, extraArgs = [], script, cwd }) {
  const args = ["dev", ...(script ? [script] : [])];
  args.push("--port", String(port), "--ip", "127.0.0.1", "--show-interactive-dev-session=false");
  if (persistTo) args.push("--persist-to", persistTo);
  // A local run may deliver webhooks to http://localhost (docs/webhooks.md); a deployment never does.
  args.push("--var", "WEBHOOKS_ALLOW_HTTP_LOCALHOST:true");
  // The admin's pseudo-locale (en-XA) is offered in local runs, never by a deployment (docs/decisions/0087).
  args.push("--var", "PSEUDO_LOCALE:on");
  // In our process group, so a runner that stops the group (Playwright does) stops it too.
  const child = spawn("wrangler", [...args, ...extraArgs], {
    env: OFFLINE_ENV,
    ...(cwd ? { cwd } : {}),
    stdio: ["ignore", "pipe", "pipe"],
  });
  process.once("exit", () => stopServer(child));
  return new Promise((resolve, reject) => {
    let ready = false;
    const onData = (chunk) => {
      if (!quiet) process.stdout.write(chunk);
      if (!ready && /Ready on http/.test(chunk.toString())) {
        ready = true;
        resolve(child);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (chunk) => {
      if (!quiet) process.stderr.write(chunk);
    });
    child.on("exit", (code) => {
      if (!ready) reject(new Error(`wrangler dev exited with ${code} before it was ready`));
    });
  });
}

/** The process ids below `pid`, deepest first. */
export function descendants(pid) {
  const out = spawnSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" }).stdout ?? "";
  const children = out.split("\n").map(Number).filter(Boolean);
  return children.flatMap((c) => [...descendants(c), c]);
}

/**
 * Stops a server started by `serve` with everything it started: a SIGTERM to wrangler
 * alone can leave its workerd holding the port.
 */
export function stopServer(child) {
  for (const pid of [...descendants(child.pid), child.pid]) {
    try {
      process.kill(pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}

export function portFromEnv(fallback = 8787) {
  const port = Number.parseInt(process.env.PORT ?? "", 10);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : fallback;
}

/** A random session-signing secret for local use (32 bytes, as SESSION_SECRET requires). */
export function randomSessionSecret() {
  return randomBytes(32).toString("base64url");
}

/** The local secrets `.dev.vars` must hold, each 32 random bytes: the session's, and the unsubscribe links' HMAC key. */
const LOCAL_SECRETS = ["SESSION_SECRET", "TWO_FACTOR_KEY", "EMAIL_LINK_SECRET"];

/**
 * Makes sure `.dev.vars` (git-ignored, read by `wrangler dev`) has a SESSION_SECRET, a
 * TWO_FACTOR_KEY and an EMAIL_LINK_SECRET (32 random bytes each, base64url), so a fresh clone can
 * sign in and set up two-factor sign-in locally (and sign unsubscribe links when a developer tries
 * an email provider). Returns the names it had to add.
 */
export function ensureDevVars(path = ".dev.vars") {
  const existing = existsSync(path) ? readFileSync(path, "utf8") : "";
  // A value, not just the line (.dev.vars.example has an empty one); a later line wins in dotenv.
  const missing = LOCAL_SECRETS.filter((name) => !new RegExp(`^\\s*${name}\\s*=\\s*\\S`, "m").test(existing));
  if (missing.length === 0) return [];
  const separator = existing && !existing.endsWith("\n") ? "\n" : "";
  const lines = missing.map((name) => `${name}=${randomSessionSecret()}\n`).join("");
  appendFileSync(
    path,
    `${separator}# Generated for local use by scripts/lib.mjs; never used in production.\n${lines}`,
    {
      mode: 0o600,
    },
  );
  return missing;
}
