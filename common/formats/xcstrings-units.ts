import type { JsonMember, JsonNode } from "./json-reader.ts";
import { appleToIcu, argumentName, isIntegerBody, readsAsIcu, specifierOf } from "./xcstrings-specifiers.ts";

/**
 * One localization of a String Catalog (`stringUnit`, `variations`, `substitutions`) as one ICU
 * message (docs/decisions/0092-apple-string-catalogs.md):
 * - `variations.plural` → `{argN…, plural, …}` on the first integer argument of its forms
 *   (`zero` is Apple's form for 0 in every language: `=0`);
 * - `variations.device` → `{device, select, iphone {…} mac {…} other {…}}`;
 * - `%#@name@` with `substitutions.name` (`argNum`, `formatSpecifier`, a plural) → an inline
 *   plural on that argument, `%arg` inside it being the argument.
 * The state is the least settled of its units: `translated` alone is reviewed.
 */
type JsonObject = Extract<JsonNode, { kind: "object" }>;

export class UnitError extends Error {
  readonly at: number;
  constructor(message: string, at: number) {
    super(message);
    this.at = at;
  }
}

export interface UnitText {
  text: string;
  /** Offset of the first value's opening quote in the file. */
  at: number;
  reviewed: boolean;
}

export const PLURAL_FORMS = ["zero", "one", "two", "few", "many", "other"] as const;
export const member = (node: JsonObject, name: string) => node.members.find((m) => m.name === name)?.node;

export function objectAt(node: JsonNode | undefined, what: string, at: number): JsonObject {
  if (node?.kind !== "object") throw new UnitError(`${what} must be an object`, node?.at ?? at);
  return node;
}

function stringAt(node: JsonNode | undefined, what: string, at: number): Extract<JsonNode, { kind: "string" }> {
  if (node?.kind !== "string") throw new UnitError(`${what} must be a string`, node?.at ?? at);
  return node;
}

const STATES = new Set(["translated", "needs_review", "new", "stale"]);

interface Context {
  substitutions?: JsonObject;
  arg?: string;
}

/** A localization node (`"cs" : { … }`) as ICU. Throws UnitError where the file is not a catalog. */
export function localizationText(node: JsonObject, path: string, context: Context = {}, inPlural = false): UnitText {
  const substitutions = member(node, "substitutions");
  const own: Context = {
    ...context,
    substitutions: substitutions ? objectAt(substitutions, `${path}.substitutions`, node.at) : context.substitutions,
  };
  const unit = member(node, "stringUnit");
  const variations = member(node, "variations");
  if (unit) {
    const u = objectAt(unit, `${path}.stringUnit`, node.at);
    const value = stringAt(member(u, "value"), `${path}.stringUnit.value`, u.at);
    const state = stringAt(member(u, "state") ?? { kind: "string", value: "translated", at: u.at }, "state", u.at);
    if (!STATES.has(state.value)) throw new UnitError(`${path}.stringUnit.state ${state.value} is unknown`, state.at);
    let reviewed = state.value === "translated";
    const substitution = (name: string) => {
      const found = own.substitutions ? member(own.substitutions, name) : undefined;
      if (!found) return null;
      const sub = substitutionText(objectAt(found, `${path}.substitutions.${name}`, node.at), `${path}.${name}`, own);
      reviewed &&= sub.reviewed;
      return sub.text;
    };
    const plain = !inPlural && !own.arg && !own.substitutions;
    const text =
      plain && readsAsIcu(value.value)
        ? value.value
        : appleToIcu(value.value, { inPlural, substitution, ...(own.arg ? { arg: own.arg } : {}) });
    return { text, at: value.at, reviewed };
  }
  if (!variations) throw new UnitError(`${path} has neither stringUnit nor variations`, node.at);
  const v = objectAt(variations, `${path}.variations`, node.at);
  const [kind, ...more] = v.members;
  if (!kind || more.length > 0) throw new UnitError(`${path}.variations must vary by one thing`, v.at);
  const forms = objectAt(kind.node, `${path}.variations.${kind.name}`, v.at);
  if (kind.name === "plural") return pluralText(forms, `${path}.variations.plural`, own, null);
  if (kind.name === "device") return deviceText(forms, `${path}.variations.device`, own, inPlural);
  throw new UnitError(`${path}.variations.${kind.name}: only plural and device variations are read`, kind.node.at);
}

function pluralText(forms: JsonObject, path: string, context: Context, argument: string | null): UnitText {
  const read = forms.members.map((m: JsonMember) => {
    if (!(PLURAL_FORMS as readonly string[]).includes(m.name)) {
      throw new UnitError(`${path}.${m.name} is not a plural form`, m.node.at);
    }
    const at = `${path}.${m.name}`;
    return { name: m.name, ...localizationText(objectAt(m.node, at, forms.at), at, context, true) };
  });
  if (!read.some((f) => f.name === "other")) throw new UnitError(`${path} has no other form`, forms.at);
  const on = argument ?? pluralArgument(read.map((f) => f.text));
  const branches = read.map((f) => `${f.name === "zero" ? "=0" : f.name} {${f.text}}`);
  return {
    text: `{${on}, plural, ${branches.join(" ")}}`,
    at: read[0]?.at ?? forms.at,
    reviewed: read.every((f) => f.reviewed),
  };
}

/** The argument a plural variation counts: its forms' first integer argument, else their first argument. */
function pluralArgument(texts: readonly string[]): string {
  const names = texts.flatMap((t) => [...t.matchAll(/\{(arg\d+[A-Za-z0-9_]*)\}/g)].map((m) => m[1] as string));
  const numbered = names
    .map((name) => ({ name, spec: specifierOf(name) }))
    .filter((a) => a.spec !== null)
    .sort((a, b) => (a.spec?.n ?? 0) - (b.spec?.n ?? 0));
  const integer = numbered.find((a) => a.spec && isIntegerBody(a.spec.body));
  return (integer ?? numbered[0])?.name ?? argumentName(1, "lld");
}

function deviceText(forms: JsonObject, path: string, context: Context, inPlural: boolean): UnitText {
  const read = forms.members.map((m) => ({
    name: m.name,
    ...localizationText(objectAt(m.node, `${path}.${m.name}`, forms.at), `${path}.${m.name}`, context, inPlural),
  }));
  if (!read.some((f) => f.name === "other")) throw new UnitError(`${path} has no other device`, forms.at);
  return {
    text: `{device, select, ${read.map((f) => `${f.name} {${f.text}}`).join(" ")}}`,
    at: read[0]?.at ?? forms.at,
    reviewed: read.every((f) => f.reviewed),
  };
}

function substitutionText(node: JsonObject, path: string, context: Context): UnitText {
  const num = member(node, "argNum");
  const spec = member(node, "formatSpecifier");
  const n = num?.kind === "scalar" && typeof num.value === "number" ? num.value : 1;
  const body = spec?.kind === "string" ? spec.value : "lld";
  const arg = argumentName(n, body);
  const variations = objectAt(member(node, "variations"), `${path}.variations`, node.at);
  const plural = objectAt(member(variations, "plural"), `${path}.variations.plural`, variations.at);
  return pluralText(plural, `${path}.variations.plural`, { ...context, arg }, arg);
}
