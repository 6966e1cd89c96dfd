import {
  type JsonMember,
  type JsonNode,
  JsonSyntaxError,
  jsonSourceOffset,
  LineIndex,
  readJson,
} from "./json-reader.ts";
import { Collector, type ParseOptions, type ParseResult } from "./types.ts";

type JsonObject = Extract<JsonNode, { kind: "object" }>;

/**
 * Flutter ARB (Application Resource Bundle): one JSON object whose values are ICU messages
 * already. `@key` members are the metadata of `key`: its `description` and its `placeholders`
 * (type, format, example) become the key's description, the placeholders as one line after
 * it (`Placeholders: {count} int; {focalLength} String, e.g. 5.4`), since the product keeps
 * no other place for them. Other `@@x` globals are ignored; `@@locale` is `declaredLocale`.
 * An empty message is untranslated: skipped and counted.
 */
export function importArb(text: string, options: ParseOptions): ParseResult {
  const collector = new Collector(options, new LineIndex(text));
  const root = readRoot(text, collector);
  if (!root) return collector.result;
  const metadata = new Map<string, JsonMember>();
  for (const member of root.members) {
    if (member.name.startsWith("@") && !member.name.startsWith("@@")) metadata.set(member.name.slice(1), member);
  }
  let untranslated = 0;
  for (const member of root.members) {
    if (member.name.startsWith("@")) continue;
    const value = member.node;
    if (value.kind !== "string") {
      collector.error(value.at, `ARB: the value of ${member.name} must be a string (an ICU message)`);
      continue;
    }
    if (value.value === "") {
      untranslated++;
      continue;
    }
    const { entries } = collector.result;
    const before = entries.length;
    collector.add(member.name, value.value, value.at + 1, (i) => jsonSourceOffset(text, value.at, i));
    const added = entries[before];
    const meta = metadata.get(member.name);
    const description = meta ? descriptionOf(meta, collector) : undefined;
    if (added && description !== undefined) added.description = description;
  }
  collector.result.skipped = untranslated > 0 ? { untranslated } : {};
  return collector.result;
}

/** The `@@locale` the file declares, or null (also for a file that is not an ARB object). */
export function declaredLocale(text: string): string | null {
  try {
    const root = readJson(text);
    if (root.kind !== "object") return null;
    const locale = root.members.find((m) => m.name === "@@locale")?.node;
    return locale?.kind === "string" && locale.value !== "" ? locale.value : null;
  } catch {
    return null;
  }
}

function readRoot(text: string, collector: Collector): JsonObject | null {
  let root: JsonNode;
  try {
    root = readJson(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const message = `ARB: malformed JSON: ${error.message.replace(/ at line \d+, column \d+$/, "")}`;
    collector.result.errors.push(collector.located(error.line, error.column, message));
    return null;
  }
  if (root.kind === "object") return root;
  collector.error(root.at, "ARB: the file must hold a JSON object");
  return null;
}

/** The description of `@key`, or undefined where it has none (`"@key": {}`, as Weblate writes). */
function descriptionOf(meta: JsonMember, collector: Collector): string | undefined {
  if (meta.node.kind !== "object") {
    collector.error(meta.node.at, `ARB: ${meta.name} must be an object (the metadata of ${meta.name.slice(1)})`);
    return undefined;
  }
  const description = stringOf(meta.node, "description");
  const placeholders = meta.node.members.find((m) => m.name === "placeholders")?.node;
  const line = placeholders?.kind === "object" ? placeholderLine(placeholders) : "";
  const parts = [description ?? "", line].filter((p) => p !== "");
  return parts.length > 0 ? parts.join("\n\n") : description;
}

function placeholderLine(placeholders: JsonObject): string {
  const each = placeholders.members.map(({ name, node }) => {
    if (node.kind !== "object") return `{${name}}`;
    const type = stringOf(node, "type");
    const format = stringOf(node, "format");
    const example = stringOf(node, "example");
    const description = stringOf(node, "description");
    let out = `{${name}}`;
    if (type) out += ` ${type}`;
    if (format) out += ` (${format})`;
    if (example) out += `, e.g. ${example}`;
    if (description) out += `: ${description}`;
    return out;
  });
  return each.length > 0 ? `Placeholders: ${each.join("; ")}` : "";
}

function stringOf(node: JsonObject, name: string): string | undefined {
  const found = node.members.find((m) => m.name === name)?.node;
  return found?.kind === "string" ? found.value : undefined;
}
