-- A glossary (issue 28, item 2; docs/decisions/0067-glossary.md).
--
-- A term is written in the source locale. `version` is bumped by every change to the term or to
-- any of its locales, so one number detects every concurrent edit of an entry (409).
CREATE TABLE glossary_terms (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  term TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  case_sensitive INTEGER NOT NULL DEFAULT 0 CHECK (case_sensitive IN (0, 1)),
  do_not_translate INTEGER NOT NULL DEFAULT 0 CHECK (do_not_translate IN (0, 1)),
  version INTEGER NOT NULL DEFAULT 1,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
);
-- One entry per term as written, whatever its case: two entries for "Cart" and "cart" would
-- ask two things of the same word.
CREATE UNIQUE INDEX glossary_terms_term ON glossary_terms (term COLLATE NOCASE);

-- A term's translation in one locale, and the variants that must not be used there
-- (`forbidden`: a JSON array of strings). An empty translation with forbidden variants is allowed.
CREATE TABLE glossary_translations (
  term_id INTEGER NOT NULL REFERENCES glossary_terms (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  text TEXT NOT NULL DEFAULT '',
  forbidden TEXT NOT NULL DEFAULT '[]',
  PRIMARY KEY (term_id, locale)
) WITHOUT ROWID;

-- Bumped in the same batch as every glossary write: an isolate's cached glossary (the checks and
-- machine translation read it on every save) is good while this number has not moved.
CREATE TABLE glossary_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  generation INTEGER NOT NULL
);
INSERT INTO glossary_state (id, generation) VALUES (1, 0);
