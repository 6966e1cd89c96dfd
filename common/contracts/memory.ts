import * as v from "valibot";
import { jsonObject } from "./fields";
import { MEMORY_FORMATS } from "./formats";
import { fileName, MAX_IMPORT_BYTES } from "./translations";

/**
 * The translation memory's files (issue 29, docs/decisions/0070-exchange-formats.md):
 * `/api/admin/translations/memory/import` and `/memory/export`.
 */

/** POST `/memory/import`: a TMX file's text; a dry run unless `dryRun: false`. Admins only. */
export const memoryImportBody = jsonObject({
  format: v.optional(v.picklist(MEMORY_FORMATS, `must be one of ${MEMORY_FORMATS.join(", ")}`), "tmx"),
  content: v.pipe(
    v.string("must be the file's text"),
    v.maxLength(MAX_IMPORT_BYTES, `must be at most ${MAX_IMPORT_BYTES} characters`),
  ),
  fileName: v.optional(fileName),
  dryRun: v.optional(v.boolean("must be true or false"), true),
});
export type MemoryImportRequest = v.InferOutput<typeof memoryImportBody>;

/** GET `/memory/export`: the format (TMX, the only one). */
export const memoryExportQuery = v.object({
  format: v.optional(v.picklist(MEMORY_FORMATS, `must be one of ${MEMORY_FORMATS.join(", ")}`), "tmx"),
});

/** What a memory import did, or would do. */
export const memoryImportResult = v.object({
  dryRun: v.boolean(),
  units: v.number(),
  added: v.number(),
  existing: v.number(),
  skipped: v.record(v.string(), v.number()),
});
export type MemoryImportResult = v.InferOutput<typeof memoryImportResult>;
