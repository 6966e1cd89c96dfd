import { type JsonNode, JsonSyntaxError, jsonSourceOffset, LineIndex, readJson } from "./json-reader.ts";
import { Collector, type ParseOptions, type ParseResult } from "./types.ts";

/**
 * Flat or nested JSON of one locale, in file order. A member name may hold
 * dots (flat) or an object (nested); inside an object the member `""` is the
 * group's own message, so `{ "a": { "": "x", "b": "y" } }` gives keys a and a.b
 * (docs/decisions/0035-icu-checks-and-formats.md).
 */
export function importJson(text: string, options: ParseOptions): ParseResult {
  const collector = new Collector(options, new LineIndex(text));
  const root = readRootObject(text, collector);
  if (root) walk(text, root, "", collector);
  return collector.result;
}

/** Reads JSON, turning a syntax error into an import error; null when the file is unreadable. */
/** The file's top-level object, or null with the reason (malformed JSON, another value) reported. */
export function readRootObject(text: string, collector: Collector): Extract<JsonNode, { kind: "object" }> | null {
  let root: JsonNode;
  try {
    root = readJson(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const message = `malformed JSON: ${error.message.replace(/ at line \d+, column \d+$/, "")}`;
    collector.result.errors.push(collector.located(error.line, error.column, message));
    return null;
  }
  if (root.kind === "object") return root;
  collector.error(root.at, "the file must hold a JSON object");
  return null;
}

function walk(text: string, node: Extract<JsonNode, { kind: "object" }>, prefix: string, collector: Collector) {
  for (const member of node.members) {
    const value = member.node;
    if (member.name === "" && prefix === "") {
      collector.error(member.at, 'an empty member name "" holds a group\'s own message, so it cannot be at the top');
      continue;
    }
    const key = member.name === "" ? prefix : prefix ? `${prefix}.${member.name}` : member.name;
    if (value.kind === "string") {
      collector.add(key, value.value, value.at + 1, (i) => jsonSourceOffset(text, value.at, i));
    } else if (value.kind === "object" && member.name !== "") {
      walk(text, value, key, collector);
    } else {
      const what = member.name === "" ? "a group's own message" : "a value";
      collector.error(value.at, `${what} must be a string${member.name === "" ? "" : " or an object"} (key ${key})`);
    }
  }
}
