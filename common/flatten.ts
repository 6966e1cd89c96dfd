/**
 * Nested messages (the files in locales/) and flat dot-named keys (the database).
 * Keys are a flat namespace, so `a.b` may be a message and the prefix of `a.b.c` at
 * once; the nested form writes such a key as a group whose empty-string member is
 * the group's own message: `{ "a": { "b": { "": "text of a.b", "c": "text of a.b.c" } } }`
 * (docs/decisions/0036-icu-messages.md). Both directions are lossless and keep order.
 */
export type Nested = { [key: string]: string | Nested };

/** The member that holds a group's own message. */
export const OWN_MESSAGE = "";

/** `{ home: { title: "x", "": "y" } }` → `{ "home.title": "x", "home": "y" }`, in document order. */
export function flatten(
  tree: Nested,
  prefix = "",
  out: Record<string, string> = Object.create(null),
): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (key === OWN_MESSAGE && !prefix) throw new TypeError(`"": only a group may have its own message`);
    const name = key === OWN_MESSAGE ? prefix : prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out[name] = value;
    else if (value && typeof value === "object" && !Array.isArray(value)) flatten(value, name, out);
    else throw new TypeError(`${name}: values must be strings or objects`);
  }
  return out;
}
