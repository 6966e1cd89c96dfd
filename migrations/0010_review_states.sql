-- Review states and outdated marks (issue 16, items 1 and 2; docs/decisions/0055).
--
-- A cell "needs review" while its version is not the one last approved (reviewed_version),
-- and is "reviewed" otherwise. reviewed_text is the text that approval covered: a locale set
-- to "publish only reviewed" serves it while a newer text waits. outdated_source, when set,
-- is the source locale's text the translation was written against before the source changed
-- (the editor shows the old → new difference); an edit of the cell or a "confirm" clears it.
ALTER TABLE i18n_values ADD COLUMN reviewed_version INTEGER;
ALTER TABLE i18n_values ADD COLUMN reviewed_text TEXT;
ALTER TABLE i18n_values ADD COLUMN reviewed_by TEXT;
ALTER TABLE i18n_values ADD COLUMN reviewed_at TEXT;
ALTER TABLE i18n_values ADD COLUMN outdated_source TEXT;

-- Every cell that exists is taken as reviewed, as it is: upgrading changes nothing visitors see.
UPDATE i18n_values SET reviewed_version = version, reviewed_text = text, reviewed_by = updated_by,
  reviewed_at = updated_at;

-- Per-locale settings; a locale without a row publishes every saved text (as before).
CREATE TABLE i18n_locale_settings (
  locale TEXT PRIMARY KEY,
  -- 1: visitors get the last reviewed text of each cell, never a newer unreviewed one.
  reviewed_only INTEGER NOT NULL DEFAULT 0 CHECK (reviewed_only IN (0, 1)),
  updated_by TEXT,
  updated_at TEXT NOT NULL
) WITHOUT ROWID;

-- The history's CHECK gains 'approve' and 'confirm'. SQLite cannot alter a CHECK, so the
-- table is rebuilt with every row and id (nothing references it), then its indexes.
CREATE TABLE i18n_history_new (
  id INTEGER PRIMARY KEY,
  key_id INTEGER NOT NULL,
  key_name TEXT NOT NULL,
  -- NULL for key-level events (create, rename, delete, describe).
  locale TEXT,
  old_text TEXT,
  new_text TEXT,
  action TEXT NOT NULL CHECK (action IN ('edit', 'import', 'revert', 'create', 'rename', 'delete', 'describe', 'approve', 'confirm')),
  actor TEXT,
  at TEXT NOT NULL
);

INSERT INTO i18n_history_new (id, key_id, key_name, locale, old_text, new_text, action, actor, at)
  SELECT id, key_id, key_name, locale, old_text, new_text, action, actor, at FROM i18n_history;

DROP TABLE i18n_history;
ALTER TABLE i18n_history_new RENAME TO i18n_history;

CREATE INDEX i18n_history_key ON i18n_history (key_id, id);
CREATE INDEX i18n_history_at ON i18n_history (at);
