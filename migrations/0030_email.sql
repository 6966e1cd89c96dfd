-- Email about notifications (issue 37, item 3; docs/decisions/0077-email.md).

-- Each account's choice per notification kind; a kind without a row has the default of
-- common/contracts/email.ts (DEFAULT_EMAIL_MODES).
CREATE TABLE email_preferences (
  account_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- common/contracts/notifications.ts NOTIFICATION_KINDS.
  kind TEXT NOT NULL,
  mode TEXT NOT NULL CHECK (mode IN ('off', 'immediately', 'digest')),
  PRIMARY KEY (account_id, kind)
) WITHOUT ROWID;

-- One email: written when its notifications are claimed (their `emailed_at` set in the same batch),
-- then sent by the EMAILS queue's consumer (worker/services/email/deliver.ts), one per message.
CREATE TABLE emails (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- 'immediately': one notification; 'digest': the day's notifications of the account.
  mode TEXT NOT NULL CHECK (mode IN ('immediately', 'digest')),
  -- JSON array of notification ids.
  notification_ids TEXT NOT NULL CHECK (json_valid(notification_ids)),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  -- The provider's last answer (an HTTP status or an error code) and what went wrong, for the operator.
  last_error TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT,
  -- The claim that wrote the row (a random id): the same batch marks the notifications it took.
  claim TEXT NOT NULL
);

CREATE INDEX emails_claim ON emails (claim);

-- The daily job's reads: emails whose message was lost (still pending), and the rows past EMAIL_RETENTION_DAYS.
CREATE INDEX emails_created ON emails (created_at);

-- Notifications not yet emailed, by time: the claims read only the recent ones (notifications of
-- an account that wants no email keep `emailed_at` NULL for ever, so the index is bounded by time).
CREATE INDEX notifications_unemailed ON notifications (created_at) WHERE emailed_at IS NULL;
