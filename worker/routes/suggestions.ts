import { Hono } from "hono";
import { canEditLocale } from "../../common/auth";
import {
  type PretranslateResult,
  type PropagateResult,
  pretranslateBody,
  propagateBody,
  type SameSourceResult,
  type SuggestionsResult,
  suggestionsQuery,
} from "../../common/contracts/suggestions";
import { cellParams, MAX_EDIT_BODY_BYTES } from "../../common/contracts/translations";
import type { LocaleCode } from "../../common/locales";
import type { AppEnv } from "../env";
import { requireAccount, requireLocale } from "../http/auth";
import { limitBody, validate } from "../http/validate";
import { sourceLocaleOf } from "../lib/source-locale";
import { pretranslate, propagate, sameSource, suggestions } from "../services/suggestions";

/**
 * Suggestions, pre-translation and propagation under `/api/admin/translations`
 * (docs/decisions/0062-suggestions.md, docs/admin-api.md), mounted beside the translation API
 * behind the same session guard. Suggestions need the rights of reading the translation
 * (signed in); pre-translation and propagation those of editing its locale.
 */
export const suggestionsApi = new Hono<AppEnv>()
  .get(
    "/keys/:name/suggestions/:locale",
    validate("param", cellParams),
    validate("query", suggestionsQuery),
    async (c) => {
      requireAccount(c);
      const { name, locale } = c.req.valid("param");
      const result = await suggestions(c.env, name, locale, sourceLocaleOf(c.env), c.req.valid("query").from);
      return c.json(result satisfies SuggestionsResult);
    },
  )
  .get("/keys/:name/same-source/:locale", validate("param", cellParams), async (c) => {
    requireAccount(c);
    const { name, locale } = c.req.valid("param");
    return c.json((await sameSource(c.env.DB, name, locale, sourceLocaleOf(c.env))) satisfies SameSourceResult);
  })
  .post(
    "/keys/:name/propagate/:locale",
    validate("param", cellParams),
    limitBody(MAX_EDIT_BODY_BYTES),
    validate("json", propagateBody),
    async (c) => {
      const { name, locale } = c.req.valid("param");
      const account = requireLocale(c, locale);
      const result = await propagate(c.env, name, locale, c.req.valid("json"), account, sourceLocaleOf(c.env));
      return c.json(result satisfies PropagateResult);
    },
  )
  .post("/pretranslate", limitBody(MAX_EDIT_BODY_BYTES), validate("json", pretranslateBody), async (c) => {
    const signedIn = requireAccount(c);
    const account = {
      email: signedIn.email,
      id: signedIn.id,
      canEdit: (l: LocaleCode) => canEditLocale(signedIn, l),
    };
    const result = await pretranslate(c.env, c.req.valid("json"), account, sourceLocaleOf(c.env));
    return c.json(result satisfies PretranslateResult);
  });
