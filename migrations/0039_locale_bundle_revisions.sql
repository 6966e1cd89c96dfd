-- A revision per locale's site bundle (docs/decisions/0095): a save of a German text rebuilds
-- the German bundle alone, not all ten. Each locale's counter moves whenever something its
-- bundle is built from changes, so a bundle named by it (`i18n:site:<revision>:<locale>:…`) is
-- never reused for other content. Triggers keep it, whichever code writes: the one writer, key
-- renames and deletions, a locale's reviewed-only setting.
-- D1 counts a trigger's rows in a statement's `meta.changes`: a write of translations that needs
-- the number of rows it wrote counts them with RETURNING (write/problems.ts, undo-keys.ts).
CREATE TABLE i18n_locale_revision (
  locale TEXT PRIMARY KEY,
  revision INTEGER NOT NULL DEFAULT 1
) WITHOUT ROWID;

INSERT INTO i18n_locale_revision (locale) VALUES
  ('sk'), ('en'), ('cz'), ('hr'), ('pl'), ('hu'), ('si'), ('rs'), ('de'), ('ru');

CREATE TRIGGER i18n_values_bundle_insert AFTER INSERT ON i18n_values
BEGIN
  UPDATE i18n_locale_revision SET revision = revision + 1 WHERE locale = NEW.locale;
END;

-- What a bundle is built from (publish's loadBundle): the text, the review state a reviewed-only
-- locale serves by, and whether the cell has an error. A change of warnings alone moves nothing.
CREATE TRIGGER i18n_values_bundle_update AFTER UPDATE ON i18n_values
WHEN OLD.text IS NOT NEW.text OR OLD.version IS NOT NEW.version
  OR OLD.reviewed_version IS NOT NEW.reviewed_version OR OLD.reviewed_text IS NOT NEW.reviewed_text
  OR OLD.has_error IS NOT NEW.has_error OR OLD.locale IS NOT NEW.locale
BEGIN
  UPDATE i18n_locale_revision SET revision = revision + 1 WHERE locale IN (OLD.locale, NEW.locale);
END;

CREATE TRIGGER i18n_values_bundle_delete AFTER DELETE ON i18n_values
BEGIN
  UPDATE i18n_locale_revision SET revision = revision + 1 WHERE locale = OLD.locale;
END;

-- A key's name and file order are in every locale's bundle. (A key's deletion deletes its
-- translations, whose trigger moves the locales they were in.)
CREATE TRIGGER i18n_keys_bundle_update AFTER UPDATE OF name, position ON i18n_keys
WHEN OLD.name IS NOT NEW.name OR OLD.position IS NOT NEW.position
BEGIN
  UPDATE i18n_locale_revision SET revision = revision + 1;
END;

CREATE TRIGGER i18n_locale_settings_bundle_insert AFTER INSERT ON i18n_locale_settings
BEGIN
  UPDATE i18n_locale_revision SET revision = revision + 1 WHERE locale = NEW.locale;
END;

CREATE TRIGGER i18n_locale_settings_bundle_update AFTER UPDATE ON i18n_locale_settings
BEGIN
  UPDATE i18n_locale_revision SET revision = revision + 1 WHERE locale IN (OLD.locale, NEW.locale);
END;

CREATE TRIGGER i18n_locale_settings_bundle_delete AFTER DELETE ON i18n_locale_settings
BEGIN
  UPDATE i18n_locale_revision SET revision = revision + 1 WHERE locale = OLD.locale;
END;
