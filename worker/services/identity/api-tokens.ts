/**
 * API tokens in D1 (`api_tokens`, docs/decisions/0068-api-tokens.md): made, listed, revoked by
 * the web UI through a session, and resolved on every bearer call (./token-auth.ts).
 */
import type { SessionAccount } from "../../../common/auth";
import {
  type ApiToken,
  type CreatedToken,
  type CreateTokenInput,
  TOKEN_PREFIX,
  TOKEN_SCOPES,
  type TokenKind,
  type TokenScope,
} from "../../../common/contracts/tokens";
import { AppError } from "../../lib/errors";
import { auditStatement } from "./audit";
import { type Actor, newToken, tokenHash } from "./people";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TokenRow {
  id: number;
  user_id: number;
  kind: TokenKind;
  name: string;
  scopes: string;
  created_at: number;
  expires_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
  email: string;
}

/** `api_tokens.scopes`: a JSON array; names this build does not know are dropped. */
export function parseScopes(value: string): TokenScope[] {
  const list: unknown = JSON.parse(value);
  return Array.isArray(list) ? TOKEN_SCOPES.filter((scope) => list.includes(scope)) : [];
}

export function toApiToken(row: TokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    scopes: parseScopes(row.scopes),
    account: { id: row.user_id, email: row.email },
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
  };
}

const SELECT = `SELECT t.id, t.user_id, t.kind, t.name, t.scopes, t.created_at, t.expires_at, t.last_used_at,
  t.revoked_at, u.email FROM api_tokens t JOIN users u ON u.id = t.user_id`;

/** The detail of a token's audit rows: "token <name> (#id)". */
export const tokenLabel = (token: Pick<TokenRow, "id" | "name">) => `token ${token.name} (#${token.id})`;

/** A new token, audited; its secret is in the answer and nowhere else. Project tokens are for admins only. */
export async function createToken(
  db: D1Database,
  account: SessionAccount,
  input: CreateTokenInput,
  actor: Actor,
  now = Date.now(),
): Promise<CreatedToken> {
  if (input.kind === "project" && account.role !== "admin") {
    throw new AppError(403, "Only an admin may create a project token");
  }
  const secret = `${TOKEN_PREFIX}${newToken()}`;
  const scopes = TOKEN_SCOPES.filter((scope) => input.scopes.includes(scope));
  const expiresAt = now + input.expiresInDays * DAY_MS;
  const inserted = await db
    .prepare(
      `INSERT INTO api_tokens (user_id, kind, name, scopes, token_hash, created_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) RETURNING id`,
    )
    .bind(account.id, input.kind, input.name, JSON.stringify(scopes), await tokenHash(secret), now, expiresAt)
    .first<{ id: number }>();
  if (!inserted) throw new Error("api_tokens: INSERT returned no row");
  const row: TokenRow = {
    ...{ id: inserted.id, user_id: account.id, kind: input.kind, name: input.name, scopes: JSON.stringify(scopes) },
    ...{ created_at: now, expires_at: expiresAt, last_used_at: null, revoked_at: null, email: account.email },
  };
  const detail = `${tokenLabel(row)} ${input.kind} ${scopes.join(",")} until ${new Date(expiresAt).toISOString()}`;
  await auditStatement(db, auditOf("token.create", account, actor, detail), now).run();
  return { token: toApiToken(row), secret };
}

const auditOf = (
  event: "token.create" | "token.revoke",
  account: { id: number; email: string },
  actor: Actor,
  detail: string,
) => ({
  event,
  userId: account.id,
  email: account.email,
  ip: actor.ip,
  detail,
  actorId: actor.id,
  actorEmail: actor.email,
});

/** The tokens `account` may see: its own personal ones and, for an admin, every project token. */
export async function listTokens(db: D1Database, account: SessionAccount, now = Date.now()): Promise<ApiToken[]> {
  const { results } = await db
    .prepare(
      `${SELECT} WHERE t.revoked_at IS NULL AND t.expires_at > ?3
         AND ((t.kind = 'personal' AND t.user_id = ?1) OR (t.kind = 'project' AND ?2 = 'admin'))
       ORDER BY t.id DESC`,
    )
    .bind(account.id, account.role, now)
    .all<TokenRow>();
  return results.map(toApiToken);
}

/**
 * Revokes a token `account` may see (404 otherwise, as for one that does not exist); revoking
 * an already revoked token changes nothing and is not audited again.
 */
export async function revokeToken(
  db: D1Database,
  account: SessionAccount,
  id: number,
  actor: Actor,
  now = Date.now(),
): Promise<void> {
  const row = await db.prepare(`${SELECT} WHERE t.id = ?1`).bind(id).first<TokenRow>();
  const visible = row && (row.kind === "project" ? account.role === "admin" : row.user_id === account.id);
  if (!row || !visible) throw new AppError(404, "No such token");
  if (row.revoked_at !== null) return;
  const revoked = await db
    .prepare("UPDATE api_tokens SET revoked_at = ?2, revoked_by = ?3 WHERE id = ?1 AND revoked_at IS NULL RETURNING id")
    .bind(id, now, account.id)
    .first();
  if (!revoked) return;
  await auditStatement(
    db,
    auditOf("token.revoke", { id: row.user_id, email: row.email }, actor, tokenLabel(row)),
    now,
  ).run();
}
