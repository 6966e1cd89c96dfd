import type { EmailMode, EmailPreferences } from "../../common/contracts/email";
import type { NotificationKind } from "../../common/contracts/notifications";
import type { HttpClient } from "./http";

/** One's email preferences (docs/admin-api.md), typed over the HTTP client. Failures throw `HttpError`. */
export function emailApi(http: HttpClient) {
  const path = "admin/account/email-preferences";
  return {
    preferences: (signal?: AbortSignal) => http.get<EmailPreferences>(path, { signal, throwOnError: true }),
    change: (preferences: Partial<Record<NotificationKind, EmailMode>>) =>
      http.put<EmailPreferences>(path, { body: { preferences }, throwOnError: true }),
  };
}

export const emailKeys = { preferences: ["admin", "account", "email-preferences"] as const };
