-- A glossary entry's inflected forms per locale (issue 37, item 6; docs/decisions/0080-inflected-glossary.md).
--
-- `forms` is a JSON array of strings: the forms of the locale's phrase (the term itself in the
-- source locale and for "do not translate", else the locale's translation). When it lists any, the
-- checks and the editor match those and the phrase; when empty, the language's inflection rule.
ALTER TABLE glossary_translations ADD COLUMN forms TEXT NOT NULL DEFAULT '[]';
