-- Notifications (issue 37, item 2): each account's inbox. A row is written by the action that
-- causes it, in the same D1 batch (worker/services/notifications/), never for the actor's own
-- action. Gathered kinds (approvals: "12 of your Polish texts were approved") add to the `count`
-- of the recipient's unread row with the same `group_key` instead of adding a row, while no email
-- has told of that row yet (one that was emailed stays as told; the next approvals start a new row).
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- common/contracts/notifications.ts NOTIFICATION_KINDS.
  kind TEXT NOT NULL,
  -- Who did it (an account's email); NULL for the product itself (a task due tomorrow).
  actor TEXT,
  locale TEXT,
  -- The key the link opens the editor on (NULL: the link goes elsewhere, `data.link`).
  key_name TEXT,
  count INTEGER NOT NULL DEFAULT 1 CHECK (count >= 1),
  -- Small facts for the sentence: a reason, a comment's first words, a task's id and title, an import's id.
  data TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data)),
  -- Gathering: unread rows of one recipient with the same group key are one notification.
  group_key TEXT,
  created_at TEXT NOT NULL,
  read_at TEXT,
  -- When an email told the recipient about it (immediately or in a digest); NULL: not yet, or never.
  emailed_at TEXT
);

CREATE INDEX notifications_inbox ON notifications (recipient_id, id);
CREATE INDEX notifications_unread ON notifications (recipient_id) WHERE read_at IS NULL;
CREATE UNIQUE INDEX notifications_gathered ON notifications (recipient_id, group_key)
  WHERE read_at IS NULL AND emailed_at IS NULL AND group_key IS NOT NULL;
