// The file formats the server speaks (common/contracts/formats.ts) as the CLI names and stores
// them. Plain Node, no TypeScript: the CLI runs wherever Node 22 does, without this repository.
import { extname } from "node:path";

/** A format's file extension when pulled. */
export const EXTENSIONS = {
  json: ".json",
  "nested-json": ".json",
  i18next: ".json",
  csv: ".csv",
  xliff: ".xlf",
  po: ".po",
  arb: ".arb",
  android: ".xml",
  xcstrings: ".xcstrings",
};

/** Extensions that name one format; `.json` could be three, so it reads as flat JSON unless told. */
const GUESSED = {
  ".json": "json",
  ".csv": "csv",
  ".xlf": "xliff",
  ".xliff": "xliff",
  ".po": "po",
  ".arb": "arb",
  ".xml": "android",
  ".xcstrings": "xcstrings",
  ".tmx": "tmx",
};

export const isTranslationFile = (path) => Object.hasOwn(GUESSED, extname(path).toLowerCase());

/** The format of `path`: the one named, else its extension's. */
export function formatOf(path, named) {
  if (named) return named;
  return GUESSED[extname(path).toLowerCase()];
}
