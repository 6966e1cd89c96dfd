import { Hono } from "hono";
import { canEditLocale, canReviewLocale, editableLocaleList } from "../../common/auth";
import { EXTENSIONS, MEDIA_TYPES } from "../../common/contracts/formats";
import type {
  ImportList,
  KeyDetail,
  KeyHistory,
  KeyNameResult,
  LocaleSettingsOk,
  RecheckResult,
  RevertOk,
  RevertPreview,
  ReviewOk,
  SaveOk,
  Stats,
  Translation,
  UndoApplied,
  UndoPreview,
} from "../../common/contracts/translation-responses";
import {
  cellParams,
  createKeyBody,
  deleteKeysBody,
  type ExportReport,
  exportQuery,
  historyParams,
  importBody,
  importParams,
  importsQuery,
  keyParams,
  listQuery,
  localeParams,
  localeSettingsBody,
  MAX_BULK_DELETE_BODY_BYTES,
  MAX_EDIT_BODY_BYTES,
  MAX_IMPORT_BODY_BYTES,
  MAX_IMPORT_BYTES,
  recheckBody,
  requestChangesBody,
  revertBody,
  reviewBody,
  saveBody,
  undoBody,
  updateKeyBody,
} from "../../common/contracts/translations";
import type { AppEnv } from "../env";
import { requireAccount, requireLocale, requireRole } from "../http/auth";
import { limitBody, tooLargeField, validate } from "../http/validate";
import { AppError } from "../lib/errors";
import { sourceLocaleOf } from "../lib/source-locale";
import {
  approveTranslation,
  confirmTranslation,
  createKey,
  deleteKey,
  deleteKeys,
  exportTranslations,
  historyOfEntry,
  importRequest,
  keyDetail,
  listImports,
  listPage,
  recheckPage,
  requestChanges,
  revertPreview,
  revertTranslation,
  saveTranslation,
  setReviewedOnly,
  translationStats,
  undoImport,
  undoPreview,
  updateKey,
} from "../services/translations";
import { memoryApi } from "./memory";

/** A stale save or revert: the client shows the `current` cell next to its own text. */
const conflict = (current: Translation | null) =>
  new AppError(409, "This cell was changed by someone else", { current });

/** A file over MAX_IMPORT_BYTES is a body too large (413, as docs/admin-api.md says), not a 400. */
const fileTooLarge = tooLargeField("content", MAX_IMPORT_BYTES);

/** How many messages of an export its format cannot express (docs/decisions/0085-files-other-tools-read.md). */
const WARNINGS_HEADER = "X-Polyglot-Warnings";

/**
 * The translation admin API under `/api/admin/translations` (the admin API
 * guard has checked the session and CSRF rules). Each route parses (the
 * contracts of common/contracts/translations.ts), authorises, calls one
 * service and answers; the services publish what they change. Translators
 * edit values in their locales; keys, imports outside their locales and
 * deletes need an admin.
 */
export const adminTranslations = new Hono<AppEnv>()
  .get("/", validate("query", listQuery), async (c) => {
    requireAccount(c);
    return c.json(await listPage(c.env.DB, sourceLocaleOf(c.env), c.req.valid("query")));
  })
  .get("/stats", async (c) => {
    const sourceLocale = sourceLocaleOf(c.env);
    const account = requireAccount(c);
    // The feed is filtered here, by the session, not in the browser: a translator sees their locales' changes.
    return c.json((await translationStats(c.env, sourceLocale, editableLocaleList(account))) satisfies Stats);
  })
  .get("/export", validate("query", exportQuery), async (c) => {
    requireAccount(c);
    const { format, locale, version, report } = c.req.valid("query");
    const { text, warnings, file } = await exportTranslations(c.env.DB, format, locale, {
      sourceLocale: sourceLocaleOf(c.env),
      version,
    });
    c.header(WARNINGS_HEADER, String(warnings.length));
    if (report === "1") return c.json((file ? { text, warnings, file } : { text, warnings }) satisfies ExportReport);
    const ext = EXTENSIONS[format];
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    return c.body(text, 200, {
      "Content-Type": MEDIA_TYPES[format],
      "Content-Disposition": `attachment; filename="translations-${locale ?? "all"}-${format}-${stamp}.${ext}"`,
    });
  })
  .post("/keys", limitBody(MAX_EDIT_BODY_BYTES), validate("json", createKeyBody), async (c) => {
    const account = requireRole(c, "admin");
    const { name, description } = c.req.valid("json");
    await createKey(c.env, name, description, account.email);
    return c.json({ name } satisfies KeyNameResult, 201);
  })
  .post("/recheck", limitBody(MAX_EDIT_BODY_BYTES), validate("json", recheckBody), async (c) => {
    requireRole(c, "admin");
    const page = await recheckPage(c.env.DB, sourceLocaleOf(c.env), c.req.valid("json").after);
    return c.json(page satisfies RecheckResult);
  })
  .post("/keys/delete", limitBody(MAX_BULK_DELETE_BODY_BYTES), validate("json", deleteKeysBody), async (c) => {
    const account = requireRole(c, "admin");
    return c.json(await deleteKeys(c.env, c.req.valid("json"), account.email));
  })
  .get("/keys/:name", validate("param", keyParams), async (c) => {
    requireAccount(c);
    return c.json((await keyDetail(c.env.DB, c.req.valid("param").name)) satisfies KeyDetail);
  })
  .patch(
    "/keys/:name",
    validate("param", keyParams),
    limitBody(MAX_EDIT_BODY_BYTES),
    validate("json", updateKeyBody),
    async (c) => {
      const account = requireRole(c, "admin");
      const { name: key } = c.req.valid("param");
      const name = await updateKey(c.env, key, c.req.valid("json"), account.email, sourceLocaleOf(c.env));
      return c.json({ name } satisfies KeyNameResult);
    },
  )
  .delete("/keys/:name", validate("param", keyParams), async (c) => {
    const account = requireRole(c, "admin");
    await deleteKey(c.env, c.req.valid("param").name, account.email);
    return c.body(null, 204);
  })
  .put(
    "/keys/:name/values/:locale",
    validate("param", cellParams),
    limitBody(MAX_EDIT_BODY_BYTES),
    validate("json", saveBody),
    async (c) => {
      const sourceLocale = sourceLocaleOf(c.env);
      const { name, locale } = c.req.valid("param");
      const account = requireLocale(c, locale);
      const { text, version, origin } = c.req.valid("json");
      // A text taken from a suggestion records where it came from (docs/decisions/0062).
      const written =
        origin && origin.kind !== "typed"
          ? {
              origin: origin.kind,
              key: "key" in origin ? origin.key : null,
              provider: "provider" in origin ? origin.provider : null,
            }
          : undefined;
      const input = { key: name, locale, text, baseVersion: version, origin: written };
      const result = await saveTranslation(c.env, input, account.email, sourceLocale);
      if (result.status === "conflict") throw conflict(result.current);
      return c.json({ status: result.status, cell: result.cell, publish: result.publish } satisfies SaveOk);
    },
  )
  .post(
    "/keys/:name/values/:locale/approve",
    validate("param", cellParams),
    limitBody(MAX_EDIT_BODY_BYTES),
    validate("json", reviewBody),
    async (c) => {
      const { name, locale } = c.req.valid("param");
      const account = requireAccount(c);
      // Reviewers in their locales, admins everywhere; a translator never (docs/decisions/0055).
      if (!canReviewLocale(account, locale)) throw new AppError(403, `You may not approve ${locale} texts`);
      const input = { key: name, locale, version: c.req.valid("json").version };
      const { cell, publish } = await approveTranslation(c.env, input, account.email);
      return c.json({ cell, publish } satisfies ReviewOk);
    },
  )
  .post(
    "/keys/:name/values/:locale/confirm",
    validate("param", cellParams),
    limitBody(MAX_EDIT_BODY_BYTES),
    validate("json", reviewBody),
    async (c) => {
      const { name, locale } = c.req.valid("param");
      const account = requireLocale(c, locale);
      const input = { key: name, locale, version: c.req.valid("json").version };
      // A translator's confirm never makes a text reviewed: it then needs review (docs/decisions/0074).
      const { cell, publish } = await confirmTranslation(c.env, input, account.email, canReviewLocale(account, locale));
      return c.json({ cell, publish } satisfies ReviewOk);
    },
  )
  .post(
    "/keys/:name/values/:locale/request-changes",
    validate("param", cellParams),
    limitBody(MAX_EDIT_BODY_BYTES),
    validate("json", requestChangesBody),
    async (c) => {
      const { name, locale } = c.req.valid("param");
      const account = requireAccount(c);
      // Reviewers in their locales and admins send a text back; a translator never (docs/decisions/0074).
      if (!canReviewLocale(account, locale)) throw new AppError(403, `You may not request changes to ${locale} texts`);
      const { version, reason } = c.req.valid("json");
      const { cell, publish } = await requestChanges(c.env, { key: name, locale, version, reason }, account.email);
      return c.json({ cell, publish } satisfies ReviewOk);
    },
  )
  .put(
    "/locales/:locale",
    validate("param", localeParams),
    limitBody(MAX_EDIT_BODY_BYTES),
    validate("json", localeSettingsBody),
    async (c) => {
      const account = requireRole(c, "admin");
      const { locale } = c.req.valid("param");
      const result = await setReviewedOnly(c.env, locale, c.req.valid("json").reviewedOnly, account);
      return c.json(result satisfies LocaleSettingsOk);
    },
  )
  .get("/history/:id", validate("param", historyParams), async (c) => {
    requireAccount(c);
    return c.json((await historyOfEntry(c.env.DB, c.req.valid("param").id)) satisfies KeyHistory);
  })
  .post(
    "/history/:id/revert",
    validate("param", historyParams),
    limitBody(MAX_EDIT_BODY_BYTES),
    validate("json", revertBody),
    async (c) => {
      const sourceLocale = sourceLocaleOf(c.env);
      const account = requireAccount(c);
      const canEdit = (locale: Parameters<typeof canEditLocale>[1]) => canEditLocale(account, locale);
      const { id } = c.req.valid("param");
      const result = await revertTranslation(c.env, id, c.req.valid("json"), account.email, canEdit, sourceLocale);
      if (result.status === "conflict") throw conflict(result.current);
      return c.json(result satisfies RevertOk);
    },
  )
  .get("/history/:id/revert", validate("param", historyParams), async (c) => {
    requireAccount(c);
    return c.json((await revertPreview(c.env.DB, c.req.valid("param").id)) satisfies RevertPreview);
  })
  .get("/imports", validate("query", importsQuery), async (c) => {
    const account = requireAccount(c);
    const imports = await listImports(c.env.DB, c.req.valid("query").limit, editableLocaleList(account));
    return c.json({ imports } satisfies ImportList);
  })
  .get("/imports/:id/undo", validate("param", importParams), async (c) => {
    requireAccount(c);
    return c.json((await undoPreview(c.env.DB, c.req.valid("param").id)) satisfies UndoPreview);
  })
  .post(
    "/imports/:id/undo",
    validate("param", importParams),
    limitBody(MAX_EDIT_BODY_BYTES),
    validate("json", undoBody),
    async (c) => {
      const sourceLocale = sourceLocaleOf(c.env);
      const account = requireAccount(c);
      const canEdit = (locale: Parameters<typeof canEditLocale>[1]) => canEditLocale(account, locale);
      const { id } = c.req.valid("param");
      const result = await undoImport(c.env, id, c.req.valid("json").basis, account.email, canEdit, sourceLocale);
      return c.json(result satisfies UndoApplied);
    },
  )
  .post("/import", limitBody(MAX_IMPORT_BODY_BYTES), validate("json", importBody, fileTooLarge), async (c) => {
    const account = requireAccount(c);
    const importer = {
      actor: account.email,
      canEdit: (locale: Parameters<typeof canEditLocale>[1]) => canEditLocale(account, locale),
      canAddKeys: account.role === "admin",
    };
    const sourceLocale = sourceLocaleOf(c.env);
    return c.json(await importRequest(c.env, c.req.valid("json"), importer, sourceLocale));
  })
  .route("/memory", memoryApi);
