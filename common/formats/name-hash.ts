/**
 * An 8-hex FNV-1a hash of a name: the importers end a name cut to the key length with it, so two
 * long names that share their first characters still make two keys (po-key.ts, xliff-keys.ts).
 */
export const NAME_HASH_LENGTH = 8;

export function nameHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(NAME_HASH_LENGTH, "0");
}
