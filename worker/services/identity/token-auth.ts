/**
 * A bearer call's token, resolved (docs/decisions/0068-api-tokens.md): the account it acts as,
 * its scopes, and its place in the per-token throttle. Every refusal is one 401 problem with
 * `WWW-Authenticate: Bearer error="invalid_token"` (RFC 6750 §3); its detail says why.
 */
import type { SessionAccount } from "../../../common/auth";
import type { TokenKind, TokenScope } from "../../../common/contracts/tokens";
import { AppError } from "../../lib/errors";
import { PENDING_COLUMNS, type PendingColumns, toSessionAccount } from "./accounts";
import { parseScopes } from "./api-tokens";
import { tokenHash } from "./people";

/** Requests per token per window: plenty for a CLI or a build, not for a runaway loop. */
export const TOKEN_REQUESTS_PER_WINDOW = 600;
export const TOKEN_WINDOW_MS = 60_000;
/** `last_used_at` moves at most this often (it rides on the throttle's write, at minute grain). */
export const LAST_USE_GRAIN_MS = 60_000;

/** What a route sees of the token beside the account: `c.get("token")`. */
export interface TokenAuth {
  id: number;
  name: string;
  kind: TokenKind;
  scopes: TokenScope[];
}

export interface ResolvedToken {
  account: SessionAccount;
  token: TokenAuth;
}

interface Row extends PendingColumns {
  id: number;
  kind: TokenKind;
  name: string;
  scopes: string;
  expires_at: number;
  revoked_at: number | null;
  user_id: number;
  email: string;
  role: string;
  locales: string | null;
  disabled: number;
}

export function invalidToken(detail: string): AppError {
  return new AppError(401, detail, { code: "invalid_token" }, { "WWW-Authenticate": 'Bearer error="invalid_token"' });
}

/**
 * The token whose secret is `secret`, or a 401. A personal token acts as its account as it is
 * now (role and locales); a project token as its creator with the role admin, while the creator
 * is an enabled admin. A disabled account's tokens stop with it.
 */
export async function resolveToken(db: D1Database, secret: string, now = Date.now()): Promise<ResolvedToken> {
  const row = await db
    .prepare(
      `SELECT t.id, t.kind, t.name, t.scopes, t.expires_at, t.revoked_at, u.id AS user_id, u.email, u.role,
         u.locales, u.disabled, ${PENDING_COLUMNS} FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?1`,
    )
    .bind(await tokenHash(secret))
    .first<Row>();
  if (!row) throw invalidToken("This API token is not known");
  if (row.revoked_at !== null) throw invalidToken("This API token has been revoked");
  if (row.expires_at <= now) throw invalidToken("This API token has expired");
  if (row.disabled) throw invalidToken("The account of this API token is disabled");
  if (row.kind === "project" && row.role !== "admin") {
    throw invalidToken("The admin who made this project token is no longer an admin");
  }
  const account = toSessionAccount({ ...row, id: row.user_id, role: row.kind === "project" ? "admin" : row.role });
  return { account, token: { id: row.id, name: row.name, kind: row.kind, scopes: parseScopes(row.scopes) } };
}

/**
 * Counts one request against the token's window, in one statement that also records its last
 * use (at minute grain), so parallel requests each see their own count. Past the budget: a 429
 * with `Retry-After` until the window ends.
 */
export async function throttleToken(db: D1Database, tokenId: number, now = Date.now()): Promise<void> {
  const windowStart = now - TOKEN_WINDOW_MS;
  const counted = await db
    .prepare(
      `UPDATE api_tokens SET
         window_requests = CASE WHEN window_started_at <= ?2 THEN 1 ELSE window_requests + 1 END,
         window_started_at = CASE WHEN window_started_at <= ?2 THEN ?3 ELSE window_started_at END,
         last_used_at = CASE WHEN last_used_at IS NULL OR last_used_at <= ?4 THEN ?3 ELSE last_used_at END
       WHERE id = ?1 RETURNING window_requests, window_started_at`,
    )
    .bind(tokenId, windowStart, now, now - LAST_USE_GRAIN_MS)
    .first<{ window_requests: number; window_started_at: number }>();
  if (!counted || counted.window_requests <= TOKEN_REQUESTS_PER_WINDOW) return;
  const retryAfter = Math.max(1, Math.ceil((counted.window_started_at + TOKEN_WINDOW_MS - now) / 1000));
  throw new AppError(
    429,
    `This API token has made more than ${TOKEN_REQUESTS_PER_WINDOW} requests in a minute. Try again in ${retryAfter} s.`,
    { code: "token_throttled", retryAfter },
    { "Retry-After": String(retryAfter) },
  );
}
