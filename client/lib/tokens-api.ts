import type { ApiToken, CreatedToken, TokenKind, TokenList, TokenScope } from "../../common/contracts/tokens";
import type { HttpClient } from "./http";

export type { ApiToken, CreatedToken, TokenKind, TokenScope };

export interface NewToken {
  name: string;
  scopes: TokenScope[];
  expiresInDays: number;
  kind: TokenKind;
}

/** API tokens (docs/admin-api.md), typed over the HTTP client. Failures throw `HttpError`. */
export function tokensApi(http: HttpClient) {
  return {
    list: (signal?: AbortSignal) => http.get<TokenList>("admin/tokens", { signal, throwOnError: true }),
    create: (token: NewToken) => http.post<CreatedToken>("admin/tokens", { body: token, throwOnError: true }),
    revoke: (id: number) => http.delete(`admin/tokens/${id}`, { body: {}, throwOnError: true }),
  };
}

export const tokensKeys = { all: ["admin", "tokens"] as const };
