-- Accounts a team can trust (issue 39; docs/decisions/0082-two-factor-sign-in.md). Times are Unix epoch ms.
--
-- `must_change_password`: the account's password was made by someone else (an admin's "create
-- with a password", shown once): until its owner sets one, the admin API answers 403
-- (`password_change_required`) to everything but changing it.
ALTER TABLE users ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0;

-- One authenticator app (RFC 6238 TOTP) per account. `secret` is the key encrypted with
-- AES-GCM under TWO_FACTOR_KEY (base64url of iv || ciphertext); `confirmed_at` is NULL while the
-- set-up waits for its first code; `last_step` is the 30-second step of the last accepted code, so
-- each code works once.
CREATE TABLE totp_factors (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  last_step INTEGER NOT NULL DEFAULT 0
);

-- Ten single-use recovery codes per account, made when the app is confirmed: only their SHA-256
-- (hex) is stored; `used_at` is set by the one statement that accepts a code.
CREATE TABLE recovery_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used_at INTEGER,
  UNIQUE (user_id, code_hash)
);

-- The account policy, one row: whether every account must have a second factor.
CREATE TABLE account_policy (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  require_two_factor INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL DEFAULT 0,
  updated_by INTEGER
);
INSERT INTO account_policy (id) VALUES (1);
