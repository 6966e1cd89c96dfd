import { useEffect, useState, useSyncExternalStore } from "react";
import type { AdminI18n } from "../../admin-i18n/translator";

/**
 * Times on the dashboard. The first render must be the same on the server and in the
 * browser (hydration), so it uses the moment the figures were fetched as "now", and
 * UTC for full timestamps; once hydrated, the clock ticks and timestamps go local.
 * Both are worded by the admin's `Intl` (useAdminI18n): the worker and the browser format
 * the same instant with the same locale's CLDR data, so the texts agree to the letter.
 */

const TICK_MS = 30_000;

const UNITS: [unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/**
 * "5 minutes ago", "in 2 hours", "yesterday" (the admin's `relative`), or `justNow` under 45
 * seconds: whole units, so the same `now` gives the same words wherever it is rendered.
 */
export function relativeTime(iso: string, now: number, i18n: Pick<AdminI18n, "relative">, justNow: string): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return iso;
  const seconds = Math.round((then - now) / 1000);
  const size = Math.abs(seconds);
  if (size < 45) return justNow;
  const [unit, length] = UNITS.find(([, s]) => size >= s) ?? ["minute", 60];
  const n = Math.max(1, Math.round(size / length));
  return i18n.relative(seconds < 0 ? -n : n, unit);
}

const FULL: Intl.DateTimeFormatOptions = { dateStyle: "full", timeStyle: "long" };

/** The full timestamp in UTC ("Saturday, 1 March 2025 at 14:05:09 UTC"): the same wherever it is rendered. */
export function utcTimestamp(iso: string, i18n: Pick<AdminI18n, "dateTime">): string {
  return Number.isNaN(Date.parse(iso)) ? iso : i18n.dateTime(iso, { ...FULL, timeZone: "UTC" });
}

/** The full timestamp in the reader's time zone (after hydration only). */
export function localTimestamp(iso: string, i18n: Pick<AdminI18n, "dateTime">): string {
  return Number.isNaN(Date.parse(iso)) ? iso : i18n.dateTime(iso, FULL);
}

const noSubscription = () => () => {};

/** False on the server and while hydrating, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** `initial` (the fetch time) until hydrated, then the real clock, every 30 s. */
export function useNow(initial: number): number {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
