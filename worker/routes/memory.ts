import { Hono } from "hono";
import { EXTENSIONS, MEDIA_TYPES } from "../../common/contracts/formats";
import { type MemoryImportResult, memoryExportQuery, memoryImportBody } from "../../common/contracts/memory";
import { MAX_IMPORT_BODY_BYTES, MAX_IMPORT_BYTES } from "../../common/contracts/translations";
import type { AppEnv } from "../env";
import { clientIp, requireAccount, requireRole } from "../http/auth";
import { limitBody, tooLargeField, validate } from "../http/validate";
import { sourceLocaleOf } from "../lib/source-locale";
import { recordAudit } from "../services/identity";
import { exportMemory, importMemory } from "../services/memory";

/**
 * The translation memory's files under `/api/admin/translations/memory` (mounted by
 * ./admin-translations.ts, behind the admin API guard): TMX in (admins: it feeds every
 * translator's suggestions), TMX out (anyone signed in, as the translations' export).
 */
export const memoryApi = new Hono<AppEnv>()
  .post(
    "/import",
    limitBody(MAX_IMPORT_BODY_BYTES),
    validate("json", memoryImportBody, tooLargeField("content", MAX_IMPORT_BYTES)),
    async (c) => {
      const admin = requireRole(c, "admin");
      const result = await importMemory(c.env.DB, c.req.valid("json"), sourceLocaleOf(c.env));
      // The memory is its own room (it may not use identity's): the activity log's row is written here, after it.
      if (!result.dryRun && result.added > 0) {
        const entry = { event: "memory.import", actorId: admin.id, actorEmail: admin.email, ip: clientIp(c) } as const;
        await recordAudit(c.env.DB, { ...entry, detail: `added=${result.added}`, details: { count: result.added } });
      }
      return c.json(result satisfies MemoryImportResult);
    },
  )
  .get("/export", validate("query", memoryExportQuery), async (c) => {
    requireAccount(c);
    const { format } = c.req.valid("query");
    const text = await exportMemory(c.env.DB, sourceLocaleOf(c.env));
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    return c.body(text, 200, {
      "Content-Type": MEDIA_TYPES[format],
      "Content-Disposition": `attachment; filename="memory-${stamp}.${EXTENSIONS[format]}"`,
    });
  });
