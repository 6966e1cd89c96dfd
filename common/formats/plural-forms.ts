/**
 * gettext's `Plural-Forms: nplurals=N; plural=EXPR;` header, read without `eval`: a small
 * C-expression parser (n, integers, `== != < > <= >= && || ! % + - * / ?:`, parentheses).
 * `evaluate` uses C's integer division for whole numbers (gettext's `n` is an unsigned
 * long, so `n % 1` is always 0 there); a fractional `n` is evaluated with real arithmetic, which is what django's
 * `n % 1` headers (Transifex/Weblate style) were written for.
 */
export interface PluralForms {
  nplurals: number;
  /** The form index of `n`, or null where the expression divides by zero. */
  evaluate(n: number): number | null;
}

type Node = (n: number) => number;

const HEADER = /^\s*nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*([^;]*?)\s*;?\s*$/;
const TOKEN = /\s*(\d+|n|==|!=|<=|>=|&&|\|\||[-+*/%<>!?:()])/y;
const MAX_NPLURALS = 6;

/** The header's forms, or why it cannot be read. */
export function readPluralForms(value: string): PluralForms | { error: string } {
  const match = HEADER.exec(value);
  if (!match) return { error: "Plural-Forms must read nplurals=N; plural=EXPRESSION;" };
  const nplurals = Number(match[1]);
  if (nplurals < 1 || nplurals > MAX_NPLURALS) return { error: `nplurals=${nplurals} is not between 1 and 6` };
  const parsed = parseExpression(match[2] as string);
  if (typeof parsed === "string") return { error: `the plural expression ${parsed}` };
  return {
    nplurals,
    evaluate(n: number) {
      try {
        return parsed(n);
      } catch {
        return null;
      }
    },
  };
}

function parseExpression(source: string): Node | string {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match) {
      if (source.slice(at).trim() === "") break;
      return `has an unexpected character at ${JSON.stringify(source.slice(at).trim().slice(0, 10))}`;
    }
    tokens.push(match[1] as string);
  }
  const parser = new Parser(tokens);
  try {
    const node = parser.ternary();
    if (parser.pos < tokens.length) return `has unexpected ${JSON.stringify(tokens[parser.pos])}`;
    return node;
  } catch (error) {
    return error instanceof SyntaxError ? error.message : "cannot be read";
  }
}

/** Binary operators by precedence, lowest first, as in C. */
const LEVELS: readonly (readonly string[])[] = [
  ["||"],
  ["&&"],
  ["==", "!="],
  ["<", ">", "<=", ">="],
  ["+", "-"],
  ["*", "/", "%"],
];
const MAX_DEPTH = 100;

class Parser {
  pos = 0;
  private depth = 0;
  private readonly tokens: string[];
  constructor(tokens: string[]) {
    this.tokens = tokens;
  }

  ternary(): Node {
    if (++this.depth > MAX_DEPTH) throw new SyntaxError("is nested too deeply");
    const test = this.binary(0);
    if (this.tokens[this.pos] !== "?") {
      this.depth--;
      return test;
    }
    this.pos++;
    const yes = this.ternary();
    this.expect(":");
    const no = this.ternary();
    this.depth--;
    return (n) => (test(n) ? yes(n) : no(n));
  }

  private binary(level: number): Node {
    if (level === LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      const op = this.tokens[this.pos] as string;
      if (!LEVELS[level]?.includes(op)) return left;
      this.pos++;
      const l = left;
      const r = this.binary(level + 1);
      left = (n) => apply(op, l(n), r(n), n);
    }
  }

  private unary(): Node {
    const token = this.tokens[this.pos++];
    if (token === "!") {
      const inner = this.unary();
      return (n) => (inner(n) ? 0 : 1);
    }
    if (token === "(") {
      const inner = this.ternary();
      this.expect(")");
      return inner;
    }
    if (token === "n") return (n) => n;
    if (token !== undefined && /^\d+$/.test(token)) {
      const value = Number(token);
      return () => value;
    }
    throw new SyntaxError(token === undefined ? "ends too early" : `has unexpected ${JSON.stringify(token)}`);
  }

  private expect(token: string) {
    if (this.tokens[this.pos++] !== token) throw new SyntaxError(`lacks ${JSON.stringify(token)}`);
  }
}

function apply(op: string, a: number, b: number, n: number): number {
  const whole = Number.isInteger(n);
  switch (op) {
    case "||":
      return a || b ? 1 : 0;
    case "&&":
      return a && b ? 1 : 0;
    case "==":
      return a === b ? 1 : 0;
    case "!=":
      return a !== b ? 1 : 0;
    case "<":
      return a < b ? 1 : 0;
    case ">":
      return a > b ? 1 : 0;
    case "<=":
      return a <= b ? 1 : 0;
    case ">=":
      return a >= b ? 1 : 0;
    case "+":
      return a + b;
    case "-":
      return a - b;
    case "*":
      return a * b;
    default:
      if (b === 0) throw new RangeError("division by zero");
      if (op === "%") return a % b;
      return whole ? Math.trunc(a / b) : a / b;
  }
}
