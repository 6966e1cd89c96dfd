import { useEffect, useState, useSyncExternalStore } from "react";

/**
 * Times on the dashboard. The first render must be the same on the server and in the
 * browser (hydration), so it uses the moment the figures were fetched as "now", and
 * UTC for full timestamps; once hydrated, the clock ticks and timestamps go local.
 */

const TICK_MS = 30_000;

const UNITS: [unit: string, seconds: number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/**
 * "5 minutes ago", "in 2 hours", "just now": written out rather than by
 * Intl.RelativeTimeFormat, whose wording may differ between the worker's ICU and
 * the browser's, and a differing text would break hydration.
 */
export function relativeTime(iso: string, now: number): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return iso;
  const seconds = Math.round((then - now) / 1000);
  const size = Math.abs(seconds);
  if (size < 45) return "just now";
  const [unit, length] = UNITS.find(([, s]) => size >= s) ?? ["minute", 60];
  const n = Math.max(1, Math.round(size / length));
  const amount = `${n} ${unit}${n === 1 ? "" : "s"}`;
  return seconds < 0 ? `${amount} ago` : `in ${amount}`;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** `2025-03-01 14:05:09 UTC`: the same wherever it is rendered. */
export function utcTimestamp(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} UTC`;
}

/** The full timestamp in the reader's time zone (after hydration only). */
export function localTimestamp(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString("en-GB", { dateStyle: "full", timeStyle: "long" });
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
