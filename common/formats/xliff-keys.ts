import { keyNameProblem, MAX_KEY_NAME_LENGTH } from "../icu/keys.ts";
import { RESERVED_SEGMENTS } from "../text.ts";
import { NAME_HASH_LENGTH, nameHash } from "./name-hash.ts";

/**
 * A unit's name as a key of the product (common/icu/keys.ts). XLIFF ids always pass, but a
 * `resname`/`name` often holds an English sentence (`This is not a valid IP address.`). The rule,
 * applied only to a name the key rule refuses, so every key this product wrote stays as it is:
 * control characters and runs of white space become one space, the name is trimmed, empty
 * dot-segments are dropped (`a..b.` → `a.b`), `__proto__`/`constructor`/`prototype` segments
 * get a `_` in front, and a name still over 200 characters keeps its first 191 followed by `~`
 * and 8 hex digits of a hash of the whole name (FNV-1a), so two long names stay two keys.
 */
export function unitKey(name: string): string {
  if (keyNameProblem(name) === null) return name;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this replaces
  let key = name.replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, " ").trim();
  key = key
    .split(".")
    .filter((segment) => segment !== "")
    .map((segment) => (RESERVED_SEGMENTS.has(segment) ? `_${segment}` : segment))
    .join(".")
    .trim();
  if (key.length > MAX_KEY_NAME_LENGTH) {
    key = `${key.slice(0, MAX_KEY_NAME_LENGTH - NAME_HASH_LENGTH - 1)}~${nameHash(name)}`;
  }
  return key;
}
