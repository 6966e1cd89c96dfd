-- The admin's language an account chose (issue 38; Your account → Language; common/admin-locale.ts):
-- a locale code of the admin ("pl"), or the pseudo-locale "en-XA" where a deployment offers it.
-- NULL: the browser's (the sign-in page's choice, else Accept-Language, else English). Read with
-- the session in its one statement (worker/services/identity/sessions.ts); a value no longer
-- offered (the pseudo-locale once PSEUDO_LOCALE is off) is skipped by the negotiation, not rewritten.
ALTER TABLE users ADD COLUMN ui_locale TEXT CHECK (ui_locale IS NULL OR length(ui_locale) BETWEEN 2 AND 16);
