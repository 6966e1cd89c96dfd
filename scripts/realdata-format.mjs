// The formatting half of scripts/realdata-check.mjs: every message, compiled as publishing compiles
// it, formatted with plausible values (numbers for plural and number arguments, dates for dates,
// each select branch, a function per tag) in the plural rules of each of our locales. Any exception
// here is one a visitor's page would meet.

import { TYPE } from "@formatjs/icu-messageformat-parser";
import { messageArguments, messageTags } from "../common/icu/arguments.ts";
import { compileBundle } from "../common/icu/compile.ts";
import { formatText } from "../common/icu/format.ts";
import { LOCALES } from "../common/locales.ts";

const NUMBERS = [0, 1, 2, 3, 5, 11, 21, 102, 1.5, -1];
const DATE = new Date(Date.UTC(2024, 0, 15, 13, 45));
const TAGS = [...new Set(LOCALES.map((l) => l.pluralTag))];

/** Option names of each select, so every branch is formatted once. */
function selectOptions(elements, out = new Map()) {
  for (const el of elements) {
    if (el.type === TYPE.tag) selectOptions(el.children, out);
    if (el.type !== TYPE.select && el.type !== TYPE.plural) continue;
    if (el.type === TYPE.select)
      out.set(el.value, [...new Set([...(out.get(el.value) ?? []), ...Object.keys(el.options)])]);
    for (const option of Object.values(el.options)) selectOptions(option.value, out);
  }
  return out;
}

/** Value sets for one message: each sample number, and each select branch plus an unknown value. */
function valueSets(ast) {
  const args = messageArguments(ast);
  const selects = selectOptions(ast);
  const tags = Object.fromEntries([...messageTags(ast)].map((t) => [t, (chunks) => `<${t}>${chunks.join("")}</${t}>`]));
  const rounds = Math.max(NUMBERS.length, ...[...selects.values()].map((o) => o.length + 1));
  return Array.from({ length: rounds }, (_, i) => {
    const values = { ...tags };
    for (const [name, use] of args) {
      if (use.kind === "number") values[name] = NUMBERS[i % NUMBERS.length];
      else if (use.kind === "date") values[name] = DATE;
      else if (use.kind === "string")
        values[name] = [...(selects.get(name) ?? []), "unlisted"][i % ((selects.get(name)?.length ?? 0) + 1)];
      else values[name] = `value of ${name}`;
    }
    return values;
  });
}

export function formatEveryMessage(entries) {
  const { messages } = compileBundle(entries.map((e) => [e.key, e.text]));
  const failures = [];
  let calls = 0;
  for (const [key, message] of Object.entries(messages)) {
    const sets = typeof message === "string" ? [{}] : valueSets(message);
    for (const tag of TAGS) {
      for (const values of sets) {
        calls++;
        try {
          formatText(messages, tag, key, message, values);
        } catch (error) {
          failures.push(`${tag} ${key} ${JSON.stringify(values)}: ${error.message}`);
        }
      }
    }
  }
  return { calls, messages: Object.keys(messages).length, tags: TAGS.length, failures };
}
