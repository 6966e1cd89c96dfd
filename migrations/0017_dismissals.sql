-- Dismissed warnings (issue 28, item 4; docs/decisions/0065).
--
-- A reviewer or admin dismisses one warning (by its problem `code`) of one translation, with a
-- reason. A dismissal holds for the translation's `version` it was made at: a new version (the
-- text changed) leaves it behind, so the warning counts again. Rows are kept (history shows them);
-- undoing one sets `undone_at`. Errors are never dismissed (the API refuses them). The rows go
-- with their translation (the cascade), and with it with their key.
CREATE TABLE i18n_dismissals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  key_id INTEGER NOT NULL,
  locale TEXT NOT NULL,
  code TEXT NOT NULL,
  version INTEGER NOT NULL,
  reason TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  dismissed_by TEXT NOT NULL,
  dismissed_at TEXT NOT NULL,
  undone_by TEXT,
  undone_at TEXT,
  FOREIGN KEY (key_id, locale) REFERENCES i18n_values (key_id, locale) ON DELETE CASCADE
);

-- A translation's active dismissals: one per code and version at most.
CREATE UNIQUE INDEX i18n_dismissals_active ON i18n_dismissals (key_id, locale, code, version) WHERE undone_at IS NULL;
CREATE INDEX i18n_dismissals_key ON i18n_dismissals (key_id, id);
