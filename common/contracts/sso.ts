import * as v from "valibot";
import { jsonObject } from "./fields";

/**
 * Single sign-on with OpenID Connect (docs/decisions/0089-single-sign-on.md):
 * `/api/admin/sso/start`, `/api/admin/sso/callback`, `/api/admin/sso/settings`.
 */

/** GET `/sso/start?redirect=…`: where to go once signed in (a path of this site, else /admin). */
export const ssoStartQuery = v.object({
  redirect: v.optional(v.pipe(v.string("must be a string"), v.maxLength(2048, "is too long"))),
});

/** PUT `/sso/settings`: who may sign in through SSO, and whether passwords still may. */
export const ssoSettingsBody = jsonObject({
  allowedDomains: v.pipe(
    v.array(v.pipe(v.string("must be a string"), v.maxLength(253, "is too long")), "must be a list of domains"),
    v.maxLength(100, "has too many domains"),
  ),
  defaultRole: v.picklist(["translator", "reviewer"], 'must be "translator" or "reviewer" (never admin)'),
  onlyExisting: v.boolean("must be true or false"),
  trustProviderMfa: v.boolean("must be true or false"),
  passwordSignIn: v.boolean("must be true or false"),
});

/** GET and PUT `/sso/settings`: the settings, and whether the operator configured a provider. */
export const ssoSettingsView = v.object({
  configured: v.boolean(),
  providerName: v.nullable(v.string()),
  allowedDomains: v.array(v.string()),
  defaultRole: v.picklist(["translator", "reviewer"]),
  onlyExisting: v.boolean(),
  trustProviderMfa: v.boolean(),
  passwordSignIn: v.boolean(),
  breakGlass: v.nullable(v.object({ id: v.number(), email: v.string() })),
});
export type SsoSettingsView = v.InferOutput<typeof ssoSettingsView>;
