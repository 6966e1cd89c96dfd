/**
 * The route table's rows (./api-route-table.ts) for signing in and accounts: sign-in and passkeys,
 * one-time links, people, one's own account, the policy and API tokens. Sessions only: a token
 * may never act on accounts (decision 0068).
 */
import { adminLanguage, adminLanguageBody } from "../../common/contracts/admin-language";
import * as replies from "../../common/contracts/answers";
import * as auth from "../../common/contracts/auth";
import { emailPreferences, emailPreferencesBody } from "../../common/contracts/email";
import * as passkeys from "../../common/contracts/passkeys";
import * as people from "../../common/contracts/people";
import * as sso from "../../common/contracts/sso";
import * as tokens from "../../common/contracts/tokens";
import * as twoFactor from "../../common/contracts/two-factor";
import { type ApiRoute, answers, NO_CONTENT, REDIRECT, route } from "./api-routes";

/** Sessions only. */
const none = null;
const A = "/api/admin/account";

/** Sign-in (a password, a second factor, a passkey), who is signed in, signing out, one-time links. */
export function signInRoutes(): ApiRoute[] {
  const signedIn = answers("SignedIn", replies.signedInAnswer);
  return [
    route("POST", "/api/admin/login", none, "Sign in (sets the session cookie)", {
      ...{ body: auth.loginBody, signedOut: true, response: answers("LoginAnswer", replies.loginAnswer) },
    }),
    route(
      "POST",
      "/api/admin/login/second-factor",
      none,
      "Second step of a sign-in: a code (sets the session cookie)",
      {
        ...{ body: twoFactor.secondFactorBody, signedOut: true, response: signedIn },
      },
    ),
    ...passkeyRoutes(),
    route(
      "GET",
      "/api/admin/sso/start",
      none,
      "Single sign-on: a redirect to the OpenID provider (404 when none is configured)",
      {
        ...{ query: sso.ssoStartQuery, signedOut: true, response: REDIRECT },
      },
    ),
    route(
      "GET",
      "/api/admin/sso/callback",
      none,
      "Single sign-on: the provider's answer (sets the session cookie, redirects)",
      {
        ...{ signedOut: true, response: REDIRECT },
      },
    ),
    route("GET", "/api/admin/sso/settings", none, "Who may sign in through single sign-on (admins)", {
      response: answers("SsoSettings", sso.ssoSettingsView),
    }),
    route("PUT", "/api/admin/sso/settings", none, "Change who may sign in through single sign-on (admins)", {
      ...{ body: sso.ssoSettingsBody, response: answers("SsoSettings", sso.ssoSettingsView) },
    }),
    route("GET", "/api/admin/session", none, "Who is signed in", {
      ...{ signedOut: true, response: answers("SessionAnswer", replies.sessionAnswer) },
    }),
    route("POST", "/api/admin/logout", none, "Sign out", { response: NO_CONTENT }),
    route("GET", "/api/admin/invitations/{token}", none, "A one-time link", {
      ...{ params: people.linkParams, signedOut: true, response: answers("LinkInfo", replies.linkInfo) },
    }),
    route("POST", "/api/admin/invitations/{token}", none, "Accept a one-time link", {
      ...{ params: people.linkParams, body: people.acceptLinkBody, signedOut: true },
      response: answers("LinkAccepted", replies.linkAccepted),
    }),
  ];
}

/** Passkeys (docs/decisions/0083-passkeys.md): one's own, and signing in with one. */
function passkeyRoutes(): ApiRoute[] {
  const P = `${A}/passkeys`;
  const L = "/api/admin/login/passkey";
  const params = passkeys.passkeyParams;
  const options = answers("WebAuthnOptions", passkeys.webauthnOptions);
  const passkey = (status: 200 | 201 = 200) => answers("Passkey", passkeys.passkeyView, status);
  return [
    route("POST", `${L}/options`, none, "Options to sign in with a passkey (alone, or after a password's challenge)", {
      ...{ body: passkeys.passkeyOptionsBody, signedOut: true, response: options },
    }),
    route("POST", L, none, "Sign in with a passkey (sets the session cookie)", {
      ...{ body: passkeys.passkeyLoginBody, signedOut: true, response: answers("SignedIn", replies.signedInAnswer) },
    }),
    route("GET", P, none, "One's passkeys", { response: answers("PasskeyList", passkeys.passkeyList) }),
    route("POST", `${P}/options`, none, "Options to register a passkey", { response: options }),
    route("POST", P, none, "Register a passkey, named", { body: passkeys.registerPasskeyBody, response: passkey(201) }),
    route("PATCH", `${P}/{id}`, none, "Rename a passkey", {
      ...{ params, body: passkeys.renamePasskeyBody, response: passkey() },
    }),
    route("POST", `${P}/verify/options`, none, "Options to prove one of one's passkeys again", { response: options }),
    route("POST", `${P}/verify`, none, "Prove a passkey again (valid 5 minutes)", {
      ...{ body: passkeys.verifyPasskeyBody, response: answers("SecondFactorProof", replies.secondFactorProof) },
    }),
    route("DELETE", `${P}/{id}`, none, "Remove a passkey (a fresh second factor)", { params, response: NO_CONTENT }),
  ];
}

/** People (admins), one's own account (sessions, password, email, language, two-factor), the policy, tokens. */
export function accountRoutes(): ApiRoute[] {
  const P = "/api/admin/people";
  const id = people.personParams;
  const sessionsEnded = answers("SessionsEnded", replies.sessionsEnded);
  const preferences = answers("EmailPreferences", emailPreferences);
  const codes = answers("RecoveryCodes", replies.recoveryCodes);
  const policy = answers("AccountPolicy", replies.accountPolicyView);
  return [
    route("GET", P, none, "Accounts", { response: answers("PeopleList", replies.peopleList) }),
    route("POST", P, none, "Create an account", {
      ...{ body: people.createPersonBody, response: answers("CreatedPerson", replies.createdPerson, 201) },
    }),
    route("GET", `${P}/{id}`, none, "An account and its sessions", {
      ...{ params: id, response: answers("PersonDetail", replies.personDetail) },
    }),
    route("PATCH", `${P}/{id}`, none, "Change an account", {
      ...{ params: id, body: people.updatePersonBody, response: answers("PersonChanged", replies.personOne) },
    }),
    route("POST", `${P}/{id}/reset`, none, "A password-reset link", {
      ...{ params: id, response: answers("ResetLink", replies.resetLink, 201) },
    }),
    route("DELETE", `${P}/{id}/totp`, none, "Turn off an account's two-factor sign-in (ends its sessions)", {
      ...{ params: id, response: NO_CONTENT },
    }),
    route("DELETE", `${P}/{id}/sessions`, none, "End an account's sessions", { params: id, response: sessionsEnded }),
    route("DELETE", `${P}/{id}/sessions/{sessionId}`, none, "End one session", {
      ...{ params: people.personSessionParams, response: NO_CONTENT },
    }),
    route("GET", `${A}/sessions`, none, "One's own sessions", {
      response: answers("SessionList", replies.sessionList),
    }),
    route("DELETE", `${A}/sessions/{sessionId}`, none, "End one's own session", {
      ...{ params: people.ownSessionParams, response: answers("SessionEnded", replies.sessionEnded) },
    }),
    route("POST", `${A}/password`, none, "Change one's password", {
      ...{ body: people.changePasswordBody, response: NO_CONTENT },
    }),
    route("GET", `${A}/email-preferences`, none, "One's email preferences, per notification kind", {
      response: preferences,
    }),
    route("PUT", `${A}/email-preferences`, none, "Change one's email preferences", {
      ...{ body: emailPreferencesBody, response: preferences },
    }),
    route("PUT", `${A}/language`, none, "Choose the admin's language for one's account (null: the browser's)", {
      ...{ body: adminLanguageBody, response: answers("AdminLanguage", adminLanguage) },
    }),
    route("GET", `${A}/totp`, none, "One's two-factor sign-in: on or off, recovery codes left", {
      response: answers("TwoFactorState", replies.twoFactorState),
    }),
    route("POST", `${A}/totp`, none, "Set up an authenticator app (its key, not active yet)", {
      response: answers("TotpEnrolment", replies.totpEnrolment, 201),
    }),
    route("POST", `${A}/totp/confirm`, none, "Turn the app on with a first code (recovery codes shown once)", {
      ...{ body: twoFactor.confirmTotpBody, response: codes },
    }),
    route("POST", `${A}/totp/recovery-codes`, none, "Ten new recovery codes, shown once (a fresh second factor)", {
      response: codes,
    }),
    route("POST", `${A}/totp/verify`, none, "Prove a second factor again (valid 5 minutes)", {
      ...{ body: twoFactor.confirmTotpBody, response: answers("SecondFactorProof", replies.secondFactorProof) },
    }),
    route("DELETE", `${A}/sessions`, none, "End one's other sessions (sign out everywhere else)", {
      response: sessionsEnded,
    }),
    route("DELETE", `${A}/totp`, none, "Turn the app off (a code, or the password and a fresh second factor)", {
      ...{ body: twoFactor.disableTotpBody, response: NO_CONTENT },
    }),
    route("GET", "/api/admin/policy", none, "The account policy", { response: policy }),
    route("PUT", "/api/admin/policy", none, "Change the account policy (require two-factor sign-in)", {
      ...{ body: twoFactor.policyBody, response: policy },
    }),
    route("GET", "/api/admin/tokens", none, "One's API tokens (and, for an admin, the project tokens)", {
      response: answers("TokenList", replies.tokenList),
    }),
    route("POST", "/api/admin/tokens", none, "Create an API token (secret shown once; a fresh second factor)", {
      ...{ body: tokens.createTokenBody, response: answers("CreatedToken", replies.createdToken, 201) },
    }),
    route("DELETE", "/api/admin/tokens/{id}", none, "Revoke an API token", {
      ...{ params: tokens.tokenParams, response: NO_CONTENT },
    }),
  ];
}
