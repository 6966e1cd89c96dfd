-- Single sign-on with OpenID Connect (issue 39, item 5; docs/decisions/0089-single-sign-on.md).
-- Times are Unix epoch ms. The provider itself is configured by the operator (OIDC_ISSUER,
-- OIDC_CLIENT_ID, the secret OIDC_CLIENT_SECRET); who may sign in through it is this one row.
CREATE TABLE sso_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  -- Email domains whose verified addresses may sign in (a JSON array of lower-case domains);
  -- empty: any domain (an account must then already exist unless `only_existing` is off).
  allowed_domains TEXT NOT NULL DEFAULT '[]',
  -- The role of an account the first SSO sign-in creates: never admin.
  default_role TEXT NOT NULL DEFAULT 'translator' CHECK (default_role IN ('translator', 'reviewer')),
  -- 1: SSO signs in existing accounts only, and creates none.
  only_existing INTEGER NOT NULL DEFAULT 1 CHECK (only_existing IN (0, 1)),
  -- 1: an ID token whose `amr` says the provider did MFA counts as the second factor the policy requires.
  trust_provider_mfa INTEGER NOT NULL DEFAULT 0 CHECK (trust_provider_mfa IN (0, 1)),
  -- 0: password sign-in is off for everyone but the break-glass admin.
  password_sign_in INTEGER NOT NULL DEFAULT 1 CHECK (password_sign_in IN (0, 1)),
  -- The admin who turned password sign-in off: they keep it (the break-glass account).
  break_glass_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  updated_at INTEGER,
  updated_by INTEGER
);
INSERT INTO sso_settings (id) VALUES (1);
