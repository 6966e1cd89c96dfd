-- People in the web UI (issue 16): one-time links to set a password, and who did what in the audit log.
-- Times are Unix epoch milliseconds.

-- An invitation (a new account sets its first password) or a reset (an admin asked for a new
-- password). Only the SHA-256 of the link's token is stored: the link itself is shown once, to
-- the admin who made it. A link is used once (`used_at`) and expires (`expires_at`).
CREATE TABLE account_links (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('invite', 'reset')),
  token_hash TEXT NOT NULL UNIQUE,
  created_by INTEGER,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX account_links_user_id ON account_links (user_id);

-- The audit log's `user_id`/`email` name the account an event is about; the actor is who did it
-- (the same account for a sign-in, an admin for a change to someone else's account).
ALTER TABLE audit_log ADD COLUMN actor_id INTEGER;
ALTER TABLE audit_log ADD COLUMN actor_email TEXT;
