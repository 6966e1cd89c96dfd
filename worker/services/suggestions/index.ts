export { pretranslate } from "./pretranslate";
export { propagate, sameSource } from "./propagate";
export { suggestions } from "./suggest";
