// @ts-check
// `polyglot pull`: each locale's file written back in the shape it has (docs/cli.md,
// docs/decisions/0085-files-other-tools-read.md). A JSON file stays nested or flat, keeps its
// keys' order and indent; a file in another shape or version than asked is left alone unless
// --force; what the format cannot express (i18next) is printed, never written silently.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { writeAndroid } from "./android.mjs";
import { EXIT, UsageError } from "./errors.mjs";
import { EXTENSIONS } from "./formats.mjs";
import { answer, api } from "./http.mjs";
import { indentOf, inOrderOf, parseOrdered, shapeOf, stringifyOrdered } from "./json-shape.mjs";
import { progress } from "./progress.mjs";
import { mergeCatalog } from "./xcstrings-merge.mjs";

/** @typedef {import("./pull.d.mts").PullConfig} PullConfig */
/** @typedef {import("./json-shape.mjs").Ordered} Ordered */
/** @typedef {NonNullable<import("./api-types").operations["getTranslationsExport"]["parameters"]["query"]>} ExportQuery */
/** @typedef {NonNullable<ExportQuery["format"]>} Format */
/** @typedef {{ format: Format; version?: string; old?: Ordered; indent?: string }} Plan */

const out = (line = "") => process.stdout.write(`${line}\n`);
/** @param {string} line */
const warn = (line) => process.stderr.write(`${line}\n`);

/** @type {Record<string, "flat" | "nested">} */
const JSON_SHAPES = { json: "flat", "nested-json": "nested", i18next: "flat" };

/**
 * The export the server is asked for, with its report of what the format cannot express.
 * @param {PullConfig} config
 * @param {Format} format
 * @param {ExportQuery["locale"]} [locale]
 * @param {string} [version]
 */
function exportFile(config, format, locale, version) {
  /** @type {ExportQuery} */
  const query = { format, report: "1" };
  if (locale) query.locale = locale;
  if (format === "xliff" && version) query.version = /** @type {ExportQuery["version"]} */ (version);
  const call = api(config).GET("/api/admin/translations/export", {
    params: { query },
    parseAs: "text",
    headers: { accept: "*/*" },
  });
  return answer(config, "GET /export", call);
}

/**
 * What to ask the server for one file: `{format, version, old}` (`old`: the file's tree, to keep
 * its order), or `{refused}` naming why the file stays as it is.
 * @param {string} path
 * @param {Format | undefined} named
 * @param {PullConfig} config
 * @param {boolean} force
 * @returns {Plan | { refused: string }}
 */
function planFile(path, named, config, force) {
  const asked = named ?? "json";
  if (!existsSync(path)) return { format: asked, version: config.xliffVersion };
  const text = readFileSync(path, "utf8");
  if (asked === "xliff") {
    const version = /<xliff\b[^>]*\bversion\s*=\s*["']([\d.]+)["']/.exec(text)?.[1];
    if (!config.xliffVersion || !version || force) return { format: asked, version: config.xliffVersion ?? version };
    if (version === config.xliffVersion) return { format: asked, version };
    return { refused: `${path} is XLIFF ${version}; --xliff-version ${config.xliffVersion} would rewrite it` };
  }
  if (!Object.hasOwn(JSON_SHAPES, asked)) return { format: asked, version: config.xliffVersion };
  let old;
  try {
    old = parseOrdered(text);
  } catch {
    if (force) return { format: asked };
    return { refused: `${path} is not JSON; --format ${asked} would replace it` };
  }
  const shape = shapeOf(old);
  if (!named) return { format: shape === "nested" ? "nested-json" : "json", old, indent: indentOf(text) };
  if (shape && shape !== JSON_SHAPES[asked] && !force) {
    return { refused: `${path} is ${shape} JSON; --format ${asked} would rewrite it ${JSON_SHAPES[asked]}` };
  }
  return { format: asked, old: shape === JSON_SHAPES[asked] ? old : undefined, indent: indentOf(text) };
}

/**
 * The server's file in the old file's order and indent (a JSON file), else as the server wrote it.
 * @param {string} text
 * @param {Plan} plan
 */
function shaped(text, plan) {
  if (!plan.old) return text;
  return stringifyOrdered(inOrderOf(parseOrdered(text), plan.old), plan.indent);
}

/**
 * The `report=1` answer `{text, warnings}`; a server from before it ignores the field and sends
 * the file itself (a translation file never holds an array of warnings beside a text).
 * @param {string} raw
 * @returns {{ text: string; warnings: { key: string; message: string; locale?: string }[]; file?: string }}
 */
function reportOf(raw) {
  try {
    const answer = JSON.parse(raw);
    if (typeof answer?.text === "string" && Array.isArray(answer.warnings)) return answer;
  } catch {}
  return { text: raw, warnings: [] };
}

/**
 * `pull`: every locale's file (or one CSV of all) into the directory.
 * @param {PullConfig} config
 * @param {{ force?: boolean }} [flags]
 */
export async function pull(config, flags = {}) {
  const named = /** @type {Format | undefined} */ (config.format);
  if (named !== undefined && !Object.hasOwn(EXTENSIONS, named))
    throw new UsageError(`--format ${named}: one of ${Object.keys(EXTENSIONS).join(", ")}`);
  mkdirSync(config.dir, { recursive: true });
  if (named === "xcstrings") return pullCatalog(config, Boolean(flags.force));
  if (named === "csv") {
    const { text } = reportOf(await exportFile(config, "csv"));
    writeFileSync(join(config.dir, "translations.csv"), text);
    out(`pulled ${join(config.dir, "translations.csv")}`);
    return EXIT.ok;
  }
  const stats = await answer(config, "GET /stats", api(config).GET("/api/admin/translations/stats"));
  const locales = config.locales ?? stats.locales.map((l) => l.locale);
  const bar = progress(locales.length, "pull");
  let code = EXIT.ok;
  for (const locale of locales) {
    if (named === "android") {
      bar.step(locale);
      code = Math.max(code, await pullAndroid(config, locale, Boolean(flags.force)));
      continue;
    }
    const path = join(config.dir, `${locale}${EXTENSIONS[named ?? "json"]}`);
    const plan = planFile(path, named, config, Boolean(flags.force));
    bar.step(locale);
    if ("refused" in plan) {
      warn(`✗ ${plan.refused}: left as it is (pass --force to replace it)`);
      code = EXIT.problems;
      continue;
    }
    const report = reportOf(
      await exportFile(config, plan.format, /** @type {ExportQuery["locale"]} */ (locale), plan.version),
    );
    writeFileSync(path, shaped(report.text, plan));
    out(`pulled ${path}${!named && plan.format !== "json" ? ` (${plan.format}, the file's shape)` : ""}`);
    for (const w of report.warnings ?? []) {
      warn(`⚠ ${path}: ${w.key}: ${w.message}; written as ICU text, which ${plan.format} would show as it is`);
    }
  }
  return code;
}

/**
 * One locale's `strings.xml` into the `res/` folder (./android.mjs).
 * @param {PullConfig} config
 * @param {string} locale
 * @param {boolean} force
 */
async function pullAndroid(config, locale, force) {
  const report = reportOf(await exportFile(config, "android", /** @type {ExportQuery["locale"]} */ (locale)));
  const done = writeAndroid(config.dir, locale, report, force);
  if (done.refused || done.kept) {
    warn(`${done.refused ? "✗" : "·"} ${done.refused ?? done.kept}: left as it is (pass --force to replace it)`);
    return done.refused ? EXIT.problems : EXIT.ok;
  }
  out(`pulled ${done.path}`);
  for (const w of report.warnings ?? []) {
    warn(`⚠ ${done.path}: ${w.key}: ${w.message}`);
  }
  return EXIT.ok;
}

/**
 * The directory's one String Catalog, else `Localizable.xcstrings` (Xcode's name for an app's strings).
 * @param {string} dir
 */
function catalogPath(dir) {
  const found = readdirSync(dir).filter((n) => n.toLowerCase().endsWith(".xcstrings"));
  return join(dir, found.length === 1 ? (found[0] ?? "") : "Localizable.xcstrings");
}

/**
 * `pull --format xcstrings`: every locale in one String Catalog, written into the file that is
 * there so that a diff shows only what changed (./xcstrings-merge.mjs); a file that is not JSON
 * is left alone unless --force.
 * @param {PullConfig} config
 * @param {boolean} force
 */
async function pullCatalog(config, force) {
  const path = catalogPath(config.dir);
  const report = reportOf(await exportFile(config, "xcstrings"));
  let text = report.text;
  if (existsSync(path)) {
    try {
      text = mergeCatalog(report.text, readFileSync(path, "utf8"));
    } catch {
      if (!force) {
        warn(
          `✗ ${path} is not a String Catalog; --format xcstrings would replace it: left as it is (pass --force to replace it)`,
        );
        return EXIT.problems;
      }
    }
  }
  writeFileSync(path, text);
  out(`pulled ${path}`);
  for (const w of report.warnings ?? []) {
    warn(`⚠ ${path}: ${w.locale} ${w.key}: ${w.message}`);
  }
  return EXIT.ok;
}
