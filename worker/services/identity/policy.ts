import type { Role } from "../../../common/auth";
import { AppError } from "../../lib/errors";
import { auditStatement } from "./audit";
import type { Actor } from "./people";

/**
 * The account policy (one row, migrations/0033 and 0035): whom a second factor is required of —
 * nobody (false), admins, reviewers (and admins), or everyone (true). An account it covers without
 * one is led to set it up after its password, and the admin API answers it 403 until it has
 * (accounts.ts's PENDING_COLUMNS, middleware/guards.ts). docs/decisions/0084-factor-changes-and-sessions.md.
 */
export type TwoFactorScope = boolean | "admins" | "reviewers";

export interface AccountPolicy {
  requireTwoFactor: TwoFactorScope;
}

type ScopeColumn = "none" | "admins" | "reviewers" | "everyone";

const toScope = (column: string | undefined): TwoFactorScope =>
  column === "everyone" ? true : column === "admins" || column === "reviewers" ? column : false;

const toColumn = (scope: TwoFactorScope): ScopeColumn =>
  scope === true ? "everyone" : scope === false ? "none" : scope;

/** Whether the policy `scope` covers an account of `role`. */
export function scopeCovers(scope: TwoFactorScope, role: Role): boolean {
  if (scope === true) return true;
  if (scope === "admins") return role === "admin";
  if (scope === "reviewers") return role === "admin" || role === "reviewer";
  return false;
}

/** SQL: 1 when the policy covers the account `u` (for accounts.ts's PENDING_COLUMNS). */
export const POLICY_COVERS_SQL = `(SELECT CASE p.require_two_factor_for
    WHEN 'everyone' THEN 1
    WHEN 'reviewers' THEN u.role IN ('admin', 'reviewer')
    WHEN 'admins' THEN u.role = 'admin'
    ELSE 0 END FROM account_policy p WHERE p.id = 1)`;

export async function accountPolicy(db: D1Database): Promise<AccountPolicy> {
  const row = await db
    .prepare("SELECT require_two_factor_for FROM account_policy WHERE id = 1")
    .first<{ require_two_factor_for: string }>();
  return { requireTwoFactor: toScope(row?.require_two_factor_for) };
}

export async function updateAccountPolicy(
  db: D1Database,
  policy: AccountPolicy,
  actor: Actor,
  now = Date.now(),
): Promise<AccountPolicy> {
  if (policy.requireTwoFactor !== false) {
    // Requiring what one has not got would lock oneself out with everyone else: set it up first.
    const own = await db
      .prepare(
        "SELECT 1 AS yes FROM totp_factors WHERE user_id = ?1 AND confirmed_at IS NOT NULL UNION SELECT 1 FROM passkeys WHERE user_id = ?1",
      )
      .bind(actor.id)
      .first();
    if (!own) {
      throw new AppError(409, "Set up two-factor sign-in for your own account before you require it of others.", {
        code: "two_factor_not_set_up",
      });
    }
  }
  const column = toColumn(policy.requireTwoFactor);
  const detail = column === "none" ? "require_two_factor off" : `require_two_factor ${column}`;
  await db.batch([
    db
      .prepare(
        `UPDATE account_policy SET require_two_factor_for = ?1, require_two_factor = (?1 = 'everyone'),
           updated_at = ?2, updated_by = ?3 WHERE id = 1`,
      )
      .bind(column, now, actor.id),
    auditStatement(
      db,
      { event: "policy.update", detail, actorId: actor.id, actorEmail: actor.email, ip: actor.ip },
      now,
    ),
  ]);
  return accountPolicy(db);
}
