-- Bulk actions (issue 28, item 6; docs/decisions/0066-bulk-actions.md).
--
-- A bulk action (approve, needs-review, confirm, replace, copy-from, clear) is one change with a
-- row in i18n_imports, like a pre-translation (0014), so "Undo import" previews and undoes it in
-- one action. SQLite cannot alter the CHECK of `kind`, so the table is rebuilt with every row and
-- id (i18n_history.change_id names them; nothing references the table by a foreign key).
CREATE TABLE i18n_imports_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  actor TEXT NOT NULL,
  at TEXT NOT NULL,
  -- json, nested-json, csv, i18next; 'cli'; for a bulk action, the action (approve, replace…).
  format TEXT NOT NULL DEFAULT '',
  file_name TEXT NOT NULL DEFAULT '',
  locales TEXT NOT NULL DEFAULT '[]',
  cells INTEGER NOT NULL DEFAULT 0,
  undone_at TEXT,
  undone_by TEXT,
  kind TEXT NOT NULL DEFAULT 'import' CHECK (kind IN ('import', 'pretranslate', 'propagate', 'bulk'))
);

INSERT INTO i18n_imports_new (id, actor, at, format, file_name, locales, cells, undone_at, undone_by, kind)
  SELECT id, actor, at, format, file_name, locales, cells, undone_at, undone_by, kind FROM i18n_imports;

DROP TABLE i18n_imports;
ALTER TABLE i18n_imports_new RENAME TO i18n_imports;
CREATE INDEX i18n_imports_at ON i18n_imports (id DESC);

-- The review state a bulk approve, needs-review or confirm found on each translation it changed,
-- so its undo puts that state back (a text change keeps its old text in i18n_history instead).
-- `version` is the translation's version then: the undo leaves alone one whose text moved since.
CREATE TABLE i18n_bulk_reviews (
  change_id INTEGER NOT NULL,
  key_id INTEGER NOT NULL,
  locale TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('approve', 'needs-review', 'confirm')),
  version INTEGER NOT NULL,
  reviewed_version INTEGER,
  reviewed_text TEXT,
  reviewed_by TEXT,
  reviewed_at TEXT,
  outdated_source TEXT,
  PRIMARY KEY (change_id, key_id, locale)
) WITHOUT ROWID;
