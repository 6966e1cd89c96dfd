#!/usr/bin/env node
// @ts-check
// `polyglot <pull|push|status|diff> [options] [files…]`: the translations of a deployment over
// HTTPS with an API token (docs/cli.md). Local development keeps `npm run i18n:*`, which reaches
// the local store directly through the same import use-case.
import { parseArgs } from "node:util";
import { diff, push, status } from "./lib/commands.mjs";
import { loadConfig } from "./lib/config.mjs";
import { EXIT, UsageError } from "./lib/errors.mjs";
import { pull } from "./lib/pull.mjs";

const USAGE = `usage: polyglot <command> [options] [files…]

commands:
  pull     write each locale's file into --dir (default ./locales)
  push     import files (or every file of --dir) with the server's checks; --dry-run lists each entry;
           a .tmx file goes to the translation memory (admins)
  status   completion and problems per locale, unpublished changes
  diff     what a push would change, and keys only the server has

options:
  --url <https://…>        the deployment (or POLYGLOT_URL, or "url" in polyglot.config.json)
  --token <token>          an API token (or POLYGLOT_TOKEN; never in the config file)
  --dir <dir>              where locale files live (POLYGLOT_DIR; default locales); android: the res/ folder,
                           each locale in values-<qualifier>/strings.xml
  --format <name>          json | nested-json | i18next | csv | xliff | po | arb | android | xcstrings (default:
                           from the extension; pull: each JSON file's own shape, nested or flat; json for a new
                           one; xcstrings: one String Catalog of every locale, written into the one in --dir)
  --xliff-version <1.2|2.0>
  --locales <a,b>          only these locales (pull, status)
  --force                  pull: replace a file in another shape, version or format than asked
  --dry-run                push: check only, print each entry's status
  --overwrite-conflicts    push: write entries changed on the server since your file
  --json                   status: machine-readable
  --config <file>          another config file

exit codes: 0 ok, 1 problems found, 2 usage error, 3 failure (unreachable, token refused, server error)`;

/** @type {import("node:util").ParseArgsOptionsConfig} */
const OPTIONS = {
  url: { type: "string" },
  token: { type: "string" },
  dir: { type: "string" },
  format: { type: "string" },
  "xliff-version": { type: "string" },
  locales: { type: "string" },
  config: { type: "string" },
  "dry-run": { type: "boolean" },
  force: { type: "boolean" },
  "overwrite-conflicts": { type: "boolean" },
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
};

/** @param {string[]} argv */
async function main(argv) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  } catch (error) {
    throw new UsageError(/** @type {Error} */ (error).message);
  }
  const [command, ...paths] = parsed.positionals;
  if (parsed.values.help || !command) {
    process.stdout.write(`${USAGE}\n`);
    return command || parsed.values.help ? EXIT.ok : EXIT.usage;
  }
  const config = loadConfig(parsed.values);
  if (command === "pull") return pull(config, parsed.values);
  if (command === "push") return push(config, paths, parsed.values);
  if (command === "status") return status(config, parsed.values);
  if (command === "diff") return diff(config, paths, parsed.values);
  throw new UsageError(`unknown command ${command} (pull, push, status, diff)`);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`✗ ${error.message}\n`);
    process.exitCode = error.code ?? EXIT.failure;
  },
);
