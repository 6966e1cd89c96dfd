/**
 * The navigation guard's URL checks (docs/spec.md §5: "Navigating to an external URL
 * is rejected unless explicitly marked external. Javascript and data protocols
 * are blocked."). Pure functions: the browser's `navigateTo`, the route rules and
 * the worker's form redirects all use them; a same-site path is `sitePath`'s (./safe-redirect.ts).
 */
import { sitePath } from "./safe-redirect";

/** Schemes that run code or smuggle content in place of a page: refused whatever the caller says. */
const BLOCKED_SCHEMES = ["javascript:", "data:", "vbscript:"] as const;

/** Characters a browser ignores or strips inside a scheme (controls, whitespace, zero-width marks). */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{White_Space}]/gu;

/** Layers of encoding after which a URL counts as hostile by itself. */
const MAX_DECODE_ROUNDS = 4;

const NAMED_ENTITIES: Record<string, string> = { colon: ":", tab: "\t", newline: "\n" };

/** One round of percent- and HTML-entity decoding that never throws on malformed input. */
function decodeOnce(value: string): string {
  return value
    .replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d{1,7});?/g, (_, dec: string) => String.fromCodePoint(Number.parseInt(dec, 10)))
    .replace(/&(colon|tab|newline);/gi, (_, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? "");
}

/**
 * Whether a URL starts with a blocked scheme once case, whitespace, control
 * characters and percent / entity encoding are taken away.
 */
export function hasBlockedScheme(url: string): boolean {
  let current = url;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    const bare = current.replace(INVISIBLE, "").toLowerCase();
    if (BLOCKED_SCHEMES.some((scheme) => bare.startsWith(scheme))) return true;
    const decoded = decodeOnce(current);
    if (decoded === current) return false;
    current = decoded;
  }
  return true;
}

export type UrlTarget = { kind: "internal"; path: string } | { kind: "external"; href: string };

/**
 * Where a URL leads, seen from a page at `origin`: an internal path (same origin,
 * http or https) or an external address. `null` for a blocked or unparsable URL.
 * `//host` and `/\host` resolve to another origin, so they are external.
 */
export function classifyUrl(url: string, origin: string): UrlTarget | null {
  if (hasBlockedScheme(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if ((BLOCKED_SCHEMES as readonly string[]).includes(parsed.protocol)) return null;
  const web = parsed.protocol === "http:" || parsed.protocol === "https:";
  if (web && parsed.origin === new URL(origin).origin) {
    // Same origin, but `/.//x` normalises to `//x`, which names a host again: refused.
    const path = sitePath(parsed.href, origin);
    return path === null ? null : { kind: "internal", path };
  }
  return { kind: "external", href: parsed.href };
}

/** A same-site path to send a browser back to after a form post, else `fallback`. */
export function sameSitePath(url: string | undefined | null, origin: string, fallback = "/"): string {
  if (!url || hasBlockedScheme(url)) return fallback;
  return sitePath(url, origin) ?? fallback;
}
