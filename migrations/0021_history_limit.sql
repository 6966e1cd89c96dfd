-- A key's character limit changing is part of its history (issue 28, item 3; docs/decisions/0064):
-- the history's CHECK gains 'limit' (old_text / new_text hold the limits, NULL for none). SQLite
-- cannot alter a CHECK, so the table is rebuilt with every row, id and column (nothing
-- references it), then its indexes, as 0010 did.
CREATE TABLE i18n_history_new (
  id INTEGER PRIMARY KEY,
  key_id INTEGER NOT NULL,
  key_name TEXT NOT NULL,
  -- NULL for key-level events (create, rename, delete, describe, limit).
  locale TEXT,
  old_text TEXT,
  new_text TEXT,
  action TEXT NOT NULL CHECK (action IN ('edit', 'import', 'revert', 'create', 'rename', 'delete', 'describe', 'approve', 'confirm', 'limit')),
  actor TEXT,
  at TEXT NOT NULL,
  change_id INTEGER,
  origin TEXT,
  origin_key TEXT,
  origin_provider TEXT
);

INSERT INTO i18n_history_new (id, key_id, key_name, locale, old_text, new_text, action, actor, at, change_id, origin, origin_key, origin_provider)
  SELECT id, key_id, key_name, locale, old_text, new_text, action, actor, at, change_id, origin, origin_key, origin_provider FROM i18n_history;

DROP TABLE i18n_history;
ALTER TABLE i18n_history_new RENAME TO i18n_history;

CREATE INDEX i18n_history_key ON i18n_history (key_id, id);
CREATE INDEX i18n_history_at ON i18n_history (at);
CREATE INDEX i18n_history_change ON i18n_history (change_id) WHERE change_id IS NOT NULL;
