import type { PretranslateRequest, PretranslateResult } from "../../../common/contracts/suggestions";
import type { LocaleCode } from "../../../common/locales";
import { countOf, KEY, nounOf, TEXT } from "../../lib/count-words";
import { type EditorFilters, listParams } from "./url-state";

const EMPTY_TEXT = ["empty text", "empty texts"] as const;

/** The editor's filters as a pre-translation's `filter`: the keys the grid shows (not its columns or order). */
export function pretranslateFilter(filters: EditorFilters, source: LocaleCode, now: number) {
  const params = listParams(filters, [], now, source);
  const { sort: _sort, order: _order, page: _page, pageSize: _size, locales: _locales, ...filter } = params;
  return filter satisfies PretranslateRequest["filter"];
}

/** "3 empty texts would be filled from 100 % memory matches" (a dry run), "… were filled …" (a run). */
export function fillSentence(result: PretranslateResult, provider: string | null): string {
  const { memory, machine } = result.fill;
  const total = memory + machine;
  const verb = result.dryRun ? "would be" : nounOf(total, ["was", "were"]);
  const machineName = provider === "deepl" ? "DeepL" : "machine translation";
  let how = " from 100 % memory matches";
  if (machine > 0) how = memory > 0 ? `: ${memory}${how}, ${machine} by ${machineName}` : ` by ${machineName}`;
  return `${countOf(total, EMPTY_TEXT)} ${verb} filled${how}.`;
}

/** Why the others stay as they are: already translated, no source or match, past the machine's limit. */
export function skippedSentence(result: PretranslateResult): string | null {
  const { translated, noSource, noMatch, machineLimit, machineFailed } = result.skipped;
  const parts = [
    translated > 0 ? `${countOf(translated, TEXT)} already translated` : null,
    noMatch > 0 ? `${noMatch} without a match` : null,
    noSource > 0 ? `${noSource} without a source text` : null,
    machineLimit > 0 ? `${machineLimit} past one run's machine limit (run it again for them)` : null,
    machineFailed > 0 ? `${machineFailed} the machine could not translate` : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return `Of the ${countOf(result.considered, KEY)} the filters select: ${parts.join(", ")}.`;
}

/** Whether visitors see the filled texts at once (so the editor asks first) or only once approved. */
export function liveSentence(goesLive: boolean, localeName: string): string {
  return goesLive
    ? `They go live at once: ${localeName} serves saved texts before review. Each is marked as needing review.`
    : `They wait for review: ${localeName} publishes only reviewed texts, so visitors see them once approved.`;
}
