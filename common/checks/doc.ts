import { IMPORT_CODES } from "./import-codes.ts";
import { ARGUMENT_SAMPLE_LENGTH } from "./max-length.ts";
import { CHECKS } from "./registry.ts";

const row = (c: { id: string; severity: string; title: string; explanation: string }) =>
  `| \`${c.id}\` | ${c.severity} | ${c.title} | ${c.explanation.replaceAll("|", "\\|").replaceAll("<", "&lt;")} |`;

/**
 * docs/checks.md, written from the registry by `npm run docs:checks`
 * (scripts/gen-checks-doc.mjs); test/unit/checks/doc.test.ts fails when the file is stale.
 */
export function checksDoc(): string {
  const rows = CHECKS.map(row);
  return [
    "# Checks",
    "",
    "<!-- Generated from common/checks/registry.ts by `npm run docs:checks`: do not edit by hand. -->",
    "",
    "Every translation is checked when it is written, against the source locale's text of its key;",
    "the problems are stored with it, listed by the editor's problem filter and counted on the",
    "dashboard. An **error** keeps the text from being served (visitors get the fallback); a",
    "**warning** is advice. Checks that read the text (spaces, punctuation, numbers, length…) run",
    "once the message has no ICU error. Arguments, `#`, selectors and tag names are never read as",
    "words: each plural or select branch is checked as its own text.",
    "",
    "| Code | Severity | Title | What it means |",
    "|---|---|---|---|",
    ...rows,
    "",
    "## Found by the importers",
    "",
    "An import file can say more than a message: these problems are found while reading it",
    "(common/checks/import-codes.ts) and stored with the translation like a check's. A warning",
    "may be dismissed as any other.",
    "",
    "| Code | Severity | Title | What it means |",
    "|---|---|---|---|",
    ...IMPORT_CODES.map(row),
    "",
    "## Character limits",
    "",
    "A key may have a maximum length (the key dialog, `PATCH /api/admin/translations/keys/{name}`",
    '`{ "maxLength": n | null }`). It is counted on the rendered text: the longest plural or select',
    `form, in characters as a reader sees them, each argument or \`#\` counted as ${ARGUMENT_SAMPLE_LENGTH} characters.`,
    "",
    "## Across keys",
    "",
    "`inconsistent-translation` compares keys, not one message: after every change that is",
    "published, the store finds the keys whose source texts are identical and whose translations",
    "in one language differ, and flags each of those translations, naming the other key",
    "(worker/services/translations/consistency.ts). The editor does not show it while you type;",
    "it appears once the text is saved, and goes when the translations agree or a key goes.",
    "",
    "## Glossary terms in every form",
    "",
    "`glossary-term` and `glossary-forbidden` find a glossary phrase in any of its inflected forms,",
    "each word in order (`okraj siete` in `z okraja siete`; a do-not-translate `Polyglot` kept as",
    "`Polyglota`). A term's entry may list its forms per locale (the glossary form, the CSV's",
    "`{code}_forms` column, TBX's `x-inflectedForm` notes); then those and the phrase itself match.",
    "Without a list, the language's rule does (common/glossary/inflection-rules.ts, decision 0080):",
    "a stem (the word, or the word less one of its endings) followed by one ending of the",
    "language's nouns and adjectives, with its common stem changes: Slovak, Czech and Polish",
    "softening (`sieť`/`siete`, `Polyglot`/`Polyglocie`), vowel changes (`pokój`/`pokoju`,",
    "`dům`/`domu`), fleeting vowels (`účet`/`účtu`); Russian `ё` as `е`; Hungarian's plural or",
    "possessive then case ending (`hálózatokkal`) with its vowel changes (`kosár`/`kosarat`);",
    "German endings and umlaut plurals; English `-s`, `-es`, `'s`. A longer word that merely",
    "starts with the term (`košíkový`, `pokojowego`, `hálózati`, a compound) is not a form.",
    "Adding, changing or removing a term rechecks the texts it touches in the same request.",
    "",
    "## Rechecking stored texts",
    "",
    "Stored problems come from the checks as they were when the text was written. After a new",
    'check, an admin rechecks everything with `POST /api/admin/translations/recheck` `{ "after": 0 }`,',
    "repeated with the answer's `next` until it is `null`.",
    "",
  ].join("\n");
}
