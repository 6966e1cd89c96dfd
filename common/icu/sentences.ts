/**
 * What a translator reads for a problem. The API keeps the checks' codes and messages
 * (`syntax`, "ICU syntax error: EXPECT_ARGUMENT_CLOSING_BRACE"); the editor shows a
 * sentence instead of a parser code. No parser import here: the grid's chunk stays
 * parser-free (docs/decisions/0043-editor-speaks-icu.md). Keyed by the names of
 * @formatjs/icu-messageformat-parser's ErrorKind (test/unit/editor-sentences.test.ts
 * checks that every kind has one).
 */
export const PARSER_SENTENCES: Readonly<Record<string, string>> = {
  EXPECT_ARGUMENT_CLOSING_BRACE: "An argument is not closed: a } is missing.",
  EMPTY_ARGUMENT: "An argument is empty: write its name between { and }.",
  MALFORMED_ARGUMENT: "An argument's name is not valid: use letters, digits or _ between { and }.",
  EXPECT_ARGUMENT_TYPE: "An argument's type is missing after the comma (number, date, time, plural, select…).",
  INVALID_ARGUMENT_TYPE: "An argument's type is unknown: use number, date, time, plural, select or selectordinal.",
  EXPECT_ARGUMENT_STYLE: "An argument's style is missing after the second comma.",
  INVALID_NUMBER_SKELETON: "A number format is not valid.",
  INVALID_DATE_TIME_SKELETON: "A date or time format is not valid.",
  EXPECT_NUMBER_SKELETON: "A number format is missing after ::.",
  EXPECT_DATE_TIME_SKELETON: "A date or time format is missing after ::.",
  UNCLOSED_QUOTE_IN_ARGUMENT_STYLE: "A quote (') in an argument's style is never closed.",
  EXPECT_SELECT_ARGUMENT_OPTIONS: "A select has no branches: add at least other {…}.",
  EXPECT_PLURAL_ARGUMENT_OFFSET_VALUE: "A plural's offset: needs a number.",
  INVALID_PLURAL_ARGUMENT_OFFSET_VALUE: "A plural's offset: must be a whole number.",
  EXPECT_SELECT_ARGUMENT_SELECTOR: "A select's branch needs a name before its {.",
  EXPECT_PLURAL_ARGUMENT_SELECTOR: "A plural's form needs a category (one, few, many, other…) or =n before its {.",
  EXPECT_SELECT_ARGUMENT_SELECTOR_FRAGMENT: "A select's branch name must be followed by its text in { }.",
  EXPECT_PLURAL_ARGUMENT_SELECTOR_FRAGMENT: "A plural's category must be followed by its text in { }.",
  INVALID_PLURAL_ARGUMENT_SELECTOR: "A plural's form is not a category (zero, one, two, few, many, other) or =n.",
  DUPLICATE_PLURAL_ARGUMENT_SELECTOR: "A plural has the same form twice.",
  DUPLICATE_SELECT_ARGUMENT_SELECTOR: "A select has the same branch twice.",
  MISSING_OTHER_CLAUSE: "A plural or select has no other {…} form, which every language needs.",
  INVALID_TAG: "A tag is not valid: write <b>text</b>.",
  INVALID_TAG_NAME: "A tag's name is not valid: use letters, digits, - or _.",
  UNMATCHED_CLOSING_TAG: "A closing tag does not match the tag opened before it.",
  UNCLOSED_TAG: "A tag is opened but never closed.",
};

const PARSER_CODE = /[A-Z]{3,}_[A-Z_]+/g;

/** A message as a sentence: parser codes replaced by their sentence, a capital first and a full stop last. */
export function problemSentence(message: string): string {
  const code = message.match(PARSER_CODE)?.[0] ?? readableCode(message);
  if (code) return PARSER_SENTENCES[code] ?? "The text is not valid ICU MessageFormat.";
  const text = message.trim().replace(PARSER_CODE, "");
  if (!text) return "The text is not valid ICU MessageFormat.";
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** Publishing words a parser code in lower case ("expect argument closing brace"): the same sentence. */
function readableCode(message: string): string | undefined {
  const lower = message.toLowerCase();
  return Object.keys(PARSER_SENTENCES).find((code) => lower.includes(code.toLowerCase().replace(/_/g, " ")));
}

/** A "line:column message" from publishing (saver.ts notServedReason) as a sentence with its position in words. */
export function positionedSentence(text: string): string {
  const at = /^(\d+):(\d+) (.*)$/s.exec(text);
  if (!at) return problemSentence(text);
  const [, line, column, message] = at as unknown as [string, string, string, string];
  return `At ${positionWords(Number(line), Number(column))}: ${problemSentence(message)}`;
}

/** "line 3, column 7": a position in words, for the sentence's reader. */
export const positionWords = (line: number, column: number) => `line ${line}, column ${column}`;
