-- A glossary entry's inflected forms per locale (issue 37, item 6; docs/decisions/0080-inflected-glossary.md).
--
-- `forms` is a JSON array of strings: the forms of the locale's phrase (the term itself in the
-- source locale and for "do not translate", else the locale's translation). When it lists any, the
-- checks and the editor match those and the phrase; when empty, the language's inflection rule.
ALTER TABLE glossary_translations ADD COLUMN forms TEXT NOT NULL DEFAULT '[]';

-- The keys a glossary change touches are found by the folded text (`search`) of one locale's
-- texts (worker/services/translations/recheck-keys.ts). Without this index each lookup read every
-- row of the locale from the table: 200–330 ms at 10,000 keys; with it, only the index (3–38 ms).
CREATE INDEX i18n_values_search ON i18n_values (locale, search);
