-- Admin sign-in (issue 4): accounts, sessions, sign-in throttling, captcha replay guard, audit log.
-- Times are Unix epoch milliseconds.

-- Accounts are created by operators (`npm run admin:create`). `email` is stored normalised
-- (trimmed, lower-case). `password_hash` is a self-describing PHC string ($scrypt$ln=…,r=…,p=…$salt$hash).
-- `locales` is a JSON array of the locale codes a translator may edit; NULL means every locale.
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('admin', 'translator')),
  locales TEXT CHECK (locales IS NULL OR json_valid(locales)),
  disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
  -- Sessions created before this instant are no longer valid (a password change signs out everywhere).
  password_changed_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- One row per sign-in. The JWT in the cookie names its row (`sid`); the row is checked on every
-- request, so revoking it (logout), disabling the account or changing the password ends it at once.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  ip TEXT,
  user_agent TEXT
);
CREATE INDEX sessions_user_id ON sessions (user_id);

-- Failed sign-in counters, fixed window, keyed `account:<email>` or `ip:<address>`.
CREATE TABLE login_failures (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  window_started_at INTEGER NOT NULL
);
CREATE INDEX login_failures_window_started_at ON login_failures (window_started_at);

-- SHA-256 of captcha tokens already presented: a token is accepted once, for its lifetime.
CREATE TABLE captcha_tokens (
  token_hash TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE INDEX captcha_tokens_expires_at ON captcha_tokens (expires_at);

-- Sign-in events. Never holds a password, token or cookie value.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at INTEGER NOT NULL,
  event TEXT NOT NULL,
  user_id INTEGER,
  email TEXT,
  ip TEXT,
  detail TEXT
);
CREATE INDEX audit_log_at ON audit_log (at);
