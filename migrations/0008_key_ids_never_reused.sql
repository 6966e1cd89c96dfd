-- Key ids are never reused (issue 13). Without AUTOINCREMENT SQLite gives a new row the
-- largest id + 1, so a key created after the newest key was deleted took the deleted key's
-- id: it showed that key's history, and "revert" wrote the old key's text into it.
-- i18n_keys is rebuilt with AUTOINCREMENT, keeping every row, column, constraint and index.
--
-- D1 enforces foreign keys in migrations and cannot turn them off, and dropping a parent
-- table deletes its rows first, which would cascade to i18n_values. So the cells are set
-- aside in a table without a foreign key, i18n_values is dropped, then i18n_keys is rebuilt
-- (nothing references it any more), and i18n_values is rebuilt as it was, with its rows.
-- No constraint is violated at any step, so nothing needs deferring.

-- 1. History written before a key-level delete of its key id belongs to that deleted key:
--    each deleted key gets an id of its own past every id in use (the largest so far plus
--    the id of its delete entry), so a key that took a deleted key's id shows only its own.
CREATE TABLE i18n_history_owner (
  history_id INTEGER PRIMARY KEY,
  key_id INTEGER NOT NULL
);

INSERT INTO i18n_history_owner (history_id, key_id)
  SELECT history_id,
    deleted_by + (SELECT max(coalesce((SELECT max(id) FROM i18n_keys), 0), (SELECT max(key_id) FROM i18n_history)))
  FROM (
    SELECT h.id AS history_id,
      (SELECT d.id FROM i18n_history d
        WHERE d.key_id = h.key_id AND d.id >= h.id AND d.action = 'delete' AND d.locale IS NULL
        ORDER BY d.id LIMIT 1) AS deleted_by
    FROM i18n_history h
  )
  WHERE deleted_by IS NOT NULL;

UPDATE i18n_history
  SET key_id = (SELECT o.key_id FROM i18n_history_owner o WHERE o.history_id = i18n_history.id)
  WHERE id IN (SELECT history_id FROM i18n_history_owner);

DROP TABLE i18n_history_owner;

-- 2. The cells, set aside.
CREATE TABLE i18n_values_copy (
  key_id INTEGER NOT NULL,
  locale TEXT NOT NULL,
  text TEXT NOT NULL,
  search TEXT NOT NULL,
  placeholders TEXT NOT NULL,
  version INTEGER NOT NULL,
  updated_by TEXT,
  updated_at TEXT NOT NULL,
  problems TEXT NOT NULL
);

INSERT INTO i18n_values_copy (key_id, locale, text, search, placeholders, version, updated_by, updated_at, problems)
  SELECT key_id, locale, text, search, placeholders, version, updated_by, updated_at, problems FROM i18n_values;

DROP TABLE i18n_values;

-- 3. The keys, with AUTOINCREMENT: ids only grow, past every key id the history has seen.
CREATE TABLE i18n_keys_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- Dot-separated name, e.g. `home.title`.
  name TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL DEFAULT '',
  -- Lower-cased, diacritics-stripped name, for search.
  search TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  -- File order of the last import (then creation order for keys added since).
  position INTEGER
);

INSERT INTO i18n_keys_new (id, name, description, search, created_at, updated_at, position)
  SELECT id, name, description, search, created_at, updated_at, position FROM i18n_keys;

-- AUTOINCREMENT remembers the largest id ever inserted: a placeholder row with the largest
-- key id of the history (a name no key can have), removed at once, starts the count there.
INSERT INTO i18n_keys_new (id, name, search, created_at, updated_at)
  SELECT seen, ' reserved', '', '', '' FROM (SELECT max(key_id) AS seen FROM i18n_history)
  WHERE seen > coalesce((SELECT max(id) FROM i18n_keys_new), 0);

DELETE FROM i18n_keys_new WHERE name = ' reserved';

DROP TABLE i18n_keys;
ALTER TABLE i18n_keys_new RENAME TO i18n_keys;

CREATE INDEX i18n_keys_position ON i18n_keys (position, id);

-- 4. The cells back, in the table as 0004-0006 left it.
CREATE TABLE i18n_values (
  key_id INTEGER NOT NULL REFERENCES i18n_keys (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  text TEXT NOT NULL CHECK (length(text) <= 10000),
  -- Lower-cased, diacritics-stripped text, for search.
  search TEXT NOT NULL,
  -- The sorted placeholders of the text, comma-joined, to compare with the source locale's.
  placeholders TEXT NOT NULL DEFAULT '',
  -- Optimistic concurrency: a save names the version it was based on.
  version INTEGER NOT NULL DEFAULT 1,
  updated_by TEXT,
  updated_at TEXT NOT NULL,
  -- JSON array of { code, severity, message, line, column } (common/icu/check.ts).
  problems TEXT NOT NULL DEFAULT '[]',
  -- The cells never served (migrations/0006).
  has_error INTEGER GENERATED ALWAYS AS (problems LIKE '%"severity":"error"%') VIRTUAL,
  PRIMARY KEY (key_id, locale)
) WITHOUT ROWID;

INSERT INTO i18n_values (key_id, locale, text, search, placeholders, version, updated_by, updated_at, problems)
  SELECT key_id, locale, text, search, placeholders, version, updated_by, updated_at, problems FROM i18n_values_copy;

DROP TABLE i18n_values_copy;

CREATE INDEX i18n_values_locale ON i18n_values (locale, updated_at);
CREATE INDEX i18n_values_errors ON i18n_values (has_error) WHERE has_error;
