-- Schema bookkeeping for the application itself; feature tables arrive in later migrations.
CREATE TABLE IF NOT EXISTS app_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
INSERT OR IGNORE INTO app_meta (key, value) VALUES ('schema', 'polyglot-edge');
