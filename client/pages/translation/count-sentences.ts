import type { AdminI18n } from "../../admin-i18n/translator";
import { countOf, type Noun, nounOf } from "../../lib/count-words";

/**
 * The editor's counted sentences, whole ICU plurals of `locales/admin/<code>/editor.json` (`editor.counts.*`),
 * so each language words its own forms. Called without `t` (the dialogs not yet converted, issue 38), they
 * still say it in English; pass `t` (useAdminI18n) everywhere and that fallback goes.
 */
type Translate = AdminI18n["t"];
const OPEN_QUESTION: Noun = ["open question", "open questions"];
const COMMENT_OR_QUESTION: Noun = ["comment or question", "comments and questions"];

/** "1 open question", "3 open questions". */
export const openQuestions = (n: number, t?: Translate) =>
  t ? t("editor.counts.openQuestions", { count: n }) : countOf(n, OPEN_QUESTION);

/** A key's open questions, as its marker in the grid says it. */
export const openQuestionsHint = (n: number, t?: Translate) =>
  t ? t("editor.counts.openQuestionsHint", { count: n }) : `${openQuestions(n)}: see the comments`;

/** What deleting the shown keys takes with them: "Their 1 comment or question goes with them." */
export const commentsGoWithKeys = (n: number, t?: Translate) =>
  t
    ? t("editor.counts.commentsGoWithKeys", { count: n })
    : `Their ${countOf(n, COMMENT_OR_QUESTION)} ${nounOf(n, ["goes", "go"])} with them.`;

/** What deleting one key takes with it: "Its 2 comments and questions are deleted with it." */
export const commentsGoWithKey = (n: number, t?: Translate) =>
  t
    ? t("editor.counts.commentsGoWithKey", { count: n })
    : `Its ${countOf(n, COMMENT_OR_QUESTION)} ${nounOf(n, ["is", "are"])} deleted with it.`;
