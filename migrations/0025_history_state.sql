-- The state a translation had beside its text before each write (docs/decisions/0073-one-writer.md):
-- version, review state, reviewer, outdated mark and origin, as JSON. An undo of an import, a bulk
-- run or a pre-translation puts it back exactly; rows written before this migration have none, and
-- their undo leaves the restored text needing review, as before.
ALTER TABLE i18n_history ADD COLUMN old_state TEXT;
