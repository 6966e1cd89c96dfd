/** Every key of the editor, for the `?` overlay (ShortcutsDialog.tsx) and docs/translation-editor.md. */
export const SHORTCUTS: readonly { keys: string[]; what: string }[] = [
  { keys: ["↑", "↓", "←", "→"], what: "Move between cells" },
  { keys: ["Home", "End"], what: "First or last column (with Ctrl: first or last cell)" },
  { keys: ["PageUp", "PageDown"], what: "One screen up or down" },
  { keys: ["Enter", "F2"], what: "Edit the cell (on a key: its history and actions)" },
  { keys: ["Ctrl+Enter"], what: "Save, then edit the next row (from any field or button of the cell)" },
  { keys: ["Esc"], what: "Cancel the edit and drop its unsaved text" },
  { keys: ["Alt+↑", "Alt+↓"], what: "Edit the previous or next row, keeping the draft" },
  { keys: ["Tab"], what: "Next plural form, button or field inside the cell" },
  { keys: ["Alt+S"], what: "Copy the source text into the cell" },
  { keys: ["Alt+C"], what: "Confirm the text still fits a changed source" },
  { keys: ["Alt+A"], what: "Approve the text (reviewers of the language and admins)" },
  { keys: ["Alt+R"], what: "Request changes, with a reason (reviewers of the language and admins)" },
  { keys: ["Ctrl+1", "Ctrl+2", "Ctrl+3"], what: "Insert suggestion 1, 2 or 3 in place of the text (while editing)" },
  { keys: ["Ctrl+Z"], what: "Undo the insertion of a suggestion (otherwise: undo typing)" },
  { keys: ["F8", "Shift+F8"], what: "Next or previous cell with a problem" },
  { keys: ["?"], what: "Show these shortcuts" },
];
