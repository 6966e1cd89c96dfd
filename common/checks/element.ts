import type { TYPE } from "@formatjs/icu-messageformat-parser";

/**
 * The parser's element types as plain numbers, so the checks and the registry read an AST
 * without importing the parser at run time (the editor's filter lists the registry from
 * the grid's chunk, which stays parser-free: docs/decisions/0043-editor-speaks-icu.md).
 * test/unit/checks/registry.test.ts compares them with the parser's own enum.
 */
export const ELEMENT = {
  literal: 0 as TYPE.literal,
  argument: 1 as TYPE.argument,
  number: 2 as TYPE.number,
  date: 3 as TYPE.date,
  time: 4 as TYPE.time,
  select: 5 as TYPE.select,
  plural: 6 as TYPE.plural,
  pound: 7 as TYPE.pound,
  tag: 8 as TYPE.tag,
} as const;
