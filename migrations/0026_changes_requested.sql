-- "Changes requested" (issue 37, item 1; docs/decisions/0074-changes-requested.md): a reviewer sends a
-- translation back with a reason. The state holds for the version it was requested on, so the next
-- write of the text makes it "needs review" again; the reason is a comment on the translation.
ALTER TABLE i18n_values ADD COLUMN changes_requested_version INTEGER;
ALTER TABLE i18n_values ADD COLUMN changes_requested_by TEXT;
ALTER TABLE i18n_values ADD COLUMN changes_requested_at TEXT;
ALTER TABLE i18n_values ADD COLUMN changes_requested_comment INTEGER;

-- The history's actions gain 'request-changes' (a CHECK constraint: the table is rebuilt, its name kept).
CREATE TABLE i18n_history_new (
  id INTEGER PRIMARY KEY,
  key_id INTEGER NOT NULL,
  key_name TEXT NOT NULL,
  -- NULL for key-level events (create, rename, delete, describe, limit).
  locale TEXT,
  old_text TEXT,
  new_text TEXT,
  action TEXT NOT NULL CHECK (action IN ('edit', 'import', 'revert', 'create', 'rename', 'delete', 'describe', 'approve', 'confirm', 'limit', 'request-changes')),
  actor TEXT,
  at TEXT NOT NULL,
  change_id INTEGER,
  origin TEXT,
  origin_key TEXT,
  origin_provider TEXT,
  old_state TEXT
);

INSERT INTO i18n_history_new (id, key_id, key_name, locale, old_text, new_text, action, actor, at, change_id, origin, origin_key, origin_provider, old_state)
  SELECT id, key_id, key_name, locale, old_text, new_text, action, actor, at, change_id, origin, origin_key, origin_provider, old_state FROM i18n_history;

DROP TABLE i18n_history;
ALTER TABLE i18n_history_new RENAME TO i18n_history;

CREATE INDEX i18n_history_key ON i18n_history (key_id, id);
CREATE INDEX i18n_history_at ON i18n_history (at);
CREATE INDEX i18n_history_change ON i18n_history (change_id) WHERE change_id IS NOT NULL;

-- A bulk run's review snapshot keeps the new state too, so its undo puts it back.
CREATE TABLE i18n_bulk_reviews_new (
  change_id INTEGER NOT NULL,
  key_id INTEGER NOT NULL,
  locale TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('approve', 'needs-review', 'confirm', 'request-changes')),
  version INTEGER NOT NULL,
  reviewed_version INTEGER,
  reviewed_text TEXT,
  reviewed_by TEXT,
  reviewed_at TEXT,
  outdated_source TEXT,
  changes_requested_version INTEGER,
  changes_requested_by TEXT,
  changes_requested_at TEXT,
  changes_requested_comment INTEGER,
  PRIMARY KEY (change_id, key_id, locale)
) WITHOUT ROWID;

INSERT INTO i18n_bulk_reviews_new (change_id, key_id, locale, action, version, reviewed_version, reviewed_text, reviewed_by, reviewed_at, outdated_source)
  SELECT change_id, key_id, locale, action, version, reviewed_version, reviewed_text, reviewed_by, reviewed_at, outdated_source FROM i18n_bulk_reviews;

DROP TABLE i18n_bulk_reviews;
ALTER TABLE i18n_bulk_reviews_new RENAME TO i18n_bulk_reviews;
