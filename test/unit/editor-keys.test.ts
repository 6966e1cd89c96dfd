import { describe, expect, it } from "vitest";
import { gridKeyAction, type KeyPress } from "../../client/pages/translation/grid-keys";

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});
const shape = { rows: 100, cols: 3, pageRows: 10 };
const at = { row: 5, col: 2 };

describe("the grid's keys", () => {
  it("move between cells, clamped to the grid", () => {
    expect(gridKeyAction(press("ArrowDown"), "cell", at, shape)).toEqual({
      type: "move",
      to: { row: 6, col: 2 },
      edit: false,
    });
    expect(gridKeyAction(press("ArrowLeft"), "cell", { row: 0, col: 0 }, shape)).toMatchObject({
      to: { row: 0, col: 0 },
    });
    expect(gridKeyAction(press("PageUp"), "cell", at, shape)).toMatchObject({ to: { row: 0, col: 2 } });
    expect(gridKeyAction(press("PageDown"), "cell", at, shape)).toMatchObject({ to: { row: 15, col: 2 } });
    expect(gridKeyAction(press("Home"), "cell", at, shape)).toMatchObject({ to: { row: 5, col: 0 } });
    expect(gridKeyAction(press("End", { ctrlKey: true }), "cell", at, shape)).toMatchObject({
      to: { row: 99, col: 3 },
    });
  });

  it("Enter or F2 edits; Ctrl/Cmd+Enter on a cell saves its unsaved text", () => {
    expect(gridKeyAction(press("Enter"), "cell", at, shape)).toEqual({ type: "activate" });
    expect(gridKeyAction(press("F2"), "cell", at, shape)).toEqual({ type: "activate" });
    expect(gridKeyAction(press("Enter", { metaKey: true }), "cell", at, shape)).toEqual({ type: "save" });
    expect(gridKeyAction(press("a"), "cell", at, shape)).toBeNull();
  });

  it("in the editor: Ctrl/Cmd+Enter saves and edits the next row, Esc cancels, Alt+↑/↓ moves on editing", () => {
    expect(gridKeyAction(press("Enter", { ctrlKey: true }), "editor", at, shape)).toEqual({
      type: "save-and-move",
      to: { row: 6, col: 2 },
      edit: true,
    });
    expect(gridKeyAction(press("Enter", { ctrlKey: true }), "editor", { row: 99, col: 2 }, shape)).toMatchObject({
      edit: false,
    });
    expect(gridKeyAction(press("Escape"), "editor", at, shape)).toEqual({ type: "cancel" });
    expect(gridKeyAction(press("ArrowUp", { altKey: true }), "editor", at, shape)).toEqual({
      type: "move",
      to: { row: 4, col: 2 },
      edit: true,
    });
    // Typing, arrows and plain Enter belong to the text.
    for (const key of ["ArrowDown", "ArrowLeft", "Enter", "Home", "x"]) {
      expect(gridKeyAction(press(key), "editor", at, shape)).toBeNull();
    }
  });

  it("from a button inside a cell, Esc goes back to the cell", () => {
    expect(gridKeyAction(press("Escape"), "widget", at, shape)).toEqual({ type: "move", to: at, edit: false });
    expect(gridKeyAction(press("ArrowDown"), "widget", at, shape)).toBeNull();
  });
});

describe("the translator's shortcuts", () => {
  it("work in a cell and in its editor, by physical key (Option+letter on a Mac types another character)", () => {
    for (const where of ["cell", "editor", "widget"] as const) {
      expect(gridKeyAction(press("ß", { altKey: true, code: "KeyS" }), where, at, shape)).toEqual({
        type: "copy-source",
      });
      expect(gridKeyAction(press("c", { altKey: true, code: "KeyC" }), where, at, shape)).toEqual({ type: "confirm" });
      expect(gridKeyAction(press("a", { altKey: true, code: "KeyA" }), where, at, shape)).toEqual({ type: "approve" });
      expect(gridKeyAction(press("F8", { shiftKey: true }), where, at, shape)).toEqual({
        type: "next-problem",
        back: true,
      });
    }
    expect(gridKeyAction(press("F8"), "cell", at, shape)).toEqual({ type: "next-problem", back: false });
  });

  it("? opens the list of shortcuts, except while typing a text", () => {
    expect(gridKeyAction(press("?", { shiftKey: true }), "cell", at, shape)).toEqual({ type: "help" });
    expect(gridKeyAction(press("?", { shiftKey: true }), "editor", at, shape)).toBeNull();
  });
});
