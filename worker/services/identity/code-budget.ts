import { AppError } from "../../lib/errors";
import { accountKey, ipKey, releaseAttempt, reserveAttempt } from "./rate-limit";

/**
 * A second-factor code (or a password asked again) is throttled like a sign-in password: the
 * same budgets (the account's, the address's), an attempt's place taken before it is checked,
 * kept when it is wrong, given back when it is right. Past the budget: 429 with `Retry-After`.
 */
export async function withCodeBudget<T>(
  db: D1Database,
  who: { email: string; ip: string | null },
  now: number,
  check: () => Promise<T | null>,
): Promise<T | null> {
  const keys = who.ip ? [accountKey(who.email), ipKey(who.ip)] : [accountKey(who.email)];
  const { retryAfter, held } = await reserveAttempt(db, keys, now);
  if (retryAfter > 0) throw tooManyCodes(retryAfter);
  const result = await check();
  if (result !== null) await releaseAttempt(db, held);
  return result;
}

export function tooManyCodes(retryAfter: number): AppError {
  const minutes = Math.ceil(retryAfter / 60);
  return new AppError(
    429,
    `Too many wrong codes. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { code: "rate_limited", retryAfter },
    { "Retry-After": String(retryAfter) },
  );
}
