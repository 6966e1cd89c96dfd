// `npm run i18n:import -- memory.tmx`: a TMX file into the translation memory through the worker's
// own service (worker/services/memory/memory-import.ts), as POST /memory/import does.
import { readFileSync } from "node:fs";
import { basename } from "node:path";

/** Imports each TMX file of `paths`; a file error prints `file:line:column` and stops (nothing of it is written). */
export async function importMemory(paths, { open, sourceLocale, dryRun, fail }) {
  const { importMemory: run } = await import("../../worker/services/memory/memory-import.ts");
  const { ImportRefused } = await import("../../worker/services/translations/import-translations.ts");
  const { bindings } = await open();
  for (const path of paths) {
    const request = { content: readFileSync(path, "utf8"), fileName: basename(path), dryRun };
    const result = await run(bindings.DB, request, sourceLocale).catch((error) => {
      if (!(error instanceof ImportRefused)) throw error;
      for (const e of error.fileErrors) console.error(`${path}:${e.line}:${e.column} ${e.message}`);
      fail(`${error.fileErrors.length} error(s) in ${path} (tmx); nothing was imported`);
    });
    const skipped = Object.entries(result.skipped).map(([why, n]) => `${why} ${n}`);
    const verb = dryRun ? "would add" : "added";
    console.log(
      `✓ ${path}: ${result.units} units, ${verb} ${result.added} pairs to the memory, ${result.existing} already there${skipped.length ? `; skipped: ${skipped.join(", ")}` : ""}`,
    );
  }
}
