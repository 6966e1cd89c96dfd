import { countOf, type Noun, nounOf } from "../../lib/count-words";

/** The editor's counted sentences, whole, with the plural rules' choice of noun and verb (count-words.ts). */
const OPEN_QUESTION: Noun = ["open question", "open questions"];
const COMMENT_OR_QUESTION: Noun = ["comment or question", "comments and questions"];

/** "1 open question", "3 open questions". */
export const openQuestions = (n: number) => countOf(n, OPEN_QUESTION);

/** A key's open questions, as its marker in the grid says it. */
export const openQuestionsHint = (n: number) => `${openQuestions(n)}: see the comments`;

/** What deleting the shown keys takes with them: "Their 1 comment or question goes with them." */
export const commentsGoWithKeys = (n: number) =>
  `Their ${countOf(n, COMMENT_OR_QUESTION)} ${nounOf(n, ["goes", "go"])} with them.`;

/** What deleting one key takes with it: "Its 2 comments and questions are deleted with it." */
export const commentsGoWithKey = (n: number) =>
  `Its ${countOf(n, COMMENT_OR_QUESTION)} ${nounOf(n, ["is", "are"])} deleted with it.`;
