import type { LocaleGlossary } from "../glossary/match.ts";
import { messageArguments } from "../icu/arguments.ts";
import type { LocaleCode } from "../locales.ts";
import type { SameSourceTranslation } from "./inconsistent-translation.ts";
import { parseMessage } from "./parse.ts";
import { CHECKS } from "./registry.ts";
import { isInvalid } from "./severity.ts";
import type { CheckContext, Problem, SourceArguments, SourceSide } from "./types.ts";
import { type VisibleText, visibleText } from "./visible.ts";

export interface CheckOptions {
  locale: LocaleCode;
  /**
   * The same key in the source locale; arguments are compared with it. `arguments`,
   * when given, must be `sourceArguments(text)`: callers checking many locales of a
   * key pass it so the source is parsed once, not once per locale.
   */
  source?: { text: string; locale: LocaleCode; arguments?: SourceArguments } | undefined;
  /** The key's character limit (null or absent: none). */
  maxLength?: number | null | undefined;
  /** The glossary of `locale`, loaded once per request or batch by the caller (null or absent: none). */
  glossary?: LocaleGlossary | null | undefined;
  /** Other keys' translations in `locale` with this key's source text (absent: the check finds nothing). */
  sameSource?: readonly SameSourceTranslation[] | null | undefined;
}

/** What the checks compare with: the source's arguments and, on first use, its visible text (one parse). */
function sourceSide(source: NonNullable<CheckOptions["source"]>): SourceSide {
  let parsed: ReturnType<typeof parseMessage> | undefined;
  const parseOnce = () => {
    parsed ??= parseMessage(source.text);
    return parsed;
  };
  let args = source.arguments;
  if (args === undefined) {
    const { ast } = parseOnce();
    args = ast ? messageArguments(ast) : null;
  }
  let visible: VisibleText | null | undefined;
  return {
    text: source.text,
    locale: source.locale,
    arguments: args,
    get visible() {
      if (visible === undefined) {
        const ast = args === null ? null : parseOnce().ast;
        visible = ast ? visibleText(ast) : null;
      }
      return visible;
    },
  };
}

/** Every problem of `text` as a message of `options.locale`, by the checks of the registry, in its order. */
export function runChecks(text: string, options: CheckOptions): Problem[] {
  const parsed = parseMessage(text);
  let visible: VisibleText | undefined;
  const ctx: CheckContext = {
    text,
    locale: options.locale,
    ast: parsed.ast,
    parseProblem: parsed.problem,
    get visible() {
      visible ??= visibleText(parsed.ast ?? []);
      return visible;
    },
    source: options.source ? sourceSide(options.source) : null,
    maxLength: options.maxLength ?? null,
    glossary: options.glossary ?? null,
    sameSource: options.sameSource ?? null,
  };
  if (!parsed.ast) return CHECKS.filter((check) => check.unparsed).flatMap((check) => check.run(ctx));
  const structure = CHECKS.filter((check) => !check.unparsed && !check.text).flatMap((check) => check.run(ctx));
  if (isInvalid(structure)) return structure;
  // The registry lists the text checks last, so this is its order.
  return structure.concat(CHECKS.filter((check) => check.text).flatMap((check) => check.run(ctx)));
}

/** What `runChecks` compares a translation with: the arguments of its source text. */
export function sourceArguments(text: string): SourceArguments {
  const parsed = parseMessage(text);
  return parsed.ast ? messageArguments(parsed.ast) : null;
}
