import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { CATEGORY_ORDER, pluralCategories } from "../../../common/icu/plural-categories";
import type { LocaleCode } from "../../../common/locales";

/**
 * The plural editor's model of a message that is one top-level `plural`,
 * `selectordinal` or `select` and nothing else. Each form keeps the raw text
 * around it (`lead`: the gap and the key before its `{`), so printing an
 * unchanged model gives back the very same text: switching between the Forms
 * and ICU views never rewrites what the translator wrote
 * (docs/decisions/0042-plural-editor.md).
 */

export type FormsKind = "plural" | "selectordinal" | "select";

export interface Form {
  key: string;
  /** The raw ICU between the form's braces. */
  text: string;
  /** The raw text from the end of the previous form (or the message's start) up to this form's `{`. */
  lead: string;
}

export interface MessageForms {
  argument: string;
  kind: FormsKind;
  forms: Form[];
  /** The raw text after the last form's `}` (the closing brace of the argument). */
  tail: string;
}

/** The forms of `text`, or null when the forms view cannot show it losslessly. */
export function parseForms(text: string): MessageForms | null {
  let ast: ReturnType<typeof parse>;
  try {
    ast = parse(text, { captureLocation: true, requiresOtherClause: false });
  } catch {
    return null;
  }
  const [el] = ast;
  if (ast.length !== 1 || !el || (el.type !== TYPE.plural && el.type !== TYPE.select)) return null;
  if (el.location?.start.offset !== 0 || el.location.end.offset !== text.length) return null;
  const kind: FormsKind = el.type === TYPE.select ? "select" : el.pluralType === "ordinal" ? "selectordinal" : "plural";
  const options = Object.entries(el.options)
    .map(([key, option]) => ({
      key,
      start: option.location?.start.offset ?? -1,
      end: option.location?.end.offset ?? -1,
    }))
    .sort((a, b) => a.start - b.start);
  if (options.some((o) => o.start < 0 || o.end <= o.start)) return null;
  const forms: Form[] = [];
  let at = 0;
  for (const option of options) {
    forms.push({
      key: option.key,
      lead: text.slice(at, option.start),
      text: text.slice(option.start + 1, option.end - 1),
    });
    at = option.end;
  }
  return { argument: el.value, kind, forms, tail: text.slice(at) };
}

/** The ICU text of a model; forms added but left empty are not written. */
export function printForms(model: MessageForms): string {
  return model.forms.map((f) => `${f.lead}{${f.text}}`).join("") + model.tail;
}

/** The model with one form's text replaced, or the form appended when the message had none. */
export function setForm(model: MessageForms, key: string, text: string): MessageForms {
  const exists = model.forms.some((f) => f.key === key);
  if (exists) return { ...model, forms: model.forms.map((f) => (f.key === key ? { ...f, text } : f)) };
  if (text === "") return model;
  return { ...model, forms: insertForm(model.forms, { key, text, lead: ` ${key} ` }) };
}

/** New categories go in CLDR order before `other` (which ICU readers expect last). */
function insertForm(forms: Form[], form: Form): Form[] {
  const rank = (key: string) => CATEGORY_ORDER.indexOf(key as (typeof CATEGORY_ORDER)[number]);
  const at = forms.findIndex((f) => f.key === "other" || (rank(f.key) > rank(form.key) && !f.key.startsWith("=")));
  if (at < 0) return [...forms, form];
  const first = forms[0];
  if (at === 0 && first) {
    // The first form's lead holds the message's head (`{n, plural, `): the new first form takes it over.
    const cut = first.lead.lastIndexOf(first.key);
    const moved = { ...form, lead: `${first.lead.slice(0, cut)}${form.key} ` };
    return [moved, { ...first, lead: ` ${first.lead.slice(cut)}` }, ...forms.slice(1)];
  }
  return [...forms.slice(0, at), form, ...forms.slice(at)];
}

/**
 * What an empty translation of `source` starts from: the source's argument and kind with
 * an empty `other`, so every form can be typed from the first keystroke. Nothing is
 * written until a form gets text (the editor keeps an empty text as it is).
 */
export function skeletonForms(source: MessageForms): MessageForms {
  const lead = `{${source.argument}, ${source.kind}, other `;
  return { argument: source.argument, kind: source.kind, forms: [{ key: "other", text: "", lead }], tail: "}" };
}

export interface FormField {
  key: string;
  text: string;
  /** A category of the target locale, an exact `=n` branch, or a key the locale does not use. */
  role: "category" | "exact" | "unused";
}

/**
 * The fields the Forms view shows: for plurals, every CLDR category of the
 * target locale (empty when the message lacks it), then the message's own
 * `=n` branches and any key the locale does not use; for a select, its keys.
 */
export function formFields(model: MessageForms, locale: LocaleCode, sourceKeys: readonly string[] = []): FormField[] {
  const own = new Map(model.forms.map((f) => [f.key, f.text]));
  if (model.kind === "select") {
    // A select's branches are the source's (then any of its own), `other` last as ICU readers expect.
    const keys = [...new Set([...sourceKeys, ...model.forms.map((f) => f.key)])];
    const ordered = [...keys.filter((k) => k !== "other"), ...keys.filter((k) => k === "other")];
    return ordered.map((key) => ({ key, text: own.get(key) ?? "", role: "category" }));
  }
  const categories = pluralCategories(locale, model.kind === "selectordinal" ? "ordinal" : "cardinal");
  const fields: FormField[] = categories.map((key) => ({ key, text: own.get(key) ?? "", role: "category" }));
  for (const form of model.forms) {
    if (categories.includes(form.key)) continue;
    fields.push({ key: form.key, text: form.text, role: form.key.startsWith("=") ? "exact" : "unused" });
  }
  return fields;
}

/**
 * What suggested whole messages offer one form of `model`: the same form of each suggestion that
 * is the same kind of message on the same argument, once per text, empty forms left out
 * (docs/decisions/0062-suggestions.md: suggestions in each field of the Forms view).
 */
export function formOffers<T extends { text: string }>(
  suggestions: readonly { item: T; forms: MessageForms | null }[],
  model: Pick<MessageForms, "argument" | "kind">,
  key: string,
): { item: T; text: string }[] {
  const offers: { item: T; text: string }[] = [];
  const seen = new Set<string>();
  for (const { item, forms } of suggestions) {
    if (!forms || forms.kind !== model.kind || forms.argument !== model.argument) continue;
    const text = forms.forms.find((form) => form.key === key)?.text;
    if (text === undefined || text.trim() === "" || seen.has(text)) continue;
    seen.add(text);
    offers.push({ item, text });
  }
  return offers;
}
