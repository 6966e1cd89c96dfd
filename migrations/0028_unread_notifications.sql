-- The unread count of each account's inbox (issue 37, item 2; docs/decisions/0076-inbox.md), kept
-- beside the account so the bell rides on the session's own read of `users` (no query of its own on
-- an admin page). The triggers keep it in step with `notifications` in the same transaction as every
-- write there: a row added unread, read, marked unread again, or deleted (with its account's cascade).
-- A gathered notification ("12 of your Polish texts were approved") is one row: its `count` moving
-- does not change the unread count.
ALTER TABLE users ADD COLUMN unread_notifications INTEGER NOT NULL DEFAULT 0;

CREATE TRIGGER notifications_unread_insert AFTER INSERT ON notifications WHEN NEW.read_at IS NULL
BEGIN
  UPDATE users SET unread_notifications = unread_notifications + 1 WHERE id = NEW.recipient_id;
END;

CREATE TRIGGER notifications_unread_update AFTER UPDATE OF read_at ON notifications
  WHEN (OLD.read_at IS NULL) <> (NEW.read_at IS NULL)
BEGIN
  UPDATE users SET unread_notifications = unread_notifications + CASE WHEN NEW.read_at IS NULL THEN 1 ELSE -1 END
  WHERE id = NEW.recipient_id;
END;

CREATE TRIGGER notifications_unread_delete AFTER DELETE ON notifications WHEN OLD.read_at IS NULL
BEGIN
  UPDATE users SET unread_notifications = unread_notifications - 1 WHERE id = OLD.recipient_id;
END;
