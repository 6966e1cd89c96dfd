-- Character limits (issue 28 item 3; docs/decisions/0064-check-registry.md): a key may have a
-- maximum length, counted on the rendered text by the `max-length` check (common/checks/).
-- NULL: no limit. Added as a column (ALTER TABLE), so every row and index stays.
ALTER TABLE i18n_keys ADD COLUMN max_length INTEGER CHECK (max_length IS NULL OR max_length BETWEEN 1 AND 10000);
