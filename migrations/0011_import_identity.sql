-- Imports have an identity (issue 16, item 3; docs/decisions/0056-safe-undo.md): one row per
-- import that changed at least one cell, and the history rows it wrote carry its id, so the
-- whole import can be previewed and undone in one action.
-- 0010 rebuilds i18n_history (review states); this one only adds a column, so it keeps
-- every row whatever 0010 did.

CREATE TABLE i18n_imports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  actor TEXT NOT NULL,
  at TEXT NOT NULL,
  -- json, nested-json, csv, i18next; 'cli' for `npm run i18n:import`.
  format TEXT NOT NULL DEFAULT '',
  file_name TEXT NOT NULL DEFAULT '',
  -- JSON array of the locales whose cells the import changed.
  locales TEXT NOT NULL DEFAULT '[]',
  -- How many cells the import changed (its history rows).
  cells INTEGER NOT NULL DEFAULT 0,
  undone_at TEXT,
  undone_by TEXT
);

CREATE INDEX i18n_imports_at ON i18n_imports (id DESC);

-- NULL for single edits (and every row written before this migration); the import's id for
-- the rows an import wrote ('import') and for those its undo wrote ('revert').
ALTER TABLE i18n_history ADD COLUMN change_id INTEGER;

CREATE INDEX i18n_history_change ON i18n_history (change_id) WHERE change_id IS NOT NULL;
