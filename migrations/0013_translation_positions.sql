-- Each locale keeps the key order of its own file (issue 24): an import places every translation
-- it names at the end of its locale, in the file's order (worker/services/translations/import-sql.ts),
-- and an export lists a locale's translations by this position. Translations saved in the editor
-- have none and follow, in key order. Existing translations take their key's place, so every
-- export is unchanged until the next import.
ALTER TABLE i18n_values ADD COLUMN position INTEGER;

UPDATE i18n_values SET position = (SELECT k.position FROM i18n_keys k WHERE k.id = i18n_values.key_id);
