// The shape of a JSON locale file, so `pull` writes it back as it was (docs/cli.md,
// docs/decisions/0085-files-other-tools-read.md): nested or flat, its keys' order, its indent.
// Objects are read as Maps: JSON.parse would move integer-like keys ("404") to the front.

// A JSON string; JSON.parse then refuses the control characters a string may not hold.
const STRING = /"(?:[^"\\]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const LITERAL = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;

/** JSON text as Maps (objects), arrays and primitives, keys in file order; throws SyntaxError. */
export function parseOrdered(text) {
  let at = 0;
  const space = () => {
    while (/\s/.test(text[at] ?? "")) at++;
  };
  const fail = () => {
    throw new SyntaxError(`not JSON at offset ${at}`);
  };
  const token = (re) => {
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) fail();
    at += m[0].length;
    return JSON.parse(m[0]);
  };
  const value = () => {
    space();
    const c = text[at];
    if (c === "{") {
      at++;
      const map = new Map();
      space();
      if (text[at] === "}") {
        at++;
        return map;
      }
      for (;;) {
        space();
        const key = token(STRING);
        space();
        if (text[at++] !== ":") fail();
        map.set(key, value());
        space();
        const next = text[at++];
        if (next === "}") return map;
        if (next !== ",") fail();
      }
    }
    if (c === "[") {
      at++;
      const list = [];
      space();
      if (text[at] === "]") {
        at++;
        return list;
      }
      for (;;) {
        list.push(value());
        space();
        const next = text[at++];
        if (next === "]") return list;
        if (next !== ",") fail();
      }
    }
    return token(c === '"' ? STRING : LITERAL);
  };
  const result = value();
  space();
  if (at < text.length) fail();
  return result;
}

/** "nested" when a top-level value is an object, "flat" when none is, null for an empty object or no object. */
export function shapeOf(tree) {
  if (!(tree instanceof Map) || tree.size === 0) return null;
  return [...tree.values()].some((v) => v instanceof Map) ? "nested" : "flat";
}

/**
 * `fresh` (the server's file) in the key order of `old` (the file on disk): each object's keys
 * that `old` has first, in its order, then the new ones in the server's order. Removed keys go.
 */
export function inOrderOf(fresh, old) {
  if (!(fresh instanceof Map) || !(old instanceof Map)) return fresh;
  const out = new Map();
  for (const [key, was] of old) if (fresh.has(key)) out.set(key, inOrderOf(fresh.get(key), was));
  for (const [key, value] of fresh) if (!out.has(key)) out.set(key, value);
  return out;
}

/** The indent of a JSON text (its first indented line), or two spaces. */
export function indentOf(text) {
  return /\n([ \t]+)\S/.exec(text)?.[1] ?? "  ";
}

/** `tree` as JSON with `indent`, ending with a newline, as JSON.stringify would write it but in Map order. */
export function stringifyOrdered(tree, indent = "  ") {
  const write = (value, depth) => {
    const pad = indent.repeat(depth + 1);
    const close = indent.repeat(depth);
    if (value instanceof Map) {
      if (value.size === 0) return "{}";
      const members = [...value].map(([k, v]) => `${pad}${JSON.stringify(k)}: ${write(v, depth + 1)}`);
      return `{\n${members.join(",\n")}\n${close}}`;
    }
    if (Array.isArray(value)) {
      if (value.length === 0) return "[]";
      return `[\n${value.map((v) => `${pad}${write(v, depth + 1)}`).join(",\n")}\n${close}]`;
    }
    return JSON.stringify(value);
  };
  return `${write(tree, 0)}\n`;
}
