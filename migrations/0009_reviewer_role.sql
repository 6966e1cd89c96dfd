-- Roles admin, reviewer, translator (issue 16). SQLite cannot change a CHECK constraint, so
-- `users` is rebuilt with every row. `sessions` references it with ON DELETE CASCADE and D1
-- enforces foreign keys in migrations (dropping a parent deletes its rows first, which would
-- end every session): the sessions are set aside in a table without a foreign key, rebuilt
-- after `users`, and put back, as migrations/0008 does for the cells.

CREATE TABLE sessions_copy (
  id TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  ip TEXT,
  user_agent TEXT
);
INSERT INTO sessions_copy SELECT id, user_id, created_at, last_seen_at, expires_at, revoked_at, ip, user_agent FROM sessions;
DROP TABLE sessions;

CREATE TABLE users_new (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  -- A reviewer translates and approves in their locales; a translator translates in theirs.
  role TEXT NOT NULL CHECK (role IN ('admin', 'reviewer', 'translator')),
  -- JSON array of the locale codes a reviewer or translator works on; NULL means every locale.
  locales TEXT CHECK (locales IS NULL OR json_valid(locales)),
  disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
  -- Sessions created before this instant are no longer valid (a password change signs out everywhere).
  password_changed_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
INSERT INTO users_new (id, email, password_hash, role, locales, disabled, password_changed_at, created_at, updated_at)
  SELECT id, email, password_hash, role, locales, disabled, password_changed_at, created_at, updated_at FROM users;
DROP TABLE users;
ALTER TABLE users_new RENAME TO users;

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
INSERT INTO sessions SELECT id, user_id, created_at, last_seen_at, expires_at, revoked_at, ip, user_agent FROM sessions_copy;
DROP TABLE sessions_copy;
CREATE INDEX sessions_user_id ON sessions (user_id);
