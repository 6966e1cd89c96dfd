/**
 * Pure text rules of the translation store, shared by the worker, the browser
 * and the Node CLI (which imports this file directly: keep it free of imports).
 */

/** Key names: dot-separated segments of letters, digits, `_` and `-`. */
export const KEY_NAME = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;
export const MAX_KEY_LENGTH = 200;
export const MAX_VALUE_LENGTH = 10_000;
export const MAX_DESCRIPTION_LENGTH = 1_000;

/** Lower-cased and stripped of diacritics: `Čeština` → `cestina`, for search. */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Segments that would reach `Object.prototype` when a name is nested into an
 * object (exports, bundles): refused outright rather than escaped.
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** Why a key name is invalid, or null. */
export function keyNameError(name: unknown): string | null {
  if (typeof name !== "string" || name.length === 0) return "must be a non-empty string";
  if (name.length > MAX_KEY_LENGTH) return `must be at most ${MAX_KEY_LENGTH} characters`;
  if (!KEY_NAME.test(name)) return "must be dot-separated segments of letters, digits, _ and -";
  const reserved = name.split(".").find((segment) => RESERVED_SEGMENTS.has(segment));
  if (reserved) return `must not have a segment named ${reserved}`;
  return null;
}

/** Why a translation value is invalid, or null. */
export function valueError(text: unknown): string | null {
  if (typeof text !== "string") return "must be a string";
  if (text.length > MAX_VALUE_LENGTH) return `must be at most ${MAX_VALUE_LENGTH} characters`;
  return null;
}
