/**
 * The key name rule of importers: keys form one flat, dot-separated namespace
 * in which a name may be a message and the prefix of other names at once
 * (docs/decisions/0035-icu-checks-and-formats.md).
 */
export const MAX_KEY_NAME_LENGTH = 200;

/** Segments that would reach an object's prototype if a key ever indexed a plain object. */
const FORBIDDEN_SEGMENTS = new Set(["__proto__", "constructor", "prototype"]);

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Why `name` cannot be a key, or null. */
export function keyNameProblem(name: unknown): string | null {
  if (typeof name !== "string" || name.length === 0) return "must be a non-empty string";
  if (name.length > MAX_KEY_NAME_LENGTH) return `must be at most ${MAX_KEY_NAME_LENGTH} characters`;
  if (CONTROL.test(name)) return "must not contain control characters";
  if (name.trim() !== name) return "must not start or end with whitespace";
  for (const segment of name.split(".")) {
    if (segment === "") return "must not have an empty segment (`..`, or a leading or trailing dot)";
    if (FORBIDDEN_SEGMENTS.has(segment)) return `must not have a segment named ${segment}`;
  }
  return null;
}
