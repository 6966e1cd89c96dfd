-- Accounts a team can trust, second part (issue 39; docs/decisions/0084-factor-changes-and-sessions.md).
-- Times are Unix epoch ms.
--
-- How each session signed in ("password", "password+totp", "password+recovery"; the passkeys
-- work adds its own), and when it last proved a second factor (at sign-in, or re-verified since):
-- disabling a factor, new recovery codes and a new API token ask for one within 5 minutes.
ALTER TABLE sessions ADD COLUMN method TEXT NOT NULL DEFAULT 'password';
ALTER TABLE sessions ADD COLUMN second_factor_at INTEGER;

-- Whom the policy requires a second factor of: "none", "admins", "reviewers" (reviewers and
-- admins) or "everyone". `require_two_factor` (0033) stays, kept equal to "everyone or not none".
ALTER TABLE account_policy ADD COLUMN require_two_factor_for TEXT NOT NULL DEFAULT 'none'
  CHECK (require_two_factor_for IN ('none', 'admins', 'reviewers', 'everyone'));
UPDATE account_policy SET require_two_factor_for = 'everyone' WHERE require_two_factor = 1;

-- A write of the old column alone (an older script, a test's reset) keeps the two in step.
CREATE TRIGGER account_policy_legacy_flag AFTER UPDATE OF require_two_factor ON account_policy
WHEN NEW.require_two_factor_for = OLD.require_two_factor_for
BEGIN
  UPDATE account_policy
  SET require_two_factor_for = CASE WHEN NEW.require_two_factor = 1 THEN 'everyone' ELSE 'none' END
  WHERE id = NEW.id;
END;
