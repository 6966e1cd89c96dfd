-- Translations: D1 is the source of truth for every UI string (issue 5).
-- 0002 is taken by accounts and sessions.

CREATE TABLE i18n_keys (
  id INTEGER PRIMARY KEY,
  -- Dot-separated name, e.g. `home.title`; plural forms are leaves such as `home.languages.one`.
  name TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL DEFAULT '',
  -- Lower-cased, diacritics-stripped name, for search.
  search TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE i18n_values (
  key_id INTEGER NOT NULL REFERENCES i18n_keys (id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('sk', 'en', 'cz', 'hr', 'pl', 'hu', 'si', 'rs', 'de', 'ru')),
  text TEXT NOT NULL CHECK (length(text) <= 10000),
  -- Lower-cased, diacritics-stripped text, for search.
  search TEXT NOT NULL,
  -- The sorted `{{name}}` placeholders of the text, comma-joined, to compare with sk's.
  placeholders TEXT NOT NULL DEFAULT '',
  -- Optimistic concurrency: a save names the version it was based on.
  version INTEGER NOT NULL DEFAULT 1,
  updated_by TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (key_id, locale)
) WITHOUT ROWID;

CREATE INDEX i18n_values_locale ON i18n_values (locale, updated_at);

-- Every change, kept when keys are renamed or deleted (no foreign key on purpose).
CREATE TABLE i18n_history (
  id INTEGER PRIMARY KEY,
  key_id INTEGER NOT NULL,
  key_name TEXT NOT NULL,
  -- NULL for key-level events (create, rename, delete, describe).
  locale TEXT,
  old_text TEXT,
  new_text TEXT,
  action TEXT NOT NULL CHECK (action IN ('edit', 'import', 'revert', 'create', 'rename', 'delete', 'describe')),
  actor TEXT,
  at TEXT NOT NULL
);

CREATE INDEX i18n_history_key ON i18n_history (key_id, id);
CREATE INDEX i18n_history_at ON i18n_history (at);

-- Moves on every change; versions the KV cache of message bundles.
CREATE TABLE i18n_revision (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  revision INTEGER NOT NULL
);

INSERT INTO i18n_revision (id, revision) VALUES (1, 0);
