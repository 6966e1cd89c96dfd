import * as v from "valibot";
import { integerText, jsonObject } from "./fields";

/**
 * API tokens (`/api/admin/tokens`, docs/decisions/0068-api-tokens.md): requests and answers.
 * A token is `plg_` and 43 base64url characters (32 random bytes); only its SHA-256 is stored.
 */

/** What a token may do; each admin API route names the one it needs (worker/http/api-routes.ts). */
export const TOKEN_SCOPES = [
  "translations:read",
  "translations:write",
  "import",
  "export",
  "glossary",
  "webhooks",
] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** A personal token acts as its account; a project token (admins only) as its creator with the role admin. */
export const TOKEN_KINDS = ["personal", "project"] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

export const TOKEN_PREFIX = "plg_";
/** The whole shape of a token: a header value of any other shape (a cookie's, say) is never looked up. */
export const TOKEN_PATTERN = /^plg_[A-Za-z0-9_-]{43}$/;
export const MAX_TOKEN_NAME_LENGTH = 100;
/** Every token expires; a year at most, so a forgotten one does not live for ever. */
export const MAX_TOKEN_DAYS = 365;
/** What the web UI offers; the API takes any whole number of days from 1 to MAX_TOKEN_DAYS. */
export const TOKEN_DAY_CHOICES = [7, 30, 90, 365] as const;
export const MAX_TOKEN_BODY_BYTES = 4 * 1024;

const scopes = v.pipe(
  v.array(v.picklist(TOKEN_SCOPES, `must be one of ${TOKEN_SCOPES.join(", ")}`), "must be a list of scopes"),
  v.minLength(1, "must name at least one scope"),
  v.maxLength(TOKEN_SCOPES.length, "must name each scope at most once"),
  v.check((list) => new Set(list).size === list.length, "must name each scope at most once"),
);

/** POST `/tokens`. */
export const createTokenBody = jsonObject({
  name: v.pipe(
    v.string("must be a string"),
    v.trim(),
    v.minLength(1, "must not be empty"),
    v.maxLength(MAX_TOKEN_NAME_LENGTH, `must be at most ${MAX_TOKEN_NAME_LENGTH} characters`),
  ),
  scopes,
  expiresInDays: v.pipe(
    v.number(`must be a whole number of days from 1 to ${MAX_TOKEN_DAYS}`),
    v.safeInteger(`must be a whole number of days from 1 to ${MAX_TOKEN_DAYS}`),
    v.minValue(1, `must be a whole number of days from 1 to ${MAX_TOKEN_DAYS}`),
    v.maxValue(MAX_TOKEN_DAYS, `must be a whole number of days from 1 to ${MAX_TOKEN_DAYS}`),
  ),
  kind: v.optional(v.picklist(TOKEN_KINDS, "must be personal or project"), "personal"),
});
export type CreateTokenInput = v.InferOutput<typeof createTokenBody>;

/** DELETE `/tokens/:id`. */
export const tokenParams = v.object({ id: integerText(1, Number.MAX_SAFE_INTEGER) });

export type { ApiToken, CreatedToken, TokenList } from "./answers";
