/**
 * What the editor needs the ICU parser for: live checks, the plural editor's
 * model and its previews. Loaded apart from the grid (load-icu-tools.ts), so the
 * first grid does not wait for the parser (docs/decisions/0043-editor-speaks-icu.md).
 */
export { textLength } from "../../../common/checks/length";
export { runChecks } from "../../../common/checks/run";
export { PluralEditor } from "./PluralEditor";
export { parseForms } from "./plural-forms";
