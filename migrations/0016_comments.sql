-- Questions and comments on keys (issue 28, item 5; docs/decisions/0065).
--
-- A thread per key, optionally per locale (`locale` NULL: about the key as a whole). A comment
-- names its key by id, so it follows a rename and goes with a delete (the cascade; the delete's
-- confirmation says how many go). `question` marks a comment asked of the team: it is open
-- while `resolved_at` is NULL. `version` is bumped by every resolve/reopen, so a stale one is a 409.
-- The text is stored as written and only ever shown as text.
CREATE TABLE i18n_comments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  key_id INTEGER NOT NULL REFERENCES i18n_keys (id) ON DELETE CASCADE,
  locale TEXT,
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  question INTEGER NOT NULL DEFAULT 0 CHECK (question IN (0, 1)),
  author TEXT NOT NULL,
  created_at TEXT NOT NULL,
  resolved_by TEXT,
  resolved_at TEXT,
  version INTEGER NOT NULL DEFAULT 1
);

CREATE INDEX i18n_comments_key ON i18n_comments (key_id, id);
-- The list's `question=open` filter and the dashboard's count read open questions only.
CREATE INDEX i18n_comments_open ON i18n_comments (key_id) WHERE question = 1 AND resolved_at IS NULL;
