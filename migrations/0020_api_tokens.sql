-- API tokens (issue 30, item 1; docs/decisions/0068-api-tokens.md). Times are Unix epoch milliseconds.
--
-- A token acts as `user_id`: a personal token as that account (its role and locales as they are at
-- each call), a project token as its creator with the role admin, for as long as the creator is an
-- enabled admin. Only the SHA-256 of the secret is stored (hex); the secret is shown once.
-- `scopes` is a JSON array of scope names (common/contracts/tokens.ts).
-- `window_started_at` / `window_requests`: the per-token throttle's fixed window, counted in the
-- same statement that records `last_used_at` (minute-grained), so a call costs one write.
CREATE TABLE api_tokens (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('personal', 'project')),
  name TEXT NOT NULL,
  scopes TEXT NOT NULL CHECK (json_valid(scopes)),
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  last_used_at INTEGER,
  revoked_at INTEGER,
  revoked_by INTEGER,
  window_started_at INTEGER NOT NULL DEFAULT 0,
  window_requests INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX api_tokens_user_id ON api_tokens (user_id);
