import { linkProblems } from "./links.ts";
import { defineCheck, type Problem } from "./types.ts";

const URL = /\b(?:https?:\/\/|www\.)[^\s<>"'{}\uFFFC]+/giu;

export const urlMismatch = defineCheck({
  id: "url-mismatch",
  severity: "warning",
  text: true,
  title: "Links differ",
  explanation: "A web address of the source is missing or different in the translation.",
  run: (ctx): Problem[] => linkProblems(urlMismatch, ctx, URL, "link", /https?:|www\./i),
});
