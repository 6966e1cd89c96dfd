/**
 * Pure text rules of the translation store, shared by the worker, the browser
 * and the Node CLI (which imports this file directly: keep it free of imports).
 */

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

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Why a key name is invalid, or null: the one rule of every way a key is made (the editor, the
 * API, every import format; docs/decisions/0069-one-key-rule.md). Keys form one flat,
 * dot-separated namespace in which a name may be a message and the prefix of other names at
 * once; a segment may hold any printable characters (real files name keys `Sign in`,
 * `Přihlásiť sa`, `%d files`), but never an empty segment (nested formats split at dots), a
 * control character, whitespace at either end, or a segment that reaches an object's prototype.
 */
export function keyNameError(name: unknown): string | null {
  const fault = keyNameFault(name);
  if (!fault) return null;
  switch (fault.rule) {
    case "empty":
      return "must be a non-empty string";
    case "tooLong":
      return `must be at most ${MAX_KEY_LENGTH} characters`;
    case "control":
      return "must not contain control characters";
    case "whitespace":
      return "must not start or end with whitespace";
    case "emptySegment":
      return "must not have an empty segment (`..`, or a leading or trailing dot)";
    case "reserved":
      return `must not have a segment named ${fault.segment}`;
  }
}

/** The rule of `keyNameError` a name breaks, for words in another language than the API's (the admin's). */
export type KeyNameFault =
  | { rule: "empty" | "tooLong" | "control" | "whitespace" | "emptySegment" }
  | { rule: "reserved"; segment: string };

export function keyNameFault(name: unknown): KeyNameFault | null {
  if (typeof name !== "string" || name.length === 0) return { rule: "empty" };
  if (name.length > MAX_KEY_LENGTH) return { rule: "tooLong" };
  if (CONTROL.test(name)) return { rule: "control" };
  if (name.trim() !== name) return { rule: "whitespace" };
  for (const segment of name.split(".")) {
    if (segment === "") return { rule: "emptySegment" };
    if (RESERVED_SEGMENTS.has(segment)) return { rule: "reserved", segment };
  }
  return null;
}

/** Why a translation value is invalid, or null. */
export function valueError(text: unknown): string | null {
  if (typeof text !== "string") return "must be a string";
  if (text.length > MAX_VALUE_LENGTH) return `must be at most ${MAX_VALUE_LENGTH} characters`;
  return null;
}
