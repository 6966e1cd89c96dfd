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

export type { LinkAccepted, LoginAnswer, SessionAnswer } from "./answers";
