import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseSync } from "oxc-parser";

/**
 * Text a user reads that is not a message (issue 38): JSX text, string children, and the strings
 * of user-facing attributes, written as literals in `client/`. A literal without a letter (`×`,
 * `…`, `·`, `/`) is a symbol, not text; the few words that are the same in every language (names of
 * products, formats and standards) are allowed by name.
 */
const USER_FACING = new Set([
  "title",
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "aria-placeholder",
  "placeholder",
  "alt",
  "label",
]);

export const ALLOWED_LITERALS = new Set<string>([
  "Polyglot",
  "ICU",
  "JSON",
  "XLIFF",
  "CSV",
  "PO",
  "ARB",
  "TMX",
  "i18next",
]);

const LETTER = /\p{L}/u;

export interface Literal {
  file: string;
  line: number;
  text: string;
}

/** Every .tsx file under `dir`. */
export function tsxFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return tsxFiles(path);
      return name.endsWith(".tsx") ? [path] : [];
    });
}

/** Text with a letter left once the allowed words are taken out. */
function isText(text: string): boolean {
  const rest = text
    .split(/(\p{L}[\p{L}\p{N}]*)/u)
    .filter((word) => !ALLOWED_LITERALS.has(word))
    .join("");
  return LETTER.test(rest);
}

// biome-ignore lint/suspicious/noExplicitAny: an ESTree node of any kind
type Node = any;

/** The string literals an expression can evaluate to (through conditionals, `??`, `||`, `&&`, `+` and templates). */
function strings(node: Node, out: Array<{ node: Node; text: string }> = []): Array<{ node: Node; text: string }> {
  if (!node) return out;
  if (node.type === "Literal" && typeof node.value === "string") out.push({ node, text: node.value });
  else if (node.type === "TemplateLiteral")
    out.push({ node, text: node.quasis.map((q: Node) => q.value.cooked ?? "").join(" ") });
  else if (node.type === "ConditionalExpression") {
    strings(node.consequent, out);
    strings(node.alternate, out);
  } else if (node.type === "LogicalExpression" || (node.type === "BinaryExpression" && node.operator === "+")) {
    // `a ?? "text"`, `ok && "text"`, `"text " + name`; never a comparison (`mode === "add"` shows nothing).
    strings(node.left, out);
    strings(node.right, out);
  } else if (node.type === "ParenthesizedExpression") strings(node.expression, out);
  return out;
}

/** The literals of one file that a user reads and that are not messages. */
export function literalsOf(file: string): Literal[] {
  const code = readFileSync(file, "utf8");
  const { program } = parseSync(file, code);
  const lineOf = (offset: number) => code.slice(0, offset).split("\n").length;
  const found: Literal[] = [];
  const add = (node: Node, text: string) => found.push({ file, line: lineOf(node.start), text: text.trim() });
  const visit = (node: Node) => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (node.type === "JSXText") {
      if (isText(node.value)) add(node, node.value);
      return;
    }
    if (node.type === "JSXElement" || node.type === "JSXFragment") {
      for (const child of node.children) {
        if (child.type === "JSXExpressionContainer") {
          for (const s of strings(child.expression)) if (isText(s.text)) add(s.node, s.text);
        }
      }
    }
    if (node.type === "JSXAttribute" && node.name?.type === "JSXIdentifier" && USER_FACING.has(node.name.name)) {
      const value = node.value;
      const values =
        value?.type === "Literal"
          ? strings(value)
          : value?.type === "JSXExpressionContainer"
            ? strings(value.expression)
            : [];
      for (const s of values) if (isText(s.text)) add(s.node, s.text);
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== "start" && key !== "end" && child && typeof child === "object") visit(child);
    }
  };
  visit(program);
  return found;
}
