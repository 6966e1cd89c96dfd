-- The cross-key check `inconsistent-translation` (issue 36, item 1; worker/services/translations/consistency.ts)
-- finds the keys sharing a source text after every write. Without an index that meant a scan of
-- the whole store per save: at 10,000 keys a save did not answer. The keys whose source text is
-- one given text are found here, by locale and exact text; a key's cells then by primary key.
CREATE INDEX i18n_values_text ON i18n_values (locale, text);
