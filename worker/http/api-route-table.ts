/**
 * Every admin API route, once: its method and path, what it does, what it takes (the valibot
 * contracts the route validates with, the contract of its answer where one is named) and the
 * token scope it needs. A path not listed is a 404 and a method not listed a 405, to anyone
 * (middleware/api-routing.ts); the bearer middleware refuses a token a route listed with
 * `scope: null`; the OpenAPI description (worker/http/openapi.ts) is made from the same rows;
 * and a test walks the app's routes against them (test/worker/api-tokens-openapi.test.ts), so
 * the three cannot drift.
 */
import * as v from "valibot";
import { activityPage, auditQuery } from "../../common/contracts/activity";
import { previewCreated } from "../../common/contracts/answers";
import { bulkBody, bulkResult } from "../../common/contracts/bulk";
import * as comments from "../../common/contracts/comments";
import { FORMATS, MEDIA_TYPES } from "../../common/contracts/formats";
import { inContextBody, inContextState } from "../../common/contracts/in-context";
import { memoryExportQuery, memoryImportBody, memoryImportResult } from "../../common/contracts/memory";
import { previewBody } from "../../common/contracts/preview";
import * as mt from "../../common/contracts/suggestions";
import * as r from "../../common/contracts/translation-responses";
import * as t from "../../common/contracts/translations";
import { type ApiRoute, answers, download, NO_CONTENT, route } from "./api-routes";
import { accountRoutes, signInRoutes } from "./api-routes-accounts";
import { glossaryRoutes, notificationRoutes, taskRoutes, webhookRoutes } from "./api-routes-team";

const read = "translations:read";
const write = "translations:write";
/** Sessions only: what a token may never do (accounts, people, the audit log, tokens themselves). */
const none = null;
const T = "/api/admin/translations";
/** Why a token gets no preview: said in the 403, the description and docs/admin-api.md. */
/** A dismissal's answer: the translation with its warnings as they are now. */
const cell = answers("CellAnswer", v.object({ cell: r.translation }));
/** The media types an export answers in (a JSON format's file is JSON). */
const TRANSLATION_FILES = [...new Set(FORMATS.map((format) => MEDIA_TYPES[format]))];
const PREVIEW_TOKEN_REFUSAL =
  "A preview shows drafts only in the browser session that made it, and a token has none: " +
  "sign in and preview from the editor instead";

export const API_ROUTES: readonly ApiRoute[] = [
  ...signInRoutes(),
  route("GET", "/api/admin/audit", none, "The activity log (admins)", {
    ...{ query: auditQuery, response: answers("ActivityPage", activityPage) },
  }),
  ...notificationRoutes(),
  route("GET", T, read, "Keys with their translations", {
    query: t.listQuery,
    response: answers("ListResult", r.listResult),
  }),
  route("GET", `${T}/stats`, read, "Completion per locale and recent changes", { response: answers("Stats", r.stats) }),
  route("GET", `${T}/export`, "export", "Export translations as a file", {
    ...{ query: t.exportQuery, response: download(TRANSLATION_FILES, "ExportReport", t.exportReport) },
  }),
  route("POST", `${T}/memory/import`, "import", "Import a TMX file into the translation memory (admins)", {
    ...{ body: memoryImportBody, response: answers("MemoryImportResult", memoryImportResult) },
  }),
  route("GET", `${T}/memory/export`, "export", "Export the translation memory as TMX", {
    ...{ query: memoryExportQuery, response: download([MEDIA_TYPES.tmx]) },
  }),
  route("POST", `${T}/keys`, write, "Create a key", {
    ...{ body: t.createKeyBody, response: answers("KeyNameResult", r.keyName, 201) },
  }),
  route("POST", `${T}/recheck`, write, "Run the checks again", {
    ...{ body: t.recheckBody, response: answers("RecheckResult", r.recheckResult) },
  }),
  route("POST", `${T}/keys/delete`, write, "Delete keys", {
    ...{ body: t.deleteKeysBody, response: answers("KeysDeleted", r.keysDeleted) },
  }),
  route("GET", `${T}/keys/{name}`, read, "A key and its translations", {
    ...{ params: t.keyParams, response: answers("KeyDetail", r.keyDetail) },
  }),
  route("PATCH", `${T}/keys/{name}`, write, "Rename or describe a key", {
    ...{ params: t.keyParams, body: t.updateKeyBody, response: answers("KeyNameResult", r.keyName) },
  }),
  route("DELETE", `${T}/keys/{name}`, write, "Delete a key", { params: t.keyParams, response: NO_CONTENT }),
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
  route("POST", `${T}/import`, "import", "Import a file (dry run or apply)", {
    ...{ body: t.importBody, response: answers("ImportResult", v.union([r.importPreview, r.importApplied])) },
  }),
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
  route("POST", `${T}/bulk`, write, "A bulk action", { body: bulkBody, response: answers("BulkResult", bulkResult) }),
  route("GET", `${T}/keys/{name}/comments`, read, "A key's comments", {
    ...{ params: t.keyParams, response: answers("CommentList", comments.commentList) },
  }),
  route("POST", `${T}/keys/{name}/comments`, write, "Comment or ask a question", {
    ...{ params: t.keyParams, body: comments.commentBody, response: answers("Comment", comments.comment, 201) },
  }),
  route("PATCH", `${T}/keys/{name}/comments/{id}`, write, "Resolve or reopen a question", {
    ...{ params: comments.commentParams, body: comments.resolveBody, response: answers("Comment", comments.comment) },
  }),
  route("DELETE", `${T}/keys/{name}/comments/{id}`, write, "Delete a comment", {
    ...{ params: comments.commentParams, response: NO_CONTENT },
  }),
  route("POST", `${T}/keys/{name}/values/{locale}/dismissals`, write, "Dismiss a warning", {
    ...{ params: t.cellParams, body: comments.dismissBody, response: cell },
  }),
  route("DELETE", `${T}/keys/{name}/values/{locale}/dismissals`, write, "Undo a dismissal", {
    ...{ params: t.cellParams, body: comments.undismissBody, response: cell },
  }),
  // A token cannot preview: the page shows drafts to the browser session that made them (decision 0086).
  route("POST", "/api/admin/preview", none, "Preview drafts on a page (sessions only)", {
    ...{
      body: previewBody,
      tokenRefusal: PREVIEW_TOKEN_REFUSAL,
      response: answers("PreviewCreated", previewCreated, 201),
    },
  }),
  ...glossaryRoutes(),
  ...webhookRoutes(),
  ...taskRoutes(),
  route("PUT", "/api/admin/in-context", write, "Turn in-context editing on or off", {
    ...{ body: inContextBody, response: answers("InContextState", inContextState) },
  }),
  route("PUT", "/api/admin/edit-on-page", write, "Former path of PUT /api/admin/in-context", {
    ...{ body: inContextBody, deprecated: true, response: answers("InContextState", inContextState) },
  }),
  ...accountRoutes(),
];

/** The methods the table answers at `pathname` (HEAD with GET), in the table's order: none for an unknown path. */
export function allowedMethods(pathname: string): string[] {
  const methods = new Set<string>();
  for (const candidate of API_ROUTES) if (candidate.pattern.test(pathname)) methods.add(candidate.method);
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods];
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
