-- ICU messages: each cell keeps the problems its last check found, and keys keep the
-- order of the file they were last imported from (export writes that order).

-- JSON array of { code, severity, message, line, column } (common/icu/check.ts), checked
-- against the source locale's text of the same key. A cell with an error is stored but never
-- published: visitors get the fallback chain for it.
ALTER TABLE i18n_values ADD COLUMN problems TEXT NOT NULL DEFAULT '[]';

-- File order of the last import (then creation order for keys added since).
ALTER TABLE i18n_keys ADD COLUMN position INTEGER;
UPDATE i18n_keys SET position = id;
CREATE INDEX i18n_keys_position ON i18n_keys (position, id);
