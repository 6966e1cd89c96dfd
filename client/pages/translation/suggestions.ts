import type { SaveOrigin } from "../../../common/contracts/origin";
import type { Suggestion } from "../../../common/contracts/suggestions";
import type { AdminI18n } from "../../admin-i18n/translator";

/** The admin's words and numbers these labels are written with (`useAdminI18n()`). */
export type SuggestionWords = Pick<AdminI18n, "t" | "number">;

/** The editor shows this many suggestions under the active translation (Ctrl+1…3 inserts one). */
export const SHOWN_SUGGESTIONS = 3;

/** "100%" ("100 %" in German) for a memory match; a machine's text is not a match, so it shows no score. */
export function scoreLabel(item: Suggestion, { number }: SuggestionWords): string | null {
  return item.origin === "memory" ? number(Math.round(item.score) / 100, { style: "percent" }) : null;
}

/** Where a suggestion comes from, in words: "from home.title", "DeepL". */
export function originLabel(item: Suggestion, { t }: SuggestionWords): string {
  if (item.origin === "memory" && item.importedFrom)
    return t("cell.suggestions.importedMemory", { file: item.importedFrom });
  if (item.origin === "memory")
    return item.key ? t("cell.suggestions.fromKey", { key: item.key }) : t("cell.suggestions.fromAnotherKey");
  if (item.provider === "deepl") return "DeepL";
  return t(item.provider === "openai" ? "cell.suggestions.machineOpenAi" : "cell.suggestions.machine");
}

/** The marks a memory item carries: its text needs a closer look before it is trusted. */
export function memoryMarks(item: Suggestion, { t }: SuggestionWords): string[] {
  if (item.origin !== "memory") return [];
  const marks: string[] = [];
  if (item.reviewed === false) marks.push(t("cell.suggestions.needsReview"));
  if (item.outdated) marks.push(t("cell.suggestions.outdated"));
  return marks;
}

/** What a save says about a suggestion's text (PUT `…/values/{locale}` `origin`); null when it cannot say. */
export function saveOriginOf(item: Suggestion): SaveOrigin | null {
  if (item.origin === "memory") return item.key ? { kind: "memory", key: item.key } : null;
  return item.provider ? { kind: "machine", provider: item.provider } : null;
}

interface Press {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/**
 * Ctrl/Cmd+1…3: the index of the suggestion to insert, or null. Matched by the physical key
 * (`Digit1`) as well, so a keyboard whose digits need Shift (French AZERTY) works too.
 */
export function suggestionShortcut(press: Press): number | null {
  if (!(press.ctrlKey || press.metaKey) || press.altKey) return null;
  const digit = /^Digit([1-9])$/.exec(press.code ?? "")?.[1] ?? (/^[1-9]$/.test(press.key) ? press.key : null);
  if (!digit) return null;
  const index = Number(digit) - 1;
  return index < SHOWN_SUGGESTIONS ? index : null;
}

/** Ctrl/Cmd+Z (without Shift: that is redo). */
export function isUndoPress(press: Press): boolean {
  return (press.ctrlKey || press.metaKey) && !press.altKey && !press.shiftKey && press.key.toLowerCase() === "z";
}
