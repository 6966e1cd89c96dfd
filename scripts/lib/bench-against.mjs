// `--against <git ref>` of the benches: that commit built in a worktree of its own and served
// beside this build, so both are timed in turns in one run, under the same load; the ratio of
// the two is the change's cost, whatever else the machine is doing.
import { cpSync, rmSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { run, serve, stopServer } from "../lib.mjs";

/** The ref named by `--against`, or null. */
export function againstRef(argv = process.argv) {
  const at = argv.indexOf("--against");
  return at === -1 ? null : (argv[at + 1] ?? null);
}

/**
 * `ref` built in `.wrangler/<name>` and served on `port` over `state` (with `copyState`, over a
 * copy of it, for a bench whose writes must not meet the other build's). `stop()` ends both.
 */
export async function serveBaseline({ ref, name, port, state, envFile, copyState = false }) {
  const dir = resolve(`.wrangler/${name}`);
  rmSync(dir, { recursive: true, force: true });
  run("git", ["worktree", "prune"]);
  run("git", ["worktree", "add", "--detach", "--force", dir, ref], { stdio: ["ignore", "ignore", "inherit"] });
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
  run("vite", ["build", "--logLevel", "warn"], { cwd: dir });
  let persistTo = resolve(state);
  if (copyState) {
    persistTo = `${persistTo}-against`;
    rmSync(persistTo, { recursive: true, force: true });
    cpSync(resolve(state), persistTo, { recursive: true });
  }
  const child = await serve({ port, persistTo, quiet: true, extraArgs: ["--env-file", resolve(envFile)], cwd: dir });
  return {
    url: `http://127.0.0.1:${port}`,
    stop() {
      stopServer(child);
      run("git", ["worktree", "remove", "--force", dir]);
      if (copyState) rmSync(persistTo, { recursive: true, force: true });
    },
  };
}
