-- Passkeys (WebAuthn; issue 39 item 2; docs/decisions/0083-passkeys.md). Times are Unix epoch ms.
--
-- One row per registered credential: `credential_id` is the authenticator's id (base64url),
-- `public_key` its COSE public key (base64url), `counter` the last signature counter seen (a
-- counter that does not grow, when the authenticator keeps one, is a cloned credential and refused).
CREATE TABLE passkeys (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  credential_id TEXT NOT NULL UNIQUE,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT,
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER
);
CREATE INDEX passkeys_user ON passkeys (user_id);

-- A ceremony's challenge, single-use: the statement that accepts it deletes it (`DELETE … RETURNING`).
-- `user_id` is the account registering a passkey, or NULL for a sign-in with a passkey alone;
-- `purpose` is 'register', 'login' (a passkey alone) or 'second_factor' (after a password).
CREATE TABLE webauthn_challenges (
  challenge TEXT PRIMARY KEY,
  user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'login', 'second_factor')),
  expires_at INTEGER NOT NULL
);
