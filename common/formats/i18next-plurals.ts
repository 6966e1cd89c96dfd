import { pluralTagOf } from "../icu/plural-categories.ts";

/**
 * i18next plural families: the keys that together make one ICU plural.
 * v4: `key_one`, `key_few`, … `key_other` (and `key_ordinal_one` …);
 * v3: `key` with `key_plural`; v1/v2: `key_0`, `key_1`, … where the number is
 * the index into i18next's sample numbers of the language (pl: 1, 2, 5), so
 * index i means the category of that sample number.
 */
export interface Family {
  base: string;
  ordinal: boolean;
  /** Category → member key, in file order of the members. */
  members: Map<string, string>;
}

const V4 = /^(.+?)(_ordinal)?_(zero|one|two|few|many|other)$/;
const INDEXED = /^(.+)_(\d)$/;
/** i18next's sample numbers per language before v4 (its PluralResolver rule sets). */
const SAMPLES = new Map<string, number[]>([
  ["en", [1, 2]],
  ["de", [1, 2]],
  ["hu", [1, 2]],
  ["sk", [1, 2, 5]],
  ["cs", [1, 2, 5]],
  ["pl", [1, 2, 5]],
  ["hr", [1, 2, 5]],
  ["sr", [1, 2, 5]],
  ["ru", [1, 2, 5]],
  ["sl", [5, 1, 2, 3]],
]);

/** Finds the families among `keys` (in file order); keys not in a family are plain messages. */
export function pluralFamilies(keys: readonly string[], locale: string): Map<string, Family> {
  const all = new Set(keys);
  const byMember = new Map<string, Family>();
  const families = new Map<string, Family>();
  const join = (member: string, base: string, category: string, ordinal: boolean) => {
    const id = `${ordinal ? "o" : "c"}:${base}`;
    let family = families.get(id);
    if (!family) {
      family = { base, ordinal, members: new Map() };
      families.set(id, family);
    }
    family.members.set(category, member);
    byMember.set(member, family);
  };
  const tag = pluralTagOf(locale).split("-")[0] ?? "";
  const rules = new Intl.PluralRules(pluralTagOf(locale));
  const samples = SAMPLES.get(tag);
  for (const key of keys) {
    const v4 = V4.exec(key);
    const index = INDEXED.exec(key);
    if (v4?.[1] && all.has(`${v4[1]}${v4[2] ?? ""}_other`)) join(key, v4[1], v4[3] as string, v4[2] !== undefined);
    else if (key.endsWith("_plural") && all.has(key.slice(0, -7))) {
      join(key.slice(0, -7), key.slice(0, -7), "one", false);
      join(key, key.slice(0, -7), "other", false);
    } else if (index?.[1] && samples && all.has(`${index[1]}_0`) && all.has(`${index[1]}_1`)) {
      const sample = samples[Number(index[2])];
      if (sample !== undefined) join(key, index[1], rules.select(sample), false);
    }
  }
  return byMember;
}
