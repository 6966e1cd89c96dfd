/**
 * What the editor needs the ICU parser for: live checks, the plural editor's
 * model and its previews; and the glossary's matching with its inflection rules,
 * which the checks use too. Loaded apart from the grid (load-icu-tools.ts), so the
 * first grid does not wait for the parser (docs/decisions/0043-editor-speaks-icu.md),
 * and the worker's server render never loads them (docs/decisions/0080).
 */
export { textLength } from "../../../common/checks/length";
export { runChecks } from "../../../common/checks/run";
export { findTerms, localeGlossary } from "../../../common/glossary/match";
export { PluralEditor } from "./PluralEditor";
export { parseForms } from "./plural-forms";
