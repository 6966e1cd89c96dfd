// Completes package-lock.json with the platform packages this machine's registry mirror
// does not serve (the @biomejs/cli-* and @cloudflare/workerd-* builds for macOS and
// Windows). npm leaves an optional dependency it cannot fetch out of the lockfile, and
// `npm ci` then refuses the lockfile as out of sync with package.json. Each entry added
// carries the os/cpu/libc that keep npm from installing it on other platforms.
// Usage: node scripts/lockfile-platforms.mjs [--check]
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, "utf8"));
const packages = lock.packages;

/** os/cpu/libc of a platform package, read off its name (all families npm knows here). */
function platformOf(name) {
  const base = name.split("/").pop();
  const os =
    ["darwin", "linux", "win32", "android", "freebsd"].find((o) => base.includes(o)) ??
    (base.includes("windows") ? "win32" : undefined);
  const cpu = base.includes("arm64") ? "arm64" : base.match(/x64|-64$/) ? "x64" : undefined;
  if (!os || !cpu) return undefined;
  const entry = { os: [os], cpu: [cpu] };
  if (os === "linux") entry.libc = [base.includes("musl") ? "musl" : "glibc"];
  return entry;
}

/** The entry npm would find for `name` when required from the package at `from`. */
function resolve(from, name) {
  let dir = from;
  for (;;) {
    const found = packages[`${dir ? `${dir}/` : ""}node_modules/${name}`];
    if (found) return found;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf("/node_modules/");
    dir = cut === -1 ? "" : dir.slice(0, cut);
  }
}

const missing = [];
for (const [path, pkg] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const found = resolve(path, name);
    // Platform packages are pinned to an exact version; a range (vite's fsevents) is npm's own.
    const exact = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version);
    if (found && (!exact || found.version === version)) continue;
    if (!found && !exact) throw new Error(`${path}: ${name}@${version} is not in the lockfile`);
    const platform = platformOf(name);
    if (!platform) throw new Error(`${path}: cannot tell the platform of ${name}`);
    const top = `node_modules/${name}`;
    const taken = packages[top] && packages[top].version !== version;
    const at = taken ? `${path}/node_modules/${name}` : top;
    const entry = { version, ...platform, optional: true };
    if (pkg.dev) entry.dev = true;
    packages[at] = entry;
    missing.push([at, entry]);
  }
}

if (process.argv.includes("--check")) {
  for (const [at] of missing) console.error(`package-lock.json lacks ${at}`);
  process.exit(missing.length ? 1 : 0);
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${missing.length} platform entries: ${missing.map(([at]) => at).join(", ") || "none"}`);
