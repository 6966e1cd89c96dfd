/**
 * Every admin API route, once: its method and path, what it does, what it takes (the valibot
 * contracts the route validates with, the contract of its answer where one is named) and the
 * token scope it needs. A path not listed is a 404 and a method not listed a 405, to anyone
 * (middleware/api-routing.ts); the bearer middleware refuses a token a route listed with
 * `scope: null`; the OpenAPI description (worker/http/openapi.ts) is made from the same rows;
 * and a test walks the app's routes against them (test/worker/api-tokens-openapi.test.ts), so
 * the three cannot drift.
 */
import { auditQuery } from "../../common/contracts/activity";
import { adminLanguage, adminLanguageBody } from "../../common/contracts/admin-language";
import { loginBody } from "../../common/contracts/auth";
import { bulkBody } from "../../common/contracts/bulk";
import * as comments from "../../common/contracts/comments";
import { emailPreferencesBody } from "../../common/contracts/email";
import * as glossary from "../../common/contracts/glossary";
import { inContextBody } from "../../common/contracts/in-context";
import { memoryExportQuery, memoryImportBody } from "../../common/contracts/memory";
import * as inbox from "../../common/contracts/notifications";
import * as passkeys from "../../common/contracts/passkeys";
import * as people from "../../common/contracts/people";
import { previewBody } from "../../common/contracts/preview";
import * as sso from "../../common/contracts/sso";
import * as mt from "../../common/contracts/suggestions";
import * as tasks from "../../common/contracts/tasks";
import { createTokenBody, tokenParams } from "../../common/contracts/tokens";
import * as r from "../../common/contracts/translation-responses";
import * as t from "../../common/contracts/translations";
import * as twoFactor from "../../common/contracts/two-factor";
import * as hooks from "../../common/contracts/webhooks";
import { type ApiRoute, answers, route } from "./api-routes";

const read = "translations:read";
const write = "translations:write";
/** Sessions only: what a token may never do (accounts, people, the audit log, tokens themselves). */
const none = null;
const T = "/api/admin/translations";
const G = "/api/admin/glossary";
const W = "/api/admin/webhooks";
const K = "/api/admin/tasks";
const N = "/api/admin/notifications";
/** Why a token gets no preview: said in the 403, the description and docs/admin-api.md. */
const PREVIEW_TOKEN_REFUSAL =
  "A preview shows drafts only in the browser session that made it, and a token has none: " +
  "sign in and preview from the editor instead";

export const API_ROUTES: readonly ApiRoute[] = [
  route("POST", "/api/admin/login", none, "Sign in (sets the session cookie)", { body: loginBody, signedOut: true }),
  route("POST", "/api/admin/login/second-factor", none, "Second step of a sign-in: a code (sets the session cookie)", {
    ...{ body: twoFactor.secondFactorBody, signedOut: true },
  }),
  ...passkeyRoutes(),
  route(
    "GET",
    "/api/admin/sso/start",
    none,
    "Single sign-on: a redirect to the OpenID provider (404 when none is configured)",
    {
      ...{ query: sso.ssoStartQuery, signedOut: true },
    },
  ),
  route(
    "GET",
    "/api/admin/sso/callback",
    none,
    "Single sign-on: the provider's answer (sets the session cookie, redirects)",
    {
      signedOut: true,
    },
  ),
  route("GET", "/api/admin/session", none, "Who is signed in", { signedOut: true }),
  route("POST", "/api/admin/logout", none, "Sign out"),
  route("GET", "/api/admin/invitations/{token}", none, "A one-time link", {
    params: people.linkParams,
    signedOut: true,
  }),
  route("POST", "/api/admin/invitations/{token}", none, "Accept a one-time link", {
    ...{ params: people.linkParams, body: people.acceptLinkBody, signedOut: true },
  }),
  route("GET", "/api/admin/audit", none, "The activity log (admins)", { query: auditQuery }),
  route("GET", N, read, "Your notifications, newest first", { query: inbox.notificationsQuery }),
  route("POST", `${N}/read`, write, "Mark your notifications read", { body: inbox.markBody }),
  route("POST", `${N}/unread`, write, "Mark your notifications unread", { body: inbox.markBody }),
  route("GET", `${N}/mentionable`, read, "Who @ may name in a comment about a locale", {
    query: inbox.mentionableQuery,
  }),
  route("GET", T, read, "Keys with their translations", {
    query: t.listQuery,
    response: answers("ListResult", r.listResult),
  }),
  route("GET", `${T}/stats`, read, "Completion per locale and recent changes", { response: answers("Stats", r.stats) }),
  route("GET", `${T}/export`, "export", "Export translations as a file", { query: t.exportQuery }),
  route("POST", `${T}/memory/import`, "import", "Import a TMX file into the translation memory (admins)", {
    body: memoryImportBody,
  }),
  route("GET", `${T}/memory/export`, "export", "Export the translation memory as TMX", { query: memoryExportQuery }),
  route("POST", `${T}/keys`, write, "Create a key", {
    ...{ body: t.createKeyBody, response: answers("KeyNameResult", r.keyName, 201) },
  }),
  route("POST", `${T}/recheck`, write, "Run the checks again", {
    ...{ body: t.recheckBody, response: answers("RecheckResult", r.recheckResult) },
  }),
  route("POST", `${T}/keys/delete`, write, "Delete keys", { body: t.deleteKeysBody }),
  route("GET", `${T}/keys/{name}`, read, "A key and its translations", {
    ...{ params: t.keyParams, response: answers("KeyDetail", r.keyDetail) },
  }),
  route("PATCH", `${T}/keys/{name}`, write, "Rename or describe a key", {
    ...{ params: t.keyParams, body: t.updateKeyBody, response: answers("KeyNameResult", r.keyName) },
  }),
  route("DELETE", `${T}/keys/{name}`, write, "Delete a key", { params: t.keyParams }),
  route("PUT", `${T}/keys/{name}/values/{locale}`, write, "Save a translation", {
    ...{ params: t.cellParams, body: t.saveBody, response: answers("SaveOk", r.saveOk) },
  }),
  route("POST", `${T}/keys/{name}/values/{locale}/approve`, write, "Approve a translation", {
    ...{ params: t.cellParams, body: t.reviewBody, response: answers("ReviewOk", r.reviewOk) },
  }),
  route("POST", `${T}/keys/{name}/values/{locale}/confirm`, write, "Confirm an outdated translation", {
    ...{ params: t.cellParams, body: t.reviewBody, response: answers("ReviewOk", r.reviewOk) },
  }),
  route("POST", `${T}/keys/{name}/values/{locale}/request-changes`, write, "Send a translation back with a reason", {
    ...{ params: t.cellParams, body: t.requestChangesBody, response: answers("ReviewOk", r.reviewOk) },
  }),
  route("PUT", `${T}/locales/{locale}`, write, "A locale's settings", {
    ...{ params: t.localeParams, body: t.localeSettingsBody, response: answers("LocaleSettingsOk", r.localeSettings) },
  }),
  route("GET", `${T}/history/{id}`, read, "A key's history", {
    ...{ params: t.historyParams, response: answers("KeyHistory", r.keyHistory) },
  }),
  route("GET", `${T}/history/{id}/revert`, read, "What a revert would do", {
    ...{ params: t.historyParams, response: answers("RevertPreview", r.revertPreview) },
  }),
  route("POST", `${T}/history/{id}/revert`, write, "Revert to a history entry", {
    ...{ params: t.historyParams, body: t.revertBody, response: answers("RevertOk", r.revertOk) },
  }),
  route("GET", `${T}/imports`, "import", "Recent imports", {
    ...{ query: t.importsQuery, response: answers("ImportList", r.importList) },
  }),
  route("GET", `${T}/imports/{id}/undo`, "import", "What undoing an import would do", {
    ...{ params: t.importParams, response: answers("UndoPreview", r.undoPreview) },
  }),
  route("POST", `${T}/imports/{id}/undo`, "import", "Undo an import", {
    ...{ params: t.importParams, body: t.undoBody, response: answers("UndoApplied", r.undoApplied) },
  }),
  route("POST", `${T}/import`, "import", "Import a file (dry run or apply)", { body: t.importBody }),
  route("GET", `${T}/keys/{name}/suggestions/{locale}`, read, "Suggestions for a translation", {
    ...{
      params: t.cellParams,
      query: mt.suggestionsQuery,
      response: answers("SuggestionsResult", mt.suggestionsResult),
    },
  }),
  route("GET", `${T}/keys/{name}/same-source/{locale}`, read, "Keys with the same source", {
    ...{ params: t.cellParams, response: answers("SameSourceResult", mt.sameSourceResult) },
  }),
  route("POST", `${T}/keys/{name}/propagate/{locale}`, write, "Copy a translation to keys with the same source", {
    ...{ params: t.cellParams, body: mt.propagateBody, response: answers("PropagateResult", mt.propagateResult) },
  }),
  route("POST", `${T}/pretranslate`, write, "Pre-translate empty translations", {
    ...{ body: mt.pretranslateBody, response: answers("PretranslateResult", mt.pretranslateResult) },
  }),
  route("POST", `${T}/bulk`, write, "A bulk action", { body: bulkBody }),
  route("GET", `${T}/keys/{name}/comments`, read, "A key's comments", {
    ...{ params: t.keyParams, response: answers("CommentList", comments.commentList) },
  }),
  route("POST", `${T}/keys/{name}/comments`, write, "Comment or ask a question", {
    ...{ params: t.keyParams, body: comments.commentBody, response: answers("Comment", comments.comment, 201) },
  }),
  route("PATCH", `${T}/keys/{name}/comments/{id}`, write, "Resolve or reopen a question", {
    ...{ params: comments.commentParams, body: comments.resolveBody, response: answers("Comment", comments.comment) },
  }),
  route("DELETE", `${T}/keys/{name}/comments/{id}`, write, "Delete a comment", { params: comments.commentParams }),
  route("POST", `${T}/keys/{name}/values/{locale}/dismissals`, write, "Dismiss a warning", {
    ...{ params: t.cellParams, body: comments.dismissBody },
  }),
  route("DELETE", `${T}/keys/{name}/values/{locale}/dismissals`, write, "Undo a dismissal", {
    ...{ params: t.cellParams, body: comments.undismissBody },
  }),
  // A token cannot preview: the page shows drafts to the browser session that made them (decision 0086).
  route("POST", "/api/admin/preview", none, "Preview drafts on a page (sessions only)", {
    ...{ body: previewBody, tokenRefusal: PREVIEW_TOKEN_REFUSAL },
  }),
  route("GET", G, "glossary", "The glossary"),
  route("GET", `${G}/export`, "glossary", "Export the glossary", { query: glossary.exportQuery }),
  route("POST", `${G}/import`, "glossary", "Import glossary terms", { body: glossary.importGlossaryBody }),
  route("POST", G, "glossary", "Add a term", { body: glossary.createTermBody }),
  route("GET", `${G}/{id}`, "glossary", "A term", { params: glossary.termParams }),
  route("PATCH", `${G}/{id}`, "glossary", "Change a term", {
    ...{ params: glossary.termParams, body: glossary.updateTermBody },
  }),
  route("DELETE", `${G}/{id}`, "glossary", "Delete a term", {
    ...{ params: glossary.termParams, query: glossary.deleteTermQuery },
  }),
  route("GET", W, "webhooks", "Webhook endpoints"),
  route("POST", W, "webhooks", "Register an endpoint (its secret is shown once)", { body: hooks.createWebhookBody }),
  route("GET", `${W}/{id}`, "webhooks", "An endpoint", { params: hooks.webhookParams }),
  route("PATCH", `${W}/{id}`, "webhooks", "Change an endpoint", {
    ...{ params: hooks.webhookParams, body: hooks.updateWebhookBody },
  }),
  route("DELETE", `${W}/{id}`, "webhooks", "Delete an endpoint", {
    ...{ params: hooks.webhookParams, query: hooks.deleteWebhookQuery },
  }),
  route("POST", `${W}/{id}/rotate`, "webhooks", "A new secret (shown once)", {
    ...{ params: hooks.webhookParams, body: hooks.rotateWebhookBody },
  }),
  route("GET", `${W}/{id}/deliveries`, "webhooks", "An endpoint's delivery log", { params: hooks.webhookParams }),
  route("GET", `${W}/{id}/deliveries/{deliveryId}`, "webhooks", "One delivery", { params: hooks.deliveryParams }),
  route("POST", `${W}/{id}/deliveries/{deliveryId}/redeliver`, "webhooks", "Send a delivery again", {
    ...{ params: hooks.deliveryParams },
  }),
  route("POST", `${W}/{id}/test`, "webhooks", "Send a ping", { params: hooks.webhookParams }),
  route("GET", K, read, "Tasks with their progress", { query: tasks.tasksQuery }),
  route("POST", K, write, "Create a task from the list's filter", { body: tasks.createTaskBody }),
  route("GET", `${K}/assignable`, read, "Who may be assigned a task in a locale", { query: tasks.assignableQuery }),
  route("GET", `${K}/{id}`, read, "A task and its progress", { params: tasks.taskParams }),
  route("PATCH", `${K}/{id}`, write, "Change a task's due date, description or assignees", {
    ...{ params: tasks.taskParams, body: tasks.updateTaskBody },
  }),
  route("POST", `${K}/{id}/close`, write, "Close a task", { params: tasks.taskParams, body: tasks.taskStateBody }),
  route("POST", `${K}/{id}/reopen`, write, "Reopen a task", { params: tasks.taskParams, body: tasks.taskStateBody }),
  route("PUT", "/api/admin/in-context", write, "Save translations from in-context editing", { body: inContextBody }),
  route("PUT", "/api/admin/edit-on-page", write, "Former path of PUT /api/admin/in-context", {
    ...{ body: inContextBody, deprecated: true },
  }),
  route("GET", "/api/admin/people", none, "Accounts"),
  route("POST", "/api/admin/people", none, "Create an account", { body: people.createPersonBody }),
  route("GET", "/api/admin/people/{id}", none, "An account and its sessions", { params: people.personParams }),
  route("PATCH", "/api/admin/people/{id}", none, "Change an account", {
    ...{ params: people.personParams, body: people.updatePersonBody },
  }),
  route("POST", "/api/admin/people/{id}/reset", none, "A password-reset link", { params: people.personParams }),
  route("DELETE", "/api/admin/people/{id}/totp", none, "Turn off an account's two-factor sign-in (ends its sessions)", {
    ...{ params: people.personParams },
  }),
  route("DELETE", "/api/admin/people/{id}/sessions", none, "End an account's sessions", {
    ...{ params: people.personParams },
  }),
  route("DELETE", "/api/admin/people/{id}/sessions/{sessionId}", none, "End one session", {
    ...{ params: people.personSessionParams },
  }),
  route("GET", "/api/admin/account/sessions", none, "One's own sessions"),
  route("DELETE", "/api/admin/account/sessions/{sessionId}", none, "End one's own session", {
    ...{ params: people.ownSessionParams },
  }),
  route("POST", "/api/admin/account/password", none, "Change one's password", { body: people.changePasswordBody }),
  route("GET", "/api/admin/account/email-preferences", none, "One's email preferences, per notification kind"),
  route("PUT", "/api/admin/account/email-preferences", none, "Change one's email preferences", {
    body: emailPreferencesBody,
  }),
  route(
    "PUT",
    "/api/admin/account/language",
    none,
    "Choose the admin's language for one's account (null: the browser's)",
    {
      ...{ body: adminLanguageBody, response: answers("AdminLanguage", adminLanguage) },
    },
  ),
  route("GET", "/api/admin/account/totp", none, "One's two-factor sign-in: on or off, recovery codes left"),
  route("POST", "/api/admin/account/totp", none, "Set up an authenticator app (its key, not active yet)"),
  route(
    "POST",
    "/api/admin/account/totp/confirm",
    none,
    "Turn the app on with a first code (recovery codes shown once)",
    {
      body: twoFactor.confirmTotpBody,
    },
  ),
  route(
    "POST",
    "/api/admin/account/totp/recovery-codes",
    none,
    "Ten new recovery codes, shown once (a fresh second factor)",
  ),
  route("POST", "/api/admin/account/totp/verify", none, "Prove a second factor again (valid 5 minutes)", {
    body: twoFactor.confirmTotpBody,
  }),
  route("DELETE", "/api/admin/account/sessions", none, "End one's other sessions (sign out everywhere else)"),
  route(
    "DELETE",
    "/api/admin/account/totp",
    none,
    "Turn the app off (a code, or the password and a fresh second factor)",
    {
      body: twoFactor.disableTotpBody,
    },
  ),
  route("GET", "/api/admin/policy", none, "The account policy"),
  route("PUT", "/api/admin/policy", none, "Change the account policy (require two-factor sign-in)", {
    body: twoFactor.policyBody,
  }),
  route("GET", "/api/admin/sso/settings", none, "Who may sign in through single sign-on (admins)"),
  route("PUT", "/api/admin/sso/settings", none, "Change who may sign in through single sign-on (admins)", {
    body: sso.ssoSettingsBody,
  }),
  route("GET", "/api/admin/tokens", none, "One's API tokens (and, for an admin, the project tokens)"),
  route("POST", "/api/admin/tokens", none, "Create an API token (secret shown once; a fresh second factor)", {
    body: createTokenBody,
  }),
  route("DELETE", "/api/admin/tokens/{id}", none, "Revoke an API token", { params: tokenParams }),
];

/** The methods the table answers at `pathname` (HEAD with GET), in the table's order: none for an unknown path. */
export function allowedMethods(pathname: string): string[] {
  const methods = new Set<string>();
  for (const candidate of API_ROUTES) if (candidate.pattern.test(pathname)) methods.add(candidate.method);
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods];
}

/** Passkeys (docs/decisions/0083-passkeys.md): one's own, and signing in with one. */
function passkeyRoutes(): ApiRoute[] {
  const P = "/api/admin/account/passkeys";
  const L = "/api/admin/login/passkey";
  const params = passkeys.passkeyParams;
  return [
    route("POST", `${L}/options`, none, "Options to sign in with a passkey (alone, or after a password's challenge)", {
      ...{ body: passkeys.passkeyOptionsBody, signedOut: true },
    }),
    route("POST", L, none, "Sign in with a passkey (sets the session cookie)", {
      ...{ body: passkeys.passkeyLoginBody, signedOut: true },
    }),
    route("GET", P, none, "One's passkeys"),
    route("POST", `${P}/options`, none, "Options to register a passkey"),
    route("POST", P, none, "Register a passkey, named", { body: passkeys.registerPasskeyBody }),
    route("PATCH", `${P}/{id}`, none, "Rename a passkey", { params, body: passkeys.renamePasskeyBody }),
    route("DELETE", `${P}/{id}`, none, "Remove a passkey", { params }),
  ];
}

/** The route a request is for (HEAD as GET), or null when the table has none. */
export function findApiRoute(method: string, pathname: string): ApiRoute | null {
  const wanted = method === "HEAD" ? "GET" : method;
  let best: ApiRoute | null = null;
  for (const candidate of API_ROUTES) {
    if (candidate.method !== wanted || !candidate.pattern.test(pathname)) continue;
    if (!best || candidate.paramCount < best.paramCount) best = candidate;
  }
  return best;
}
