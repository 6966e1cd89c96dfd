import * as v from "valibot";
import { jsonObject } from "./fields";

/**
 * Requests of the admin sign-in API (`/api/admin`). The sign-in body is only
 * typed here: which field is missing or implausible is the sign-in service's
 * answer (a sentence per field), so one rule serves the API and the no-JavaScript form.
 */

/** A sign-in body is an email, a password and a captcha token: a few kilobytes at most. */
export const MAX_LOGIN_BODY_BYTES = 16 * 1024;

const optionalString = v.optional(v.string("must be a string"));

/** POST `/login` */
export const loginBody = jsonObject({
  email: optionalString,
  password: optionalString,
  captchaToken: optionalString,
  redirect: v.nullish(v.string("must be a string")),
});

/** The most audit events one request may ask for. */
export const MAX_AUDIT_LIMIT = 500;

/** GET `/audit`: newest first; `before` (an event id, the previous answer's `next`) pages back. */
export const auditQuery = v.object({
  before: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,15}$/, "must be an event id"),
      v.transform(Number),
      v.minValue(1, "must be an event id"),
    ),
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, `must be an integer from 1 to ${MAX_AUDIT_LIMIT}`),
      v.transform(Number),
      v.minValue(1, `must be an integer from 1 to ${MAX_AUDIT_LIMIT}`),
      v.maxValue(MAX_AUDIT_LIMIT, `must be an integer from 1 to ${MAX_AUDIT_LIMIT}`),
    ),
  ),
});
