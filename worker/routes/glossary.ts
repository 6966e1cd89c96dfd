import { type Context, Hono } from "hono";
import { canReviewLocale, type SessionAccount } from "../../common/auth";
import type {
  GlossaryImportResult,
  GlossaryTerm,
  TermList,
  TermOne,
  TermWritten,
} from "../../common/contracts/glossary";
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
import { termReach } from "../../common/glossary/match";
import { LOCALE_CODES } from "../../common/locales";
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
import { type KeysRecheck, keysWithText, queueRechecks, recheckKeys } from "../services/translations";

const actorOf = (c: Context<AppEnv>, account: SessionAccount): GlossaryActor => ({
  id: account.id,
  email: account.email,
  ip: clientIp(c),
});

/**
 * After a glossary change, the texts it touches are rechecked at once (issue 37, item 6): the
 * keys whose texts hold a changed term (as it was and as it is) are found by the search column
 * and their translations' problems rewritten by translations' recheck, here above both rooms
 * (glossary may not import translations). Keys past the request's share go to the rechecks
 * queue. A failure leaves the change made and says so: the warnings then wait for `POST /recheck`.
 */
async function recheckTerms(c: Context<AppEnv>, changed: readonly GlossaryTerm[]): Promise<KeysRecheck | null> {
  const source = sourceLocaleOf(c.env);
  const reach = changed.map((t) => termReach(t, source, LOCALE_CODES));
  try {
    const keys = await keysWithText(
      c.env.DB,
      reach.flatMap((r) => r.needles),
    );
    const locales = [...new Set(reach.flatMap((r) => r.locales))];
    const done = await recheckKeys(c.env.DB, source, keys, locales);
    if (done.pending > 0) await queueRechecks(c.env.RECHECKS, source, keys, locales);
    return done;
  } catch (error) {
    console.error("The recheck after a glossary change failed", error);
    return null;
  }
}

/** The terms an import changed, as they were and as they are (by id; a new or removed one once). */
function changedTerms(before: readonly GlossaryTerm[], after: readonly GlossaryTerm[]): GlossaryTerm[] {
  const was = new Map(before.map((t) => [t.id, t]));
  const out: GlossaryTerm[] = [];
  for (const term of after) {
    const old = was.get(term.id);
    if (old?.version === term.version) continue;
    out.push(term);
    if (old) out.push(old);
  }
  return out;
}

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
    return c.json({ terms: await glossaryTerms(c.env.DB) } satisfies TermList);
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
      const input = c.req.valid("json");
      const before = input.dryRun ? [] : await glossaryTerms(c.env.DB);
      const result = await importGlossary(c.env.DB, input, actorOf(c, admin), sourceLocaleOf(c.env));
      if (input.dryRun || result.counts.new + result.counts.changed === 0)
        return c.json(result satisfies GlossaryImportResult);
      const recheck = await recheckTerms(c, changedTerms(before, await glossaryTerms(c.env.DB)));
      return c.json({ ...result, recheck } satisfies GlossaryImportResult);
    },
  )
  .post("/", limitBody(MAX_GLOSSARY_BODY_BYTES), validate("json", createTermBody), async (c) => {
    const admin = requireRole(c, "admin");
    const term = await createTerm(c.env.DB, c.req.valid("json"), actorOf(c, admin));
    return c.json({ term, recheck: await recheckTerms(c, [term]) } satisfies TermWritten, 201);
  })
  .get("/:id", validate("param", termParams), async (c) => {
    requireAccount(c);
    return c.json({ term: await getTerm(c.env.DB, c.req.valid("param").id) } satisfies TermOne);
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
      const { id } = c.req.valid("param");
      const before = await getTerm(c.env.DB, id);
      const term = await updateTerm(c.env.DB, id, input, actorOf(c, account));
      return c.json({ term, recheck: await recheckTerms(c, [before, term]) } satisfies TermWritten);
    },
  )
  .delete("/:id", validate("param", termParams), validate("query", deleteTermQuery), async (c) => {
    const admin = requireRole(c, "admin");
    const { id } = c.req.valid("param");
    const before = await getTerm(c.env.DB, id);
    await deleteTerm(c.env.DB, id, c.req.valid("query").version, actorOf(c, admin));
    await recheckTerms(c, [before]);
    return c.body(null, 204);
  });
