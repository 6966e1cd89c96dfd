import { type Context, Hono } from "hono";
import { canEditLocale } from "../../common/auth";
import { isLocaleCode, LOCALE_CODES, type LocaleCode } from "../../common/locales";
import { keyNameError, valueError } from "../../common/text";
import type { AppEnv } from "../env";
import { requireLocaleAccess, requireRole, requireUser } from "../middleware/guards";
import { AppError, invalid } from "../services/errors";
import { publishRevision } from "../services/translations/bundles";
import { FORMATS, type Format, parseImport } from "../services/translations/formats";
import { createKey, deleteKey, describeKey, renameKey } from "../services/translations/keys";
import { completion, type ListQuery, listKeys, withValues } from "../services/translations/query";
import { currentRevision, history, keyId, recentChanges, revertCell, saveCell } from "../services/translations/store";
import { applyImport, exportTranslations, planImport } from "../services/translations/transfer";

/** Import files are read whole: past this, use `npm run i18n:import -- --remote`. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
const MAX_PAGE_SIZE = 500;

/** The JSON body of a mutation, as an object (400 otherwise). */
async function body(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const length = Number(c.req.header("Content-Length") ?? 0);
  if (length > MAX_IMPORT_BYTES + 64 * 1024)
    throw new AppError(413, `The request body exceeds ${MAX_IMPORT_BYTES} bytes`);
  let data: unknown;
  try {
    data = await c.req.json();
  } catch {
    throw invalid("body", "must be a JSON object");
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) throw invalid("body", "must be a JSON object");
  return data as Record<string, unknown>;
}

function locale(value: unknown, field = "locale"): LocaleCode {
  if (!isLocaleCode(value)) throw invalid(field, "must be one of sk, en, cz, hr, pl, hu, si, rs, de, ru");
  return value;
}

function keyName(value: unknown, field = "name"): string {
  const problem = keyNameError(value);
  if (problem) throw invalid(field, problem);
  return value as string;
}

function integer(value: string | undefined, field: string, fallback: number, min: number, max: number): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw invalid(field, `must be an integer from ${min} to ${max}`);
  return n;
}

function listQuery(c: Context<AppEnv>): ListQuery {
  const q = c.req.query();
  const sort = q.sort ?? "name";
  if (sort !== "name" && sort !== "updated") throw invalid("sort", "must be name or updated");
  const order = q.order ?? (sort === "updated" ? "desc" : "asc");
  if (order !== "asc" && order !== "desc") throw invalid("order", "must be asc or desc");
  if (q.changedSince !== undefined && Number.isNaN(Date.parse(q.changedSince))) {
    throw invalid("changedSince", "must be an ISO 8601 date-time");
  }
  if (q.placeholders !== undefined && q.placeholders !== "mismatch") throw invalid("placeholders", "must be mismatch");
  return {
    q: q.q?.slice(0, 200),
    missing: q.missing ? locale(q.missing, "missing") : undefined,
    changedSince: q.changedSince ? new Date(q.changedSince).toISOString() : undefined,
    placeholderMismatch: q.placeholders === "mismatch",
    sort,
    order,
    page: integer(q.page, "page", 1, 1, 1_000_000),
    pageSize: integer(q.pageSize, "pageSize", 50, 1, MAX_PAGE_SIZE),
    locales: q.locales ? q.locales.split(",").map((l) => locale(l, "locales")) : undefined,
  };
}

/** After every change: the next public request here sees it. */
const publish = (c: Context<AppEnv>) => publishRevision(c.env.DB, c.env.CACHE);

/**
 * The translation admin API under `/api/admin/translations` (the admin API
 * guard has checked the session and CSRF rules). Translators edit values in
 * their locales; keys, imports outside their locales and deletes need an admin.
 */
export const adminTranslations = new Hono<AppEnv>()
  .get("/", async (c) => {
    requireUser(c);
    const query = listQuery(c);
    const [list, revision] = await Promise.all([listKeys(c.env.DB, query), currentRevision(c.env.DB)]);
    return c.json({ ...list, revision });
  })
  .get("/stats", async (c) => {
    requireUser(c);
    const [stats, recent] = await Promise.all([completion(c.env.DB), recentChanges(c.env.DB, 20)]);
    return c.json({ ...stats, recent });
  })
  .get("/export", async (c) => {
    requireUser(c);
    const format = (c.req.query("format") ?? "nested-json") as Format;
    if (!FORMATS.includes(format)) throw invalid("format", `must be one of ${FORMATS.join(", ")}`);
    const only = c.req.query("locale") ? locale(c.req.query("locale")) : undefined;
    const text = await exportTranslations(c.env.DB, format, only);
    const ext = format === "csv" ? "csv" : "json";
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    return c.body(text, 200, {
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="translations-${only ?? "all"}-${format}-${stamp}.${ext}"`,
    });
  })
  .post("/keys", async (c) => {
    const user = requireRole(c, "admin");
    const data = await body(c);
    const name = keyName(data.name);
    await createKey(c.env.DB, name, data.description, user.email);
    await publish(c);
    return c.json({ name }, 201);
  })
  .get("/keys/:name", async (c) => {
    requireUser(c);
    const name = keyName(c.req.param("name"));
    const id = await keyId(c.env.DB, name);
    const row = await c.env.DB.prepare(
      "SELECT id, name, description, updated_at AS updatedAt FROM i18n_keys WHERE id = ?",
    )
      .bind(id)
      .first<{ id: number; name: string; description: string; updatedAt: string }>();
    const [withCells] = await withValues(c.env.DB, row ? [row] : [], [...LOCALE_CODES]);
    return c.json({ key: withCells, history: await history(c.env.DB, id) });
  })
  .patch("/keys/:name", async (c) => {
    const user = requireRole(c, "admin");
    const name = keyName(c.req.param("name"));
    const data = await body(c);
    if (data.name === undefined && data.description === undefined)
      throw invalid("body", "must set name or description");
    if (data.description !== undefined) await describeKey(c.env.DB, name, data.description, user.email);
    const renamed = data.name === undefined ? name : keyName(data.name);
    if (renamed !== name) await renameKey(c.env.DB, name, renamed, user.email);
    await publish(c);
    return c.json({ name: renamed });
  })
  .delete("/keys/:name", async (c) => {
    const user = requireRole(c, "admin");
    await deleteKey(c.env.DB, keyName(c.req.param("name")), user.email);
    await publish(c);
    return c.body(null, 204);
  })
  .put("/keys/:name/values/:locale", async (c) => {
    const name = keyName(c.req.param("name"));
    const target = locale(c.req.param("locale"));
    const user = requireLocaleAccess(c, target);
    const data = await body(c);
    const problem = valueError(data.text);
    if (problem) throw invalid("text", problem);
    if (!Number.isInteger(data.version) || (data.version as number) < 0) {
      throw invalid("version", "must be the version the edit was based on (0 for an empty cell)");
    }
    const result = await saveCell(
      c.env.DB,
      { key: name, locale: target, text: data.text as string, baseVersion: data.version as number },
      user.email,
    );
    if (result.status === "conflict") {
      return c.json({ error: "This cell was changed by someone else", current: result.current }, 409);
    }
    if (result.status === "saved") await publish(c);
    return c.json({ status: result.status, cell: result.cell });
  })
  .post("/history/:id/revert", async (c) => {
    const user = requireUser(c);
    const id = integer(c.req.param("id"), "id", 0, 1, Number.MAX_SAFE_INTEGER);
    const data = await body(c);
    if (data.version !== undefined && !Number.isInteger(data.version)) throw invalid("version", "must be an integer");
    const result = await revertCell(c.env.DB, id, data.version as number | undefined, user.email, (l) =>
      canEditLocale(user, l),
    );
    if (result.status === "conflict") {
      return c.json({ error: "This cell was changed by someone else", current: result.current }, 409);
    }
    if (result.status === "saved") await publish(c);
    return c.json(result);
  })
  .post("/import", async (c) => {
    const user = requireUser(c);
    const data = await body(c);
    const format = data.format as Format;
    if (!FORMATS.includes(format)) throw invalid("format", `must be one of ${FORMATS.join(", ")}`);
    if (typeof data.content !== "string") throw invalid("content", "must be the file's text");
    if (data.content.length > MAX_IMPORT_BYTES) throw new AppError(413, `The file exceeds ${MAX_IMPORT_BYTES} bytes`);
    const target = data.locale === undefined || data.locale === null ? undefined : locale(data.locale);
    if (data.since !== undefined && (typeof data.since !== "string" || Number.isNaN(Date.parse(data.since)))) {
      throw invalid("since", "must be an ISO 8601 date-time");
    }
    const entries = parseImport(format, data.content, target);
    const forbidden = [...new Set([...(target ? [target] : []), ...entries.map((e) => e.locale)])].filter(
      (l) => !isLocaleCode(l) || !canEditLocale(user, l),
    );
    if (forbidden.length > 0) throw new AppError(403, `You may not edit the locale(s) ${forbidden.join(", ")}`);
    // An import adds the keys it names; adding keys is for admins (as POST /keys is).
    if (user.role !== "admin") {
      const { results } = await c.env.DB.prepare("SELECT name FROM i18n_keys").all<{ name: string }>();
      const known = new Set(results.map((r) => r.name));
      const unknown = [...new Set(entries.map((e) => e.key).filter((k) => !known.has(k)))];
      if (unknown.length > 0)
        throw new AppError(403, `Only admins add keys; not found: ${unknown.slice(0, 5).join(", ")}`, { unknown });
    }
    const since = data.since ? new Date(data.since as string).toISOString() : undefined;
    const plan = await planImport(c.env.DB, entries, since);
    if (data.dryRun !== false) {
      return c.json({ dryRun: true, counts: plan.counts, invalid: plan.invalid, entries: plan.entries.slice(0, 1000) });
    }
    const { written } = await applyImport(c.env.DB, plan, user.email, data.overwriteConflicts === true);
    if (written > 0) await publish(c);
    return c.json({ dryRun: false, counts: plan.counts, written });
  });
