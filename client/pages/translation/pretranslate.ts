import type { PretranslateRequest, PretranslateResult } from "../../../common/contracts/suggestions";
import type { LocaleCode } from "../../../common/locales";
import type { AdminI18n } from "../../admin-i18n/translator";
import { type EditorFilters, listParams } from "./url-state";

type Translate = AdminI18n["t"];

/** The editor's filters as a pre-translation's `filter`: the keys the grid shows (not its columns or order). */
export function pretranslateFilter(filters: EditorFilters, source: LocaleCode, now: number) {
  const params = listParams(filters, [], now, source);
  const { sort: _sort, order: _order, page: _page, pageSize: _size, locales: _locales, ...filter } = params;
  return filter satisfies PretranslateRequest["filter"];
}

/** "3 empty texts would be filled from 100 % memory matches" (a dry run), "… were filled …" (a run). */
export function fillSentence(t: Translate, result: PretranslateResult, provider: string | null): string {
  const { memory, machine } = result.fill;
  const values = { count: memory + machine, memory, machine, provider: provider === "deepl" ? "deepl" : "other" };
  const how = machine === 0 ? "Memory" : memory === 0 ? "Machine" : "Both";
  return t(`bulk.pretranslate.${result.dryRun ? "preview" : "done"}${how}`, values);
}

/** Why the others stay as they are: already translated, no source or match, past the machine's limit. */
export function skippedSentence(i18n: Pick<AdminI18n, "t" | "list">, result: PretranslateResult): string | null {
  const { translated, noSource, noMatch, machineLimit, machineFailed } = result.skipped;
  const counts = [
    ["bulk.pretranslate.translated", translated],
    ["bulk.pretranslate.noMatch", noMatch],
    ["bulk.pretranslate.noSource", noSource],
    ["bulk.pretranslate.machineLimit", machineLimit],
    ["bulk.pretranslate.machineFailed", machineFailed],
  ] as const;
  const reasons = counts.filter(([, count]) => count > 0).map(([key, count]) => i18n.t(key, { count }));
  if (reasons.length === 0) return null;
  return i18n.t("bulk.pretranslate.skipped", { count: result.considered, reasons: i18n.list(reasons) });
}

/** Whether visitors see the filled texts at once (so the editor asks first) or only once approved. */
export function liveSentence(t: Translate, goesLive: boolean, language: string): string {
  return t(goesLive ? "bulk.pretranslate.goesLive" : "bulk.pretranslate.waits", { language });
}
