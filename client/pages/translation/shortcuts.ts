import type { AdminKey } from "../../admin-i18n/keys";

/**
 * Every key of the editor, for the `?` overlay (ShortcutsDialog.tsx) and docs/translation-editor.md:
 * the keys as the keyboard names them, what they do as a message (`editor.shortcuts.*`).
 */
export const SHORTCUTS: readonly { keys: string[]; what: AdminKey }[] = [
  { keys: ["↑", "↓", "←", "→"], what: "editor.shortcuts.move" },
  { keys: ["Home", "End"], what: "editor.shortcuts.firstLast" },
  { keys: ["PageUp", "PageDown"], what: "editor.shortcuts.page" },
  { keys: ["Enter", "F2"], what: "editor.shortcuts.edit" },
  { keys: ["Ctrl+Enter"], what: "editor.shortcuts.saveNext" },
  { keys: ["Esc"], what: "editor.shortcuts.cancel" },
  { keys: ["Alt+↑", "Alt+↓"], what: "editor.shortcuts.editAdjacent" },
  { keys: ["Tab"], what: "editor.shortcuts.tab" },
  { keys: ["Alt+S"], what: "editor.shortcuts.copySource" },
  { keys: ["Alt+C"], what: "editor.shortcuts.confirm" },
  { keys: ["Alt+A"], what: "editor.shortcuts.approve" },
  { keys: ["Alt+R"], what: "editor.shortcuts.requestChanges" },
  { keys: ["Ctrl+1", "Ctrl+2", "Ctrl+3"], what: "editor.shortcuts.suggestion" },
  { keys: ["Ctrl+Z"], what: "editor.shortcuts.undoSuggestion" },
  { keys: ["F8", "Shift+F8"], what: "editor.shortcuts.nextProblem" },
  { keys: ["?"], what: "editor.shortcuts.help" },
];
