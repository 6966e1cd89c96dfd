// `node scripts/realdata-fetch.mjs [--out /tmp/realdata]`
// Downloads the npm packages whose translation files docs/decisions/0040-real-data-validation.md
// validates against, and writes their files of one locale each under <out>/<set>/. Files that a
// package ships as bundled JavaScript (`export default {...}`) are loaded and written back as JSON.
// Third-party files: keep them out of the repository (they go to /tmp by default).

import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { out: { type: "string", default: "/tmp/realdata" } } });

/** Each set: a package, the folder of its files, which files, and how to name them in <out>/<set>. */
const SETS = [
  {
    set: "paragon",
    pkg: "@openedx/paragon@24.0.0",
    under: "package/src/i18n/messages",
    match: /\.json$/,
    name: (file) => file,
  },
  {
    set: "strapi",
    pkg: "@strapi/admin@4.26.2",
    under: "package/dist/_chunks",
    // Bundled from admin/src/translations/<locale>.json: `sk-KCpIDfnW.mjs` → sk.json.
    match: /^[a-z]{2}(?:-[A-Za-z]+)?-[A-Za-z0-9_]{8}\.mjs$/,
    name: (file) => `${file.replace(/-[A-Za-z0-9_]{8}\.mjs$/, "")}.json`,
  },
  {
    set: "grafana-scenes",
    pkg: "@grafana/scenes@8.19.0",
    under: "package/dist/esm/locales",
    match: /\.json\.js$/,
    name: (file) => file.replace(/\.js$/, ""),
  },
];

const walk = (dir) =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));

for (const { set, pkg, under, match, name } of SETS) {
  const work = join(values.out, ".packages", set);
  mkdirSync(work, { recursive: true });
  const tgz = execFileSync("npm", ["pack", pkg, "--silent"], { cwd: work, encoding: "utf8" }).trim().split("\n").at(-1);
  execFileSync("tar", ["xzf", tgz, under], { cwd: work });
  let count = 0;
  for (const path of walk(join(work, under))) {
    const file = basename(path);
    if (!match.test(file)) continue;
    const target = join(values.out, set, dirname(relative(join(work, under), path)), name(file));
    mkdirSync(dirname(target), { recursive: true });
    const data = file.endsWith(".json") ? null : (await import(pathToFileURL(path).href)).default;
    writeFileSync(target, data ? `${JSON.stringify(data, null, 2)}\n` : execFileSync("cat", [path]));
    count++;
  }
  console.log(`${pkg}: ${count} files in ${join(values.out, set)}`);
}
