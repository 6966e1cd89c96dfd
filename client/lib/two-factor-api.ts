import type {
  AccountPolicyView,
  RecoveryCodes,
  SecondFactorProof,
  TotpEnrolment,
  TwoFactorState,
} from "../../common/contracts/two-factor";
import type { HttpClient } from "./http";

export type { AccountPolicyView, TotpEnrolment, TwoFactorState };

/** One's own authenticator app and the account policy (docs/admin-api.md). Failures throw `HttpError`. */
export function twoFactorApi(http: HttpClient) {
  return {
    state: (signal?: AbortSignal) => http.get<TwoFactorState>("admin/account/totp", { signal, throwOnError: true }),
    start: () => http.post<TotpEnrolment>("admin/account/totp", { body: {}, throwOnError: true }),
    confirm: (code: string) =>
      http.post<RecoveryCodes>("admin/account/totp/confirm", { body: { code }, throwOnError: true }),
    verify: (code: string) =>
      http.post<SecondFactorProof>("admin/account/totp/verify", { body: { code }, throwOnError: true }),
    renewCodes: () => http.post<RecoveryCodes>("admin/account/totp/recovery-codes", { body: {}, throwOnError: true }),
    disable: (proof: { code?: string; password?: string }) =>
      http.delete("admin/account/totp", { body: proof, throwOnError: true }),
    policy: (signal?: AbortSignal) => http.get<AccountPolicyView>("admin/policy", { signal, throwOnError: true }),
    setPolicy: (policy: AccountPolicyView) =>
      http.put<AccountPolicyView>("admin/policy", { body: policy, throwOnError: true }),
  };
}

export const twoFactorKeys = {
  state: ["admin", "account", "totp"] as const,
  policy: ["admin", "policy"] as const,
};
