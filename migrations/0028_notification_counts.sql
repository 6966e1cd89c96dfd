-- The unread count of each account's inbox (issue 37, item 2; docs/decisions/0076-inbox.md), one row
-- per account, so the bell rides on the session's own statement (a LEFT JOIN beside `users`: no
-- query of its own on an admin page). The triggers keep it in step with `notifications` in the same
-- transaction as every write there: a row added unread, read, marked unread again, or deleted (with
-- its account's cascade). A gathered notification ("12 of your Polish texts were approved") is one
-- row: its `count` moving does not change the unread count. `users` itself is left as it was.
CREATE TABLE notification_counts (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  unread INTEGER NOT NULL DEFAULT 0 CHECK (unread >= 0)
);

CREATE TRIGGER notifications_unread_insert AFTER INSERT ON notifications WHEN NEW.read_at IS NULL
BEGIN
  INSERT INTO notification_counts (user_id, unread) VALUES (NEW.recipient_id, 1)
    ON CONFLICT (user_id) DO UPDATE SET unread = unread + 1;
END;

CREATE TRIGGER notifications_unread_update AFTER UPDATE OF read_at ON notifications
  WHEN (OLD.read_at IS NULL) <> (NEW.read_at IS NULL)
BEGIN
  INSERT INTO notification_counts (user_id, unread) VALUES (NEW.recipient_id, CASE WHEN NEW.read_at IS NULL THEN 1 ELSE 0 END)
    ON CONFLICT (user_id) DO UPDATE SET unread = max(0, unread + CASE WHEN NEW.read_at IS NULL THEN 1 ELSE -1 END);
END;

CREATE TRIGGER notifications_unread_delete AFTER DELETE ON notifications WHEN OLD.read_at IS NULL
BEGIN
  UPDATE notification_counts SET unread = max(0, unread - 1) WHERE user_id = OLD.recipient_id;
END;
