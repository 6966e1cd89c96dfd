import * as v from "valibot";
import { jsonObject } from "./fields";

/**
 * Two-factor sign-in and the account policy (docs/decisions/0082-two-factor-sign-in.md).
 * `/api/admin/login/second-factor`, `/api/admin/account/totp…`, `/api/admin/policy`.
 */

/** A challenge, a code: a few kilobytes at most. */
export const MAX_TWO_FACTOR_BODY_BYTES = 8 * 1024;

const optionalString = v.optional(v.string("must be a string"));

/** POST `/login/second-factor`: which field is missing is the service's answer, as for the password. */
export const secondFactorBody = jsonObject({
  challenge: optionalString,
  code: optionalString,
  redirect: v.nullish(v.string("must be a string")),
});

/** POST `/account/totp/confirm` */
export const confirmTotpBody = jsonObject({
  code: v.pipe(v.string("must be a string"), v.maxLength(64, "is too long")),
});

/** DELETE `/account/totp`: a current code (or a recovery code), or the password. */
export const disableTotpBody = jsonObject({
  code: v.optional(v.pipe(v.string("must be a string"), v.maxLength(64, "is too long"))),
  password: optionalString,
});

/** PUT `/policy` */
/** PUT `/policy`: whom a second factor is required of — nobody (false), admins, reviewers (and admins), or everyone (true). */
export const policyBody = jsonObject({
  requireTwoFactor: v.union(
    [v.boolean(), v.picklist(["admins", "reviewers"])],
    'must be true (everyone), "reviewers" (reviewers and admins), "admins" or false',
  ),
});

export type {
  AccountPolicyView,
  RecoveryCodes,
  SecondFactorProof,
  TotpEnrolment,
  TwoFactorState,
} from "./answers";
