import { sValidator } from "@hono/standard-validator";
import { bodyLimit } from "hono/body-limit";
import type { ValidationTargets } from "hono/types";
import type { GenericSchema } from "valibot";
import type { FieldError } from "../../common/contracts/problem";
import { AppError } from "../services/errors";

/**
 * Hono's validator over a contract (common/contracts/): a failed check is a 400
 * problem naming every failing field; the handler reads `c.req.valid(target)`.
 * A body that is not JSON is a 400 problem too (Hono's "Malformed JSON").
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
  return sValidator(target, schema, (result) => {
    if (!result.success) throw refuse(fieldErrors(target, result.error), result.data);
  });
}

/**
 * Refuses a body over `maxBytes` with a 413 problem: by `Content-Length` when the
 * client sends one, else by counting the bytes as they arrive.
 */
export function limitBody(maxBytes: number) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError(413, `The request body exceeds ${maxBytes} bytes`);
    },
  });
}
