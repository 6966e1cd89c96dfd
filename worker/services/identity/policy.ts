import { AppError } from "../../lib/errors";
import { auditStatement } from "./audit";
import type { Actor } from "./people";

/**
 * The account policy (one row, migrations/0033_two_factor.sql): whether every account must have a
 * second factor. An account without one is then led to set it up after its password, and the admin
 * API answers it 403 until it has (accounts.ts's PENDING_COLUMNS, middleware/guards.ts).
 */
export interface AccountPolicy {
  requireTwoFactor: boolean;
}

export async function accountPolicy(db: D1Database): Promise<AccountPolicy> {
  const row = await db
    .prepare("SELECT require_two_factor FROM account_policy WHERE id = 1")
    .first<{ require_two_factor: number }>();
  return { requireTwoFactor: Boolean(row?.require_two_factor) };
}

export async function updateAccountPolicy(
  db: D1Database,
  policy: AccountPolicy,
  actor: Actor,
  now = Date.now(),
): Promise<AccountPolicy> {
  if (policy.requireTwoFactor) {
    // Requiring what one has not got would lock oneself out with everyone else: set it up first.
    const own = await db
      .prepare(
        "SELECT 1 AS yes FROM totp_factors WHERE user_id = ?1 AND confirmed_at IS NOT NULL UNION SELECT 1 FROM passkeys WHERE user_id = ?1",
      )
      .bind(actor.id)
      .first();
    if (!own) {
      throw new AppError(409, "Set up two-factor sign-in for your own account before you require it of everyone.", {
        code: "two_factor_not_set_up",
      });
    }
  }
  const detail = `require_two_factor ${policy.requireTwoFactor ? "on" : "off"}`;
  await db.batch([
    db
      .prepare(
        `INSERT INTO account_policy (id, require_two_factor, updated_at, updated_by) VALUES (1, ?1, ?2, ?3)
         ON CONFLICT (id) DO UPDATE SET require_two_factor = ?1, updated_at = ?2, updated_by = ?3`,
      )
      .bind(policy.requireTwoFactor ? 1 : 0, now, actor.id),
    auditStatement(
      db,
      { event: "policy.update", detail, actorId: actor.id, actorEmail: actor.email, ip: actor.ip },
      now,
    ),
  ]);
  return accountPolicy(db);
}
