// `node scripts/gen-corpus.mjs [--keys 10000] [--out corpus] [--seed 1] [--broken 36] [--copies 10]`
// Writes <code>.json (nested, "" for a key that is also a group) for the ten locales: ICU-rich
// messages (plurals with exactly each locale's categories, =0, offset, selects, selectordinal,
// number/date styles and skeletons, <b> and <link> tags), whitespace values, keys that are both a
// message and a prefix, a few deliberately broken messages for the checks to find, and copies:
// one key in `--copies` (10: every tenth, named `…copyN`) has the very texts of the key before it
// in every locale, as real projects repeat "Save" and "Cancel" (translation memory's 100 % matches).
// Deterministic for a seed.

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { exportNestedJson } from "../common/formats/export.ts";
import { pluralCategories } from "../common/icu/plural-categories.ts";
import { LOCALES } from "../common/locales.ts";

const { values } = parseArgs({
  options: {
    keys: { type: "string", default: "10000" },
    out: { type: "string", default: "corpus" },
    seed: { type: "string", default: "1" },
    broken: { type: "string", default: "36" },
    copies: { type: "string", default: "10" },
  },
});
const KEYS = Number(values.keys);
const BROKEN = Number(values.broken);
const COPIES = Number(values.copies);
if (
  !Number.isInteger(KEYS) ||
  KEYS < 1 ||
  !Number.isInteger(BROKEN) ||
  BROKEN < 0 ||
  !Number.isInteger(COPIES) ||
  COPIES < 0
) {
  console.error("--keys must be a positive integer, --broken and --copies non-negative ones (--copies 0: none)");
  process.exit(2);
}
const LEAF_AND_BRANCH_EVERY = 500; // ~0.2% of keys also get a child key
const BROKEN_KINDS = ["no-other", "tag-unbalanced", "argument-renamed", "pl-lacks-category"];

/** mulberry32: a small seeded PRNG, so a seed always gives the same corpus. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(Number(values.seed));
const pick = (list) => list[Math.floor(random() * list.length)];
const WORDS = ["ahoj", "svet", "Welt", "post", "wpis", "ponuka", "reply", "tím", "život", "доброе", "üzenet", "škola"];
const words = (n) => Array.from({ length: n }, () => pick(WORDS)).join(" ");

const branches = (categories, body) => categories.map((c) => `${c} {${body(c)}}`).join(" ");
const TEMPLATES = [
  () => `${words(3)} {name}`,
  (l) => `{count, plural, =0 {${words(2)}} ${branches(pluralCategories(l), (c) => `# ${words(1)} ${c}`)}}`,
  (l) =>
    `{count, plural, offset:1 =0 {${words(1)}} =1 {{name}} ${branches(pluralCategories(l), () => `{name} + # ${words(1)}`)}}`,
  (l) =>
    `{gender, select, female {{n, plural, ${branches(pluralCategories(l), () => `# ${words(1)}`)}}} other {${words(2)}}}`,
  (l) => `{place, selectordinal, ${branches(pluralCategories(l, "ordinal"), (c) => `#. ${c}`)}}`,
  () => `${words(1)} {amount, number, ::currency/EUR} {share, number, percent}`,
  () => `{day, date, medium} {at, time, short} {when, date, ::yyyyMMMd}`,
  () => `<b>${words(2)}</b> <link>${words(1)} {name}</link>`,
];
/** Whitespace is data: about 3% of keys carry one of these, so import/export must keep it. */
const WHITESPACE = [() => " ", () => `  ${words(2)} \n`, () => `${words(1)}\u00a0${words(1)}`];
const WHITESPACE_SHARE = 0.03;

function brokenMessage(kind, locale) {
  if (kind === "no-other") return `{count, plural, one {# ${words(1)}}}`;
  if (kind === "tag-unbalanced") return `<b>${words(2)} <link>${words(1)}</b>`;
  if (kind === "argument-renamed") return locale === "sk" ? `${words(2)} {name}` : `${words(2)} {meno}`;
  return locale === "pl"
    ? `{count, plural, one {# wpis} other {# wpisów}}`
    : `{count, plural, ${branches(pluralCategories(locale), () => "#")}}`;
}

const keys = [];
for (let i = 0; i < KEYS; i++) {
  const group = `section${i % 40}.group${Math.floor(i / 40) % 25}`;
  const previous = keys.at(-1);
  if (COPIES > 0 && i % COPIES === COPIES - 1 && previous) {
    keys.push({ key: `${group}.copy${i}`, template: previous.template, broken: null, copyOf: previous });
    continue;
  }
  const template = random() < WHITESPACE_SHARE ? WHITESPACE[Math.floor(random() * 3)] : pick(TEMPLATES);
  const key = `${group}.message${i}`;
  keys.push({ key, template, broken: null });
  if (i % LEAF_AND_BRANCH_EVERY === LEAF_AND_BRANCH_EVERY - 1)
    keys.push({ key: `${key}.hint`, template: TEMPLATES[0], broken: null });
}
const step = Math.max(1, Math.floor(keys.length / Math.max(1, BROKEN)));
for (let b = 0; b < BROKEN && b * step < keys.length; b++)
  keys[b * step].broken = BROKEN_KINDS[b % BROKEN_KINDS.length];

mkdirSync(values.out, { recursive: true });
let bytes = 0;
for (const { code } of LOCALES) {
  const texts = new Map();
  const entries = keys.map((k) => {
    const text = k.broken ? brokenMessage(k.broken, code) : k.copyOf ? texts.get(k.copyOf) : k.template(code);
    texts.set(k, text);
    return { key: k.key, text };
  });
  const text = exportNestedJson(entries);
  bytes += Buffer.byteLength(text);
  writeFileSync(join(values.out, `${code}.json`), text);
}
const leafAndBranch = keys.filter((k) => k.key.endsWith(".hint")).length;
const whitespace = keys.filter((k) => !k.broken && WHITESPACE.includes(k.template)).length;
const broken = new Map(BROKEN_KINDS.map((kind) => [kind, keys.filter((k) => k.broken === kind).length]));
console.log(
  `${keys.length} keys × ${LOCALES.length} locales = ${keys.length * LOCALES.length} messages in ${values.out}/ (${(bytes / 1e6).toFixed(1)} MB)`,
);
console.log(`keys that are also a group: ${leafAndBranch}; whitespace-edged values: ${whitespace} per locale`);
console.log(`copies (every text the same as the key before): ${keys.filter((k) => k.copyOf).length}`);
console.log(`broken keys (every locale unless noted): ${[...broken].map(([k, n]) => `${k} ${n}`).join(", ")}`);
