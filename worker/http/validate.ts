import { sValidator } from "@hono/standard-validator";
import type { Context, MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import type { ValidationTargets } from "hono/types";
import type { GenericSchema } from "valibot";
import type { FieldError } from "../../common/contracts/problem";
import { AppError, BodyError } from "../lib/errors";
import { bodyLimit } from "./body-limit";

/**
 * Hono's validator over a contract (common/contracts/): a failed check is a 400
 * problem naming every failing field; the handler reads `c.req.valid(target)`.
 * A body that is not JSON is a 400 problem too (Hono's "Malformed JSON"), and so is
 * one that is not valid Unicode (bytes that are not UTF-8, a lone surrogate escape).
 */

/** A Standard Schema issue, as the validator hands it over (any vendor). */
interface Issue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
}

/** `drafts.home.title`: the issue's path, dot-joined; the whole input is named by its target. */
export function issuePath(target: string, path: Issue["path"]): string {
  const keys = (path ?? []).map((segment) => String(typeof segment === "object" ? segment.key : segment));
  return keys.length > 0 ? keys.join(".") : target === "json" ? "body" : target;
}

export function fieldErrors(target: string, issues: readonly Issue[]): FieldError[] {
  return issues.map((issue) => ({ path: issuePath(target, issue.path), message: issue.message }));
}

/** The 400 a failed contract answers: `detail` says it in one sentence, `errors` field by field. */
export function validationError(errors: FieldError[]): AppError {
  const detail = errors.map((e) => `${e.path} ${e.message}`).join("; ");
  return new AppError(400, `The request is invalid: ${detail}`, { errors });
}

/**
 * `refuse` turns the failing fields into another answer where 400 is wrong: a path
 * naming a resource that does not exist (`/api/i18n/xx`) is a 404.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends GenericSchema>(
  target: Target,
  schema: Schema,
  refuse: (errors: FieldError[], input: unknown) => AppError = validationError,
) {
  const validator = sValidator(target, schema, (result) => {
    if (!result.success) throw refuse(fieldErrors(target, result.error), result.data);
  });
  return target === "json" ? (every(unicodeJson, validator) as typeof validator) : validator;
}

/**
 * A field over its size limit makes the body too large (413, as the API promises), not
 * invalid: for a body whose `field` is the payload (an import's file).
 */
export function tooLargeField(field: string, maxLength: number) {
  return (errors: FieldError[], input: unknown): AppError => {
    const value = typeof input === "object" && input !== null ? (input as Record<string, unknown>)[field] : undefined;
    if (typeof value === "string" && value.length > maxLength) {
      return new BodyError(413, `The ${field} exceeds ${maxLength} characters`);
    }
    return validationError(errors);
  };
}

/**
 * Refuses a body over `maxBytes` with a 413 problem: by `Content-Length` when the
 * client sends one, else by counting the bytes as they arrive (http/body-limit.ts).
 */
export function limitBody(maxBytes: number) {
  return bodyLimit(maxBytes, () => new BodyError(413, `The request body exceeds ${maxBytes} bytes`));
}

const mediaType = (c: Context) => (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
/** The media types Hono's validator reads as JSON. */
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * Where `text` (JSON) has a `\uXXXX` escape that decodes to half a UTF-16 surrogate pair,
 * else -1. Such a string is not Unicode: stored, it would become U+FFFD. (Raw surrogates
 * cannot occur in text decoded from UTF-8, so escapes are the only way in.)
 */
export function loneSurrogateEscape(text: string): number {
  // Each match is one escape, consumed whole, so `\\ud800` (a backslash, then text) is no escape.
  const escapes = /\\(?:u([0-9a-fA-F]{4})|[^u])/g;
  let highAt = -1;
  let highEnd = -1;
  for (const match of text.matchAll(escapes)) {
    const code = match[1] === undefined ? -1 : Number.parseInt(match[1], 16);
    const low = code >= 0xdc00 && code <= 0xdfff;
    if (highAt >= 0) {
      if (low && match.index === highEnd) {
        highAt = -1;
        continue;
      }
      return highAt;
    }
    if (low) return match.index;
    if (code >= 0xd800 && code <= 0xdbff) {
      highAt = match.index;
      highEnd = match.index + match[0].length;
    }
  }
  return highAt;
}

/**
 * Reads a JSON body as Unicode before the validator parses it: bytes that are not UTF-8, or
 * a lone surrogate escape, are a 400 problem rather than U+FFFD in the store.
 */
const unicodeJson: MiddlewareHandler = async function unicodeJson(c, next) {
  if (!JSON_TYPE.test(mediaType(c))) return next();
  // Read through Hono's body cache: the validator's `c.req.json()` decodes these same bytes.
  const bytes = await c.req.arrayBuffer();
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new BodyError(400, "The request body is not valid UTF-8");
  }
  const at = loneSurrogateEscape(text);
  if (at >= 0) {
    const half = text.slice(at, at + 6);
    throw new BodyError(
      400,
      `The request body is not valid Unicode: ${half} at character ${at} is half a surrogate pair`,
    );
  }
  await next();
};

/**
 * A form body (the no-JavaScript form targets): at most `maxBytes` (else 413), form-encoded
 * (else 415) and parseable (else 400: a truncated multipart body, say). A copy is parsed: the
 * request's own body stays unread for whoever reads it next (a route, or the page's action).
 */
export function formBody(maxBytes: number): MiddlewareHandler {
  const limit = limitBody(maxBytes);
  return async function formBody(c, next) {
    await limit(c, async () => {
      if (!FORM_TYPES.has(mediaType(c))) throw new BodyError(415, "The request body must be a form");
      try {
        await c.req.raw.clone().formData();
      } catch {
        throw new BodyError(400, "The form in the request body could not be read (truncated or malformed)");
      }
      await next();
    });
  };
}
