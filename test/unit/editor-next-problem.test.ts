import { describe, expect, it } from "vitest";
import { createAdminI18n } from "../../client/admin-i18n/translator";
import type { Column } from "../../client/pages/translation/context";
import { runShortcut, type ShortcutContext } from "../../client/pages/translation/grid-shortcuts";
import type { KeyPages } from "../../client/pages/translation/use-key-pages";
import type { KeyRow, TranslationProblem } from "../../common/contracts/translation-responses";
import { adminSeedBundle } from "../unit/admin-i18n-seed";

/** The admin's English words, as an English-speaking admin reads them. */
const { t } = createAdminI18n(adminSeedBundle("en"));

/** F8 / Shift+F8: the next or previous loaded cell with a problem; a dismissed warning is none (issue 28). */
const warning = (dismissed = false): TranslationProblem => ({
  code: "whitespace-edge",
  severity: "warning",
  message: "trailing space",
  line: 1,
  column: 1,
  ...(dismissed ? { dismissed: { reason: "on purpose", by: "rev@example.com", at: "2026-11-26T10:00:00Z" } } : {}),
});

function row(name: string, problems: TranslationProblem[]): KeyRow {
  const cell = { text: "x", version: 1, updatedAt: "2026-11-26T10:00:00Z", updatedBy: null, problems };
  return { id: 1, name, description: "", maxLength: null, updatedAt: "", pages: [], values: { de: cell } } as KeyRow;
}

function f8(rows: KeyRow[], from: number, back = false) {
  const moves: number[] = [];
  const said: string[] = [];
  const columns: Column[] = [{ locale: "de", source: false, editable: true }];
  const pages = { total: rows.length, row: (i: number) => rows[i] } as unknown as KeyPages;
  const ctx = {
    editor: { announce: (text: string) => said.push(text) },
    pages,
    columns,
    at: { row: from, col: 1 },
    editing: false,
    moveTo: (to: { row: number }) => moves.push(to.row),
    t,
  } as unknown as ShortcutContext;
  runShortcut({ type: "next-problem", back }, ctx);
  return { moves, said };
}

describe("F8", () => {
  const rows = [row("a", []), row("b", [warning(true)]), row("c", [warning()]), row("d", [warning(true)])];

  it("passes over a cell whose only warning is dismissed", () => {
    expect(f8(rows, 0).moves).toEqual([2]);
  });

  it("Shift+F8 does too, and says so when nothing is left", () => {
    expect(f8(rows, 3, true).moves).toEqual([2]);
    const { moves, said } = f8(rows, 2);
    expect(moves).toEqual([]);
    expect(said[0]).toMatch(/No further problem/);
  });
});
