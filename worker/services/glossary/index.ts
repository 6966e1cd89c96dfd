export { GLOSSARY_GENERATION, type Glossaries, glossaryFor, glossaryTerms, loadGlossaries } from "./cache";
export { importGlossary } from "./import";
export { createTerm, deleteTerm, type GlossaryActor, getTerm, updateTerm } from "./store";
