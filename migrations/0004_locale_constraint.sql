-- i18n_values without the locale list: the locale table in common/locale-table.ts is the only
-- list of locales, and locale codes are validated where requests enter (the API's schemas),
-- so adding a locale needs no migration (docs/decisions/0037-one-locale-table.md).
-- SQLite cannot drop a CHECK constraint: rebuild the table, keeping every other column,
-- constraint, the foreign key and the index.

-- D1 runs migrations with foreign keys enforced and cannot turn them off; its documented way
-- to rebuild a table is to defer their checks to the end of the migration, when the copied
-- rows reference i18n_keys again exactly as before.
PRAGMA defer_foreign_keys = on;

CREATE TABLE i18n_values_new (
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
  PRIMARY KEY (key_id, locale)
) WITHOUT ROWID;

INSERT INTO i18n_values_new (key_id, locale, text, search, placeholders, version, updated_by, updated_at)
  SELECT key_id, locale, text, search, placeholders, version, updated_by, updated_at FROM i18n_values;

DROP TABLE i18n_values;
ALTER TABLE i18n_values_new RENAME TO i18n_values;

CREATE INDEX i18n_values_locale ON i18n_values (locale, updated_at);

PRAGMA defer_foreign_keys = off;
