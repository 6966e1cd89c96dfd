import { type MessageFormatElement, type PluralElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { specifier, specifierOf, startsSpecifier } from "./xcstrings-specifiers.ts";

/**
 * An ICU message as a String Catalog localization, the reverse of ./xcstrings-units.ts
 * (docs/decisions/0092-apple-string-catalogs.md): a message that is one plural is a plural
 * variation (`=0` → `zero`), one select on `device` a device variation, a plural inside text a
 * substitution (`%#@argN@`); arguments are specifiers again (./xcstrings-specifiers.ts). A string
 * is written with positions (`%2$@`) only when its arguments are not 1, 2, 3… in order. What a
 * catalog cannot express (an argument of the product's own name such as `{count}`, select,
 * ordinal, dates, an exact `=2`) is an `Unexpressible` error: the caller writes the ICU text.
 */
export type CatalogNode = string | number | boolean | null | CatalogNode[] | CatalogObject;
export type CatalogObject = Map<string, CatalogNode>;

export class Unexpressible extends Error {}

type Arg = { n: number; body: string };
/** A substitution's own argument in its forms: `%arg`. */
const OWN = { own: true } as const;
type Part = string | Arg | { sub: string } | typeof OWN;
/** What `#` is (a specifier, `%arg` in a substitution, else an error) and the substitution's own argument. */
interface Counted {
  pound: Part | null;
  own: Arg | null;
}
const FORMS: Record<string, string> = { "=0": "zero", zero: "zero", one: "one", two: "two", few: "few", many: "many" };

/** The specifier of each argument: only the names ./xcstrings-specifiers.ts gives have one. */
class Arguments {
  of(name: string): Arg {
    const found = specifierOf(name);
    if (!found) throw new Unexpressible(`the argument {${name}} is not a catalog's (arg1, arg1_lld…)`);
    return found;
  }
}

/** One localization (`stringUnit`, or `variations` / `substitutions` with their units) of `text`. */
export function localizationOf(text: string, state: string): CatalogObject {
  let ast: MessageFormatElement[];
  try {
    ast = parse(text, { requiresOtherClause: false });
  } catch (error) {
    throw new Unexpressible(`not valid ICU (${(error as Error).message})`);
  }
  return nodeOf(ast, state, new Arguments(), null);
}

/** `pound`: what `#` is in a plural variation's form (its argument's specifier). */
function nodeOf(ast: MessageFormatElement[], state: string, args: Arguments, pound: Arg | null): CatalogObject {
  const [only, ...rest] = ast;
  if (only && rest.length === 0 && only.type === TYPE.plural && !pound) {
    const counted = args.of(only.value);
    const plural = pluralForms(only, args, (forms) => nodeOf(forms, state, args, counted));
    return new Map([["variations", new Map([["plural", plural]])]]);
  }
  if (only && rest.length === 0 && only.type === TYPE.select && only.value === "device") {
    const devices: CatalogObject = new Map();
    for (const [name, option] of Object.entries(only.options)) {
      devices.set(name, nodeOf(option.value, state, args, pound));
    }
    return new Map([["variations", new Map([["device", devices]])]]);
  }
  const substitutions: CatalogObject = new Map();
  const parts = partsOf(ast, args, { pound, own: null }, (plural) => {
    if (pound) return noNesting();
    const arg = args.of(plural.value);
    const inner = { pound: OWN, own: arg };
    const forms = pluralForms(plural, args, (form) => unit(partsOf(form, args, inner, noNesting), state));
    const name = `arg${arg.n}`;
    const sub = [
      ["argNum", arg.n],
      ["formatSpecifier", arg.body],
      ["variations", new Map([["plural", forms]])],
    ] as const;
    substitutions.set(name, new Map<string, CatalogNode>(sub));
    return name;
  });
  const node = unit(parts, state);
  if (substitutions.size > 0) node.set("substitutions", substitutions);
  return node;
}

const noNesting = (): string => {
  throw new Unexpressible("a plural inside a plural's form has no String Catalog equivalent");
};

function pluralForms(
  plural: PluralElement,
  args: Arguments,
  form: (elements: MessageFormatElement[]) => CatalogObject,
): CatalogObject {
  if (plural.pluralType === "ordinal") throw new Unexpressible("an ordinal plural has no String Catalog equivalent");
  if (plural.offset) throw new Unexpressible("a plural offset has no String Catalog equivalent");
  const forms: CatalogObject = new Map();
  for (const [name, option] of Object.entries(plural.options)) {
    const to = name === "other" ? "other" : FORMS[name];
    if (!to || forms.has(to)) throw new Unexpressible(`the plural branch ${name} has no String Catalog equivalent`);
    forms.set(to, form(option.value));
  }
  args.of(plural.value);
  return new Map([...forms].sort(([a], [b]) => (a < b ? -1 : 1)));
}

function unit(parts: Part[], state: string): CatalogObject {
  const numbers = parts.flatMap((p) => (typeof p === "object" && "n" in p ? [p.n] : []));
  const positional = numbers.some((n, i) => n !== i + 1);
  const formatted = parts.some((p) => typeof p !== "string");
  // A literal `%` is `%%` where a reader would take it for a specifier (the string has some, or it starts one).
  const literal = (text: string) =>
    text.replaceAll("%", (_, at: number) => (formatted || startsSpecifier(text, at) ? "%%" : "%"));
  const value = parts
    .map((p) => {
      if (typeof p === "string") return literal(p);
      if ("own" in p) return "%arg";
      return "sub" in p ? `%#@${p.sub}@` : specifier(p.n, p.body, positional);
    })
    .join("");
  return new Map([
    [
      "stringUnit",
      new Map([
        ["state", state],
        ["value", value],
      ]),
    ],
  ]);
}

/** The text's pieces; in a substitution's form its own argument is `%arg`. */
function partsOf(
  ast: MessageFormatElement[],
  args: Arguments,
  counted: Counted,
  substitute: (plural: PluralElement) => string,
): Part[] {
  const { pound, own } = counted;
  return ast.flatMap((el): Part[] => {
    switch (el.type) {
      case TYPE.literal:
        return [el.value];
      case TYPE.argument:
      case TYPE.number: {
        if (el.type === TYPE.number && el.style)
          throw new Unexpressible("a number style has no String Catalog equivalent");
        const arg = args.of(el.value);
        return [own && arg.n === own.n ? OWN : arg];
      }
      case TYPE.pound:
        if (!pound) throw new Unexpressible("# outside a plural");
        return [pound];
      case TYPE.tag:
        return [`<${el.value}>`, ...partsOf(el.children, args, counted, substitute), `</${el.value}>`];
      case TYPE.plural:
        return [{ sub: substitute(el) }];
      default:
        throw new Unexpressible(`${TYPE[el.type]} has no String Catalog equivalent`);
    }
  });
}
