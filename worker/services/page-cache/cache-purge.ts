import type { Bindings } from "../../env";
import { publishedPageTags } from "./page-cache";
import { retireLocationPages } from "./page-store";

/**
 * Every location's cached pages purged after a publication, by `Cache-Tag`, through the zone
 * purge API (docs/decisions/0059-edge-cache-generations.md), when an operator configured a zone
 * and a token. Without them, pages elsewhere expire within `PAGE_CACHE_TTL_S`. A purge never
 * delays or fails the publication's answer: it runs under `waitUntil`, coalesced, rate-limited
 * and retried, and a purge that still fails is logged (the pages expire on their own).
 */

export const DEFAULT_API_BASE_URL = "https://api.cloudflare.com/client/v4";
/** The zone purge API takes at most this many tags a call. */
export const PURGE_TAGS_PER_CALL = 100;
/** The Free plan's purge budget: 5 calls a minute (per zone); this isolate keeps within it. */
export const PURGE_CALLS_PER_WINDOW = 5;
export const PURGE_WINDOW_MS = 60_000;
/** Publications within this long of the first one share its purge call. */
export const PURGE_COALESCE_MS = 500;
/** Attempts of one call, on 429, 5xx or a network failure; the wait doubles from PURGE_BACKOFF_MS (or is Retry-After). */
export const PURGE_ATTEMPTS = 5;
export const PURGE_BACKOFF_MS = 500;
/** No wait beyond this: `waitUntil` ends 30 s after the answer; a call sent early meets a 429 and is retried. */
const MAX_WAIT_MS = 10_000;

export interface ZonePurge {
  zoneId: string;
  token: string;
  baseUrl: string;
}

/** The zone purge settings of a deployment, or null unless both the zone and the token are set. */
export function zonePurgeOf(env: Bindings): ZonePurge | null {
  const zoneId = env.CLOUDFLARE_ZONE_ID?.trim();
  const token = env.CLOUDFLARE_API_TOKEN?.trim();
  if (!zoneId || !token) return null;
  const baseUrl = (env.CLOUDFLARE_API_BASE_URL?.trim() || DEFAULT_API_BASE_URL).replace(/\/+$/, "");
  return { zoneId, token, baseUrl };
}

/** Tags published in this isolate and not yet handed to a zone's purge. */
const marked = new Set<string>();

interface ZoneState {
  tags: Set<string>;
  /** Times of this isolate's recent calls, for the per-minute budget. */
  calls: number[];
  flight: Promise<void> | null;
}
const zones = new Map<string, ZoneState>();

/**
 * What every publication calls once its revision is readable here (publish.ts): this location's
 * pages retired at once (a new generation), every location's marked for the zone purge, which
 * `schedulePurge` sends when the request that published ends.
 */
export async function retirePublishedPages(): Promise<void> {
  for (const tag of publishedPageTags()) marked.add(tag);
  await retireLocationPages();
}

/**
 * Sends the marked tags to the zone's purge under `waitUntil`, joining a purge already on its
 * way; without a zone configured, forgets them. Returns at once.
 */
export function schedulePurge(zone: ZonePurge | null, waitUntil: (promise: Promise<unknown>) => void): void {
  if (!zone) {
    marked.clear();
    return;
  }
  const state = zones.get(zone.zoneId) ?? { tags: new Set<string>(), calls: [], flight: null };
  zones.set(zone.zoneId, state);
  for (const tag of marked) state.tags.add(tag);
  marked.clear();
  if (state.tags.size === 0 && !state.flight) return;
  state.flight ??= drain(zone, state);
  waitUntil(state.flight);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls until no tag is left; `flight` is cleared in the same turn as the last check, so no tag is stranded. */
async function drain(zone: ZonePurge, state: ZoneState): Promise<void> {
  try {
    await sleep(PURGE_COALESCE_MS);
    while (state.tags.size > 0) {
      const tags = [...state.tags].slice(0, PURGE_TAGS_PER_CALL);
      for (const tag of tags) state.tags.delete(tag);
      await purge(zone, state, tags);
    }
  } finally {
    state.flight = null;
  }
}

/** How long until the per-minute budget allows another call. */
function budgetWait(state: ZoneState, now = Date.now()): number {
  state.calls = state.calls.filter((at) => now - at < PURGE_WINDOW_MS);
  if (state.calls.length < PURGE_CALLS_PER_WINDOW) return 0;
  return Math.min(MAX_WAIT_MS, (state.calls[0] ?? now) + PURGE_WINDOW_MS - now);
}

/** The wait before the next attempt: the answer's Retry-After (seconds) when it has one, else doubling. */
function retryWait(res: Response | null, attempt: number): number {
  const retryAfter = Number(res?.headers.get("Retry-After") ?? Number.NaN);
  const ms = Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter * 1000 : PURGE_BACKOFF_MS * 2 ** (attempt - 1);
  return Math.min(MAX_WAIT_MS, ms);
}

/** One purge of `tags`, retried on 429, 5xx and network failures; false when it gave up. */
async function purge(zone: ZonePurge, state: ZoneState, tags: string[]): Promise<boolean> {
  const url = `${zone.baseUrl}/zones/${encodeURIComponent(zone.zoneId)}/purge_cache`;
  for (let attempt = 1; ; attempt++) {
    await sleep(budgetWait(state));
    state.calls.push(Date.now());
    let res: Response | null = null;
    try {
      res = await fetch(url, {
        method: "POST",
        headers: { Authorization: `Bearer ${zone.token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ tags }),
      });
      await res.body?.cancel();
    } catch (error) {
      console.warn("cache purge: request failed:", String(error));
    }
    if (res?.ok) return true;
    const retriable = res === null || res.status === 429 || res.status >= 500;
    if (!retriable || attempt >= PURGE_ATTEMPTS) {
      console.warn(
        `cache purge: gave up after ${attempt} attempts (HTTP ${res?.status ?? "none"}); pages expire on their own`,
      );
      return false;
    }
    await sleep(retryWait(res, attempt));
  }
}
