// Android's resource layout for the CLI (docs/decisions/0093-android-resources.md): `--dir` is the
// `res/` folder, each locale's file is `values-<qualifier>/strings.xml`, and `values/` is the source
// locale's. The server names each file's place (`file` in the export's report), so the CLI keeps no
// locale table of its own.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** The `values*​/strings.xml` files under a `res/` folder, sorted. */
export function androidFiles(dir) {
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((n) => /^values(-|$)/.test(n))
    .map((n) => join(dir, n, "strings.xml"))
    .filter((p) => existsSync(p) && statSync(p).isFile())
    .sort();
}

/** The name a file is sent with: its folder too, which says its locale (`values-de/strings.xml`). */
export const androidFileName = (path) => path.split(/[\\/]/).slice(-2).join("/");

/**
 * Writes one locale's file where the server placed it (`values-<locale>` for a server from before
 * `file`). The source's `values/strings.xml` is the project's own (its `translatable="false"`
 * strings and other resources are not on the server), so an existing one is replaced only with
 * `force`; a file that is not Android resources neither. Answers what was done.
 */
export function writeAndroid(dir, locale, report, force) {
  const path = join(dir, report.file ?? `values-${locale}/strings.xml`);
  if (existsSync(path) && !force) {
    if (!/<resources[\s>/]/.test(readFileSync(path, "utf8"))) {
      return { path, refused: `${path} is not Android resources; --format android would replace it` };
    }
    if (/^values[\\/]strings\.xml$/.test(report.file ?? "")) {
      return { path, kept: `${path} is the source's own file (translatable="false" strings, other resources)` };
    }
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, report.text);
  return { path };
}
