/**
 * Failed sign-in counters in D1 (fixed window). An account (keyed by the email typed, so an
 * unknown email is throttled exactly like a real one) and an IP address each get a budget of
 * failures per window; past it, attempts are refused with 429 until the window ends.
 */

/** Failures allowed per account per window. */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
/** Failures allowed per IP address per window (several people may share an address). */
export const LOGIN_MAX_FAILURES_PER_IP = 20;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const accountKey = (email: string) => `account:${email}`;
export const ipKey = (ip: string) => `ip:${ip}`;

const LIMITS: Record<string, number> = { account: LOGIN_MAX_FAILURES_PER_ACCOUNT, ip: LOGIN_MAX_FAILURES_PER_IP };
const limitOf = (key: string) => LIMITS[key.slice(0, key.indexOf(":"))] ?? LOGIN_MAX_FAILURES_PER_ACCOUNT;

/** Seconds until the first exhausted budget among `keys` refills, or 0 when an attempt may proceed. */
export async function retryAfterSeconds(db: D1Database, keys: string[], now = Date.now()): Promise<number> {
  const placeholders = keys.map((_, i) => `?${i + 2}`).join(", ");
  const { results } = await db
    .prepare(
      `SELECT key, failures, window_started_at FROM login_failures
       WHERE key IN (${placeholders}) AND window_started_at > ?1`,
    )
    .bind(now - LOGIN_FAILURE_WINDOW_MS, ...keys)
    .all<{ key: string; failures: number; window_started_at: number }>();
  let wait = 0;
  for (const row of results) {
    if (row.failures >= limitOf(row.key)) {
      wait = Math.max(wait, Math.ceil((row.window_started_at + LOGIN_FAILURE_WINDOW_MS - now) / 1000));
    }
  }
  return wait;
}

/**
 * Counts one failure against each key, starting a new window where the old one has ended.
 * Counters whose window has ended count for nothing, so they are deleted on the way.
 */
export async function recordFailure(db: D1Database, keys: string[], now = Date.now()): Promise<void> {
  const statement = db.prepare(
    `INSERT INTO login_failures (key, failures, window_started_at) VALUES (?1, 1, ?2)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN window_started_at <= ?2 - ?3 THEN 1 ELSE failures + 1 END,
       window_started_at = CASE WHEN window_started_at <= ?2 - ?3 THEN ?2 ELSE window_started_at END`,
  );
  await db.batch([
    db.prepare("DELETE FROM login_failures WHERE window_started_at <= ?1").bind(now - LOGIN_FAILURE_WINDOW_MS),
    ...keys.map((key) => statement.bind(key, now, LOGIN_FAILURE_WINDOW_MS)),
  ]);
}

/** A successful sign-in clears its account's counter (not the IP's: one good account must not unlock an address). */
export async function clearFailures(db: D1Database, key: string): Promise<void> {
  await db.prepare("DELETE FROM login_failures WHERE key = ?1").bind(key).run();
}
