import type { Comment, CommentList } from "../../common/contracts/comments";
import type { Translation } from "../../common/contracts/translation-responses";
import type { LocaleCode } from "../../common/locales";
import type { HttpClient } from "./http";

/**
 * Questions and comments on keys, and dismissed warnings (docs/decisions/0065): the calls the
 * key dialog makes. Every admin mutation is JSON (the CSRF rule), so a DELETE carries a body.
 */
const keyPath = (name: string) => `admin/translations/keys/${encodeURIComponent(name)}`;

export function commentsApi(http: HttpClient) {
  return {
    comments: (name: string, signal?: AbortSignal) =>
      http.get<CommentList>(`${keyPath(name)}/comments`, { signal, throwOnError: true }),
    addComment: (name: string, body: { text: string; locale: LocaleCode | null; question: boolean }) =>
      http.post<Comment>(`${keyPath(name)}/comments`, { body, throwOnError: true }),
    /** Resolves (true) or reopens (false) a question at the version shown (409 when it moved). */
    resolveComment: (name: string, id: number, resolved: boolean, version: number) =>
      http.patch<Comment>(`${keyPath(name)}/comments/${id}`, { body: { resolved, version }, throwOnError: true }),
    deleteComment: (name: string, id: number) =>
      http.delete(`${keyPath(name)}/comments/${id}`, { body: {}, throwOnError: true }),
    /** Dismisses the warning `code` of the translation at `version`, with a reason (reviewers, admins). */
    dismiss: (name: string, locale: LocaleCode, body: { code: string; reason: string; version: number }) =>
      http.post<{ cell: Translation }>(`${keyPath(name)}/values/${locale}/dismissals`, { body, throwOnError: true }),
    undismiss: (name: string, locale: LocaleCode, code: string) =>
      http.delete<{ cell: Translation }>(`${keyPath(name)}/values/${locale}/dismissals`, {
        body: { code },
        throwOnError: true,
      }),
  };
}
