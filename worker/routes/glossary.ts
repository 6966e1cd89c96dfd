import { type Context, Hono } from "hono";
import { canReviewLocale, type SessionAccount } from "../../common/auth";
import {
  createTermBody,
  deleteTermQuery,
  exportQuery,
  importGlossaryBody,
  MAX_GLOSSARY_BODY_BYTES,
  MAX_GLOSSARY_FILE_CHARS,
  MAX_GLOSSARY_IMPORT_BYTES,
  termParams,
  type UpdateTermInput,
  updateTermBody,
} from "../../common/contracts/glossary";
import { exportGlossary } from "../../common/glossary/formats";
import type { AppEnv } from "../env";
import { clientIp, requireAccount, requireRole } from "../http/auth";
import { limitBody, tooLargeField, validate } from "../http/validate";
import { AppError } from "../lib/errors";
import { sourceLocaleOf } from "../lib/source-locale";
import {
  createTerm,
  deleteTerm,
  type GlossaryActor,
  getTerm,
  glossaryTerms,
  importGlossary,
  updateTerm,
} from "../services/glossary";

const actorOf = (c: Context<AppEnv>, account: SessionAccount): GlossaryActor => ({
  id: account.id,
  email: account.email,
  ip: clientIp(c),
});

const TERM_FIELDS = ["term", "description", "caseSensitive", "doNotTranslate"] as const;

/** A change's fields by role: the term's own fields are admins'; a locale's, its reviewers' too (403 names it). */
function requireChangeRights(account: SessionAccount, input: UpdateTermInput): void {
  if (account.role !== "admin" && TERM_FIELDS.some((field) => input[field] !== undefined)) {
    throw new AppError(403, "Only an admin may change a term itself; reviewers change their locales' translations");
  }
  for (const locale of Object.keys(input.translations ?? {})) {
    if (!canReviewLocale(account, locale as never)) {
      throw new AppError(403, `You may not change the glossary's translations in ${locale}`);
    }
  }
}

/**
 * `/api/admin/glossary`: every signed-in account reads it (translators need it to translate);
 * admins add, change, delete, import; admins and a locale's reviewers edit its translations
 * and forbidden variants (docs/decisions/0067-glossary.md).
 */
export const glossaryApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    requireAccount(c);
    c.header("Cache-Control", "no-store");
    return c.json({ terms: await glossaryTerms(c.env.DB) });
  })
  .get("/export", validate("query", exportQuery), async (c) => {
    requireAccount(c);
    const { format } = c.req.valid("query");
    const body = exportGlossary(await glossaryTerms(c.env.DB), format, sourceLocaleOf(c.env));
    c.header("Content-Type", format === "csv" ? "text/csv; charset=utf-8" : "application/x-tbx+xml; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="glossary.${format}"`);
    c.header("Cache-Control", "no-store");
    return c.body(body);
  })
  .post(
    "/import",
    limitBody(MAX_GLOSSARY_IMPORT_BYTES),
    validate("json", importGlossaryBody, tooLargeField("content", MAX_GLOSSARY_FILE_CHARS)),
    async (c) => {
      const admin = requireRole(c, "admin");
      return c.json(await importGlossary(c.env.DB, c.req.valid("json"), actorOf(c, admin), sourceLocaleOf(c.env)));
    },
  )
  .post("/", limitBody(MAX_GLOSSARY_BODY_BYTES), validate("json", createTermBody), async (c) => {
    const admin = requireRole(c, "admin");
    return c.json({ term: await createTerm(c.env.DB, c.req.valid("json"), actorOf(c, admin)) }, 201);
  })
  .get("/:id", validate("param", termParams), async (c) => {
    requireAccount(c);
    return c.json({ term: await getTerm(c.env.DB, c.req.valid("param").id) });
  })
  .patch(
    "/:id",
    validate("param", termParams),
    limitBody(MAX_GLOSSARY_BODY_BYTES),
    validate("json", updateTermBody),
    async (c) => {
      const account = requireAccount(c);
      const input = c.req.valid("json");
      requireChangeRights(account, input);
      return c.json({ term: await updateTerm(c.env.DB, c.req.valid("param").id, input, actorOf(c, account)) });
    },
  )
  .delete("/:id", validate("param", termParams), validate("query", deleteTermQuery), async (c) => {
    const admin = requireRole(c, "admin");
    await deleteTerm(c.env.DB, c.req.valid("param").id, c.req.valid("query").version, actorOf(c, admin));
    return c.body(null, 204);
  });
