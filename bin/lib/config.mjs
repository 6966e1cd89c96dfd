// Where the CLI finds its deployment and token: flags, then the environment (POLYGLOT_URL,
// POLYGLOT_TOKEN, POLYGLOT_DIR…), then a small JSON file (`polyglot.config.json` in the working
// directory, or `--config <file>`). A token is never read from the config file: files get committed.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { UsageError } from "./errors.mjs";

export const CONFIG_FILE = "polyglot.config.json";

const FILE_FIELDS = ["url", "dir", "format", "locales", "xliffVersion"];

function readFile(path, named) {
  if (!existsSync(path)) {
    if (named) throw new UsageError(`${path}: no such config file`);
    return {};
  }
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new UsageError(`${path}: not JSON (${error.message})`);
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
    throw new UsageError(`${path}: must be an object`);
  if ("token" in parsed) throw new UsageError(`${path}: a token does not belong in a file; use POLYGLOT_TOKEN`);
  const unknown = Object.keys(parsed).filter((k) => !FILE_FIELDS.includes(k));
  if (unknown.length > 0)
    throw new UsageError(`${path}: unknown field ${unknown.join(", ")} (known: ${FILE_FIELDS.join(", ")})`);
  return parsed;
}

const list = (value) =>
  Array.isArray(value)
    ? value.map(String)
    : typeof value === "string" && value !== ""
      ? value
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined;

/** The settings of one run; `needsServer`: the command talks to a deployment (all of them do). */
export function loadConfig(flags, env = process.env, cwd = process.cwd()) {
  const file = readFile(resolve(cwd, flags.config ?? CONFIG_FILE), Boolean(flags.config));
  const url = flags.url ?? env.POLYGLOT_URL ?? file.url;
  const token = flags.token ?? env.POLYGLOT_TOKEN;
  if (!url) throw new UsageError(`no deployment: pass --url, set POLYGLOT_URL or "url" in ${CONFIG_FILE}`);
  if (!token) throw new UsageError("no token: set POLYGLOT_TOKEN (create one in the admin under API tokens)");
  return {
    url: checkedUrl(url),
    token,
    dir: resolve(cwd, flags.dir ?? env.POLYGLOT_DIR ?? file.dir ?? "locales"),
    format: flags.format ?? env.POLYGLOT_FORMAT ?? file.format,
    locales: list(flags.locales) ?? list(env.POLYGLOT_LOCALES) ?? list(file.locales),
    xliffVersion: flags["xliff-version"] ?? file.xliffVersion,
  };
}

/**
 * The deployment's origin. A token goes only over HTTPS, or plain HTTP to this machine (a
 * local `npm start`): anything else would send it readable on the wire.
 */
export function checkedUrl(raw) {
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`${raw}: not a URL`);
  }
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) {
    throw new UsageError(`${raw}: use https:// (plain http only to localhost)`);
  }
  if (url.username || url.password) throw new UsageError(`${raw}: no credentials in the URL; use POLYGLOT_TOKEN`);
  return url.origin;
}
