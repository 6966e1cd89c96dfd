import { defineCheck, type Problem, report } from "./types.ts";
import { renderedLength, type VisibleText } from "./visible.ts";

/**
 * How many characters an argument or `#` counts for in a key's character limit: the
 * app's values are unknown at check time, and 4 covers a typical count ("1 250"
 * is 5) or a short name. Stated in docs/checks.md and next to the editor's count.
 */
export const ARGUMENT_SAMPLE_LENGTH = 4;

/** The rendered length of a message: its longest plural/select branch, arguments at the sample length. */
export function visibleLength(visible: VisibleText): number {
  return Math.max(0, ...visible.variants.map((v) => renderedLength(v, ARGUMENT_SAMPLE_LENGTH)));
}

/** Issue 28 item 3: a key may have a maximum length (i18n_keys.max_length). */
export const maxLength = defineCheck({
  id: "max-length",
  severity: "warning",
  text: true,
  title: "Longer than the key's limit",
  explanation: `Longer than the key allows: counted on the longest plural or select form, each argument as ${ARGUMENT_SAMPLE_LENGTH} characters.`,
  run(ctx): Problem[] {
    if (ctx.maxLength === null) return [];
    const length = visibleLength(ctx.visible);
    if (length <= ctx.maxLength) return [];
    return [report(maxLength, `${length} characters, the key allows ${ctx.maxLength}`)];
  },
});
