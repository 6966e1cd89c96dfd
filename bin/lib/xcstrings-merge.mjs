// `polyglot pull --format xcstrings` over an existing String Catalog (docs/cli.md,
// docs/decisions/0092-apple-string-catalogs.md): the server's catalog written into the file so a
// diff shows only what changed. The file keeps its keys' order, its other languages and fields
// (`extractionState`, `shouldTranslate`, `version`); a localization the server gives back with
// the same meaning keeps its bytes: the same strings once every specifier is numbered (`%lld` is
// `%1$lld`) and substitutions are named by their argument, the same state (all `translated`, or
// some unit waiting: `needs_review`, `new`, `stale`; the product keeps one state per message).
// A new key or language takes its place in Xcode's order.
// Plain Node like the rest of the CLI: common/formats/xcstrings-export.ts does the same on the server.
import { parseOrdered } from "./json-shape.mjs";

const COLLATOR = new Intl.Collator("en", { numeric: true });
/** Xcode's order: as Finder sorts names, ties by code point (common/formats/xcode-json.ts). */
const xcodeOrder = (a, b) => COLLATOR.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

const TOKEN =
  /%#@([^@\s]+)@|%%|%arg|%(\d+\$)?([-+ 0#']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|q|L|z|t|j)?[@dDiuUxXoOfFeEgGcCsSpaA])/g;

/** A string with every specifier numbered and substitutions named by their argument. */
function numbered(value, names) {
  let next = 0;
  return String(value).replace(TOKEN, (m, sub, position, body) => {
    if (sub) return `%#@${names.get(sub) ?? sub}@`;
    if (!body) return m;
    return `%${position ?? `${++next}$`}${body}`;
  });
}

/** A localization as plain data that two writings of the same meaning share. */
function canonical(node, names = new Map()) {
  if (Array.isArray(node)) return node.map((n) => canonical(n, names));
  if (!(node instanceof Map)) return node;
  const own = new Map(names);
  const subs = node.get("substitutions");
  if (subs instanceof Map) for (const [name, sub] of subs) own.set(name, `arg${sub.get("argNum")}`);
  const out = {};
  for (const [k, v] of [...node].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (k === "stringUnit" && v instanceof Map) {
      out[k] = numbered(v.get("value"), own);
    } else if (k === "substitutions" && v instanceof Map) {
      out[k] = Object.fromEntries([...v].map(([name, sub]) => [own.get(name), canonical(sub, own)]));
    } else out[k] = canonical(v, own);
  }
  return out;
}

/** Whether any unit of a localization waits (`needs_review`, `new`, `stale`). */
function waiting(node) {
  if (Array.isArray(node)) return node.some(waiting);
  if (!(node instanceof Map)) return false;
  const unit = node.get("stringUnit");
  if (unit instanceof Map && (unit.get("state") ?? "translated") !== "translated") return true;
  return [...node.values()].some(waiting);
}

const same = (a, b) => waiting(a) === waiting(b) && JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

function setSorted(map, name, value) {
  if (map.has(name)) return void map.set(name, value);
  const all = [...map];
  const at = all.findIndex(([k]) => xcodeOrder(k, name) > 0);
  all.splice(at < 0 ? all.length : at, 0, [name, value]);
  map.clear();
  for (const [k, v] of all) map.set(k, v);
}

function objectIn(parent, name) {
  const found = parent.get(name);
  if (found instanceof Map) return found;
  const made = new Map();
  setSorted(parent, name, made);
  return made;
}

/** JSON as Xcode writes it: two spaces, `"name" : value`, `{` blank line `}` when empty. */
export function writeXcodeJson(node, indent = "") {
  if (node === null || typeof node !== "object") return JSON.stringify(node);
  const inner = `${indent}  `;
  if (Array.isArray(node)) {
    if (node.length === 0) return `[\n\n${indent}]`;
    return `[\n${node.map((n) => inner + writeXcodeJson(n, inner)).join(",\n")}\n${indent}]`;
  }
  if (node.size === 0) return `{\n\n${indent}}`;
  const members = [...node].map(([k, v]) => `${inner}${JSON.stringify(k)} : ${writeXcodeJson(v, inner)}`);
  return `{\n${members.join(",\n")}\n${indent}}`;
}

/** The server's catalog written into the old file's text (throws SyntaxError when the old file is not JSON). */
export function mergeCatalog(serverText, oldText) {
  const old = parseOrdered(oldText);
  const server = parseOrdered(serverText);
  if (!(old instanceof Map) || !(server instanceof Map)) throw new SyntaxError("not a String Catalog");
  const strings = objectIn(old, "strings");
  for (const [key, fresh] of server.get("strings") ?? new Map()) {
    const node = strings.get(key);
    if (!(node instanceof Map)) {
      setSorted(strings, key, fresh);
      continue;
    }
    if (node.get("shouldTranslate") === false) continue;
    const comment = fresh.get("comment");
    if (comment !== undefined && comment !== node.get("comment")) setSorted(node, "comment", comment);
    const localizations = fresh.get("localizations");
    if (!(localizations instanceof Map)) continue;
    const olds = objectIn(node, "localizations");
    for (const [tag, localization] of localizations) {
      const oldTag = [...olds.keys()].find((t) => t.toLowerCase() === tag.toLowerCase()) ?? tag;
      if (!olds.has(oldTag) || !same(olds.get(oldTag), localization)) setSorted(olds, oldTag, localization);
    }
  }
  return writeXcodeJson(old) + (/\s*$/.exec(oldText)?.[0] ?? "");
}
