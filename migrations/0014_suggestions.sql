-- Suggestions and pre-translation (issue 27; docs/decisions/0062-suggestions.md).
--
-- Origin: how each saved version was written. 'typed' (a person in the editor), 'memory' (a
-- suggestion from another key's translation: origin_key names it), 'machine' (a suggestion of a
-- machine-translation provider: origin_provider names it), 'import', or 'pretranslate' (a bulk
-- pre-translation, with origin_key when it came from memory, origin_provider when from a machine).
-- Columns are added (ALTER TABLE), never rebuilt, so every row and index of 0010/0011/0013 stays.
ALTER TABLE i18n_values ADD COLUMN origin TEXT NOT NULL DEFAULT 'typed'
  CHECK (origin IN ('typed', 'memory', 'machine', 'import', 'pretranslate'));
ALTER TABLE i18n_values ADD COLUMN origin_key TEXT;
ALTER TABLE i18n_values ADD COLUMN origin_provider TEXT;

-- Existing cells: 'import' where the last change of their text was an import, else 'typed'.
UPDATE i18n_values SET origin = 'import'
WHERE (SELECT h.action FROM i18n_history h
       WHERE h.key_id = i18n_values.key_id AND h.locale = i18n_values.locale
         AND h.action IN ('edit', 'import', 'revert')
       ORDER BY h.id DESC LIMIT 1) = 'import';

-- The history records the origin of the text each row wrote (NULL for rows that write no text:
-- key events, approvals, confirmations).
ALTER TABLE i18n_history ADD COLUMN origin TEXT;
ALTER TABLE i18n_history ADD COLUMN origin_key TEXT;
ALTER TABLE i18n_history ADD COLUMN origin_provider TEXT;
UPDATE i18n_history SET origin = CASE action WHEN 'import' THEN 'import' ELSE 'typed' END
WHERE locale IS NOT NULL AND action IN ('edit', 'import', 'revert');

-- The list's origin filter reads cells by origin.
CREATE INDEX i18n_values_origin ON i18n_values (origin, locale) WHERE origin != 'typed';

-- A bulk change other than an import (a pre-translation, a propagation) has a row of its own in
-- i18n_imports, so "Undo import" previews and undoes it in one action (docs/decisions/0056).
ALTER TABLE i18n_imports ADD COLUMN kind TEXT NOT NULL DEFAULT 'import'
  CHECK (kind IN ('import', 'pretranslate', 'propagate'));

-- Characters sent to the machine-translation provider, per calendar month (UTC, '2026-11').
-- Counted with one UPDATE … RETURNING per call, against MT_MONTHLY_CHARACTERS.
CREATE TABLE mt_usage (
  month TEXT PRIMARY KEY,
  characters INTEGER NOT NULL DEFAULT 0 CHECK (characters >= 0)
) WITHOUT ROWID;
