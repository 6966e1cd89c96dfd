import { AppError } from "../../lib/errors";
import { budgetOf, type MtEnv, providerName } from "./settings";

/**
 * The monthly character budget (`MT_MONTHLY_CHARACTERS`), counted in D1 (`mt_usage`, one row
 * per UTC month). A call reserves its characters first with one atomic statement that refuses
 * past the budget; a failed call gives them back. Never read-modify-write in JS.
 */

export const monthOf = (at = new Date()) => at.toISOString().slice(0, 7);

/** Seconds until the next UTC month, when a used-up budget is whole again. */
function untilNextMonth(at = new Date()): number {
  const next = Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - at.getTime()) / 1000));
}

export class BudgetExhausted extends AppError {
  constructor(budget: number) {
    const retryAfter = untilNextMonth();
    super(
      429,
      `The machine-translation budget of this month (${budget.toLocaleString("en")} characters) is used up`,
      { code: "mt_budget", retryAfter },
      { "Retry-After": String(retryAfter) },
    );
    this.name = "BudgetExhausted";
  }
}

/** Reserves `characters` of this month's budget (null: no budget, only counted); throws BudgetExhausted past it. */
export async function reserveCharacters(db: D1Database, characters: number, budget: number | null): Promise<void> {
  const row = await db
    .prepare(
      `INSERT INTO mt_usage (month, characters) SELECT ?1, ?2 WHERE ?3 IS NULL OR ?2 <= ?3
       ON CONFLICT (month) DO UPDATE SET characters = mt_usage.characters + excluded.characters
         WHERE ?3 IS NULL OR mt_usage.characters + excluded.characters <= ?3
       RETURNING characters`,
    )
    .bind(monthOf(), characters, budget)
    .first<{ characters: number }>();
  if (!row) throw new BudgetExhausted(budget ?? 0);
}

/** Gives back what a failed call reserved. */
export async function refundCharacters(db: D1Database, characters: number): Promise<void> {
  await db
    .prepare("UPDATE mt_usage SET characters = max(0, characters - ?2) WHERE month = ?1")
    .bind(monthOf(), characters)
    .run();
}

/** The `mt` figure of GET `/stats`: the provider, characters sent this month, the budget. */
export async function machineUsage(env: MtEnv & { DB: D1Database }) {
  const row = await env.DB.prepare("SELECT characters FROM mt_usage WHERE month = ?")
    .bind(monthOf())
    .first<{ characters: number }>();
  return { provider: providerName(env), used: row?.characters ?? 0, budget: budgetOf(env) };
}
