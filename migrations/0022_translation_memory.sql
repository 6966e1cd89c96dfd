-- The translation memory's imported units (issue 29, TMX; docs/decisions/0070-exchange-formats.md).
--
-- The project's own source/target pairs are its translations (i18n_values): this table holds only
-- what a team brings from elsewhere (a TMX file), one row per source text and target text.
-- Languages are our locale codes (the file's tags mapped through common/formats/file-locale.ts).
CREATE TABLE translation_memory (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  source_locale TEXT NOT NULL,
  source_text TEXT NOT NULL,
  target_locale TEXT NOT NULL,
  target_text TEXT NOT NULL,
  -- The file it came from, as the importer named it: a suggestion says where it was found.
  origin TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
-- A unit imported twice (the same file again, or two memories that share it) is stored once.
CREATE UNIQUE INDEX translation_memory_unit ON translation_memory (source_text, target_locale, target_text);
-- Suggestions read one language pair at a time.
CREATE INDEX translation_memory_pair ON translation_memory (source_locale, target_locale);
