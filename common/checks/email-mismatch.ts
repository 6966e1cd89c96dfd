import { linkProblems } from "./links.ts";
import { defineCheck, type Problem } from "./types.ts";

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

export const emailMismatch = defineCheck({
  id: "email-mismatch",
  severity: "warning",
  text: true,
  title: "E-mail addresses differ",
  explanation: "An e-mail address of the source is missing or different in the translation.",
  run: (ctx): Problem[] => linkProblems(emailMismatch, ctx, EMAIL, "address", /@/),
});
