/** Nested messages (the files in locales/) and flat dot-named keys (the database). */
export type Nested = { [key: string]: string | Nested };

/** `{ home: { title: "x" } }` → `{ "home.title": "x" }`, in document order. */
export function flatten(tree: Nested, prefix = "", out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out[name] = value;
    else if (value && typeof value === "object" && !Array.isArray(value)) flatten(value, name, out);
    else throw new TypeError(`${name}: values must be strings or objects`);
  }
  return out;
}

/**
 * The inverse of `flatten`, in the order of `entries`. A name that is both a
 * leaf and a branch (`a` and `a.b`) cannot be represented and throws.
 */
export function unflatten(entries: Iterable<[string, string]>): Nested {
  const root: Nested = {};
  for (const [name, text] of entries) {
    const parts = name.split(".");
    const leaf = parts.pop() as string;
    let node = root;
    for (const part of parts) {
      let next = node[part];
      if (typeof next === "string") throw new TypeError(`${name}: ${part} is already a message`);
      if (next === undefined) {
        next = {};
        node[part] = next;
      }
      node = next;
    }
    if (typeof node[leaf] === "object") throw new TypeError(`${name}: already a group of messages`);
    node[leaf] = text;
  }
  return root;
}
