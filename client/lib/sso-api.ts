import type { SsoSettingsView } from "../../common/contracts/sso";
import type { HttpClient } from "./http";

export type { SsoSettingsView };
export type SsoSettingsInput = Omit<SsoSettingsView, "configured" | "providerName" | "breakGlass">;

/** Who may sign in through single sign-on (docs/admin-api.md, decision 0089). Failures throw `HttpError`. */
export function ssoApi(http: HttpClient) {
  return {
    settings: (signal?: AbortSignal) => http.get<SsoSettingsView>("admin/sso/settings", { signal, throwOnError: true }),
    save: (settings: SsoSettingsInput) =>
      http.put<SsoSettingsView>("admin/sso/settings", { body: settings, throwOnError: true }),
  };
}

export const ssoKeys = { settings: ["admin", "sso", "settings"] as const };
