/**
 * Sign-in attempt counters in D1 (fixed window). An account (keyed by the email typed, so an
 * unknown email is throttled exactly like a real one) and an IP address each get a budget of
 * failed attempts per window; past it, attempts are refused with 429 until the window ends.
 *
 * An attempt takes its place in the budget before the password is verified, in one statement
 * per key that increments the counter and returns it (`reserveAttempt`): requests sent in
 * parallel each see their own count, so at most the budget is verified whatever the
 * parallelism. What turns out not to be a failure gives its place back (`releaseAttempt`).
 */

/** Failures allowed per account per window. */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
/** Failures allowed per IP address per window (several people may share an address). */
export const LOGIN_MAX_FAILURES_PER_IP = 20;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const accountKey = (email: string) => `account:${email}`;
export const ipKey = (ip: string) => `ip:${ip}`;

const LIMITS = new Map([
  ["account", LOGIN_MAX_FAILURES_PER_ACCOUNT],
  ["ip", LOGIN_MAX_FAILURES_PER_IP],
]);
const limitOf = (key: string) => LIMITS.get(key.slice(0, key.indexOf(":"))) ?? LOGIN_MAX_FAILURES_PER_ACCOUNT;

/** A place taken in a key's budget: the key, and the window it was counted in. */
export interface HeldPlace {
  key: string;
  windowStartedAt: number;
}

export interface Reservation {
  /** Seconds until the first exhausted budget among the keys refills; 0 when the attempt may proceed. */
  retryAfter: number;
  /** The places the attempt holds until it is known to be a failure (none when refused). */
  held: HeldPlace[];
}

/**
 * Counts one attempt against each key (a new window where the old one has ended) and reads
 * the counts back in the same statements, in one transaction. Counters whose window has
 * ended count for nothing, so they are deleted on the way. A refused attempt has given its
 * places back before this returns.
 */
export async function reserveAttempt(db: D1Database, keys: string[], now = Date.now()): Promise<Reservation> {
  const windowStart = now - LOGIN_FAILURE_WINDOW_MS;
  const increment = db.prepare(
    `INSERT INTO login_failures (key, failures, window_started_at) VALUES (?1, 1, ?2)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN window_started_at <= ?3 THEN 1 ELSE failures + 1 END,
       window_started_at = CASE WHEN window_started_at <= ?3 THEN ?2 ELSE window_started_at END
     RETURNING key, failures, window_started_at`,
  );
  const [, ...counted] = await db.batch<{ key: string; failures: number; window_started_at: number }>([
    db.prepare("DELETE FROM login_failures WHERE window_started_at <= ?1").bind(windowStart),
    ...keys.map((key) => increment.bind(key, now, windowStart)),
  ]);
  const rows = counted.flatMap((result) => result.results);
  const held = rows.map((row) => ({ key: row.key, windowStartedAt: row.window_started_at }));
  let retryAfter = 0;
  for (const row of rows) {
    if (row.failures > limitOf(row.key)) {
      const wait = Math.ceil((row.window_started_at + LOGIN_FAILURE_WINDOW_MS - now) / 1000);
      retryAfter = Math.max(retryAfter, wait, 1);
    }
  }
  if (retryAfter > 0) await releaseAttempt(db, held);
  return { retryAfter, held: retryAfter > 0 ? [] : held };
}

/** Gives places back (an attempt that was refused, or was no failure): only within the window they were taken in. */
export async function releaseAttempt(db: D1Database, places: HeldPlace[]): Promise<void> {
  if (places.length === 0) return;
  const decrement = db.prepare(
    "UPDATE login_failures SET failures = failures - 1 WHERE key = ?1 AND window_started_at = ?2 AND failures > 0",
  );
  await db.batch(places.map((place) => decrement.bind(place.key, place.windowStartedAt)));
}

/** A successful sign-in clears its account's counter (not the IP's: one good account must not unlock an address). */
export async function clearFailures(db: D1Database, key: string): Promise<void> {
  await db.prepare("DELETE FROM login_failures WHERE key = ?1").bind(key).run();
}
