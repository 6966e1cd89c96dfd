-- Tasks (issue 37, item 4; docs/decisions/0078-tasks.md): a reviewer or an admin hands the keys of
-- the editor's filter, in one locale, to one or more accounts. The keys are a fixed list taken when
-- the task is created (a key added later is not in it); progress is never stored: it is read from
-- the keys' translations in the task's locale (worker/services/tasks/progress.ts).
CREATE TABLE tasks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('translate', 'review')),
  locale TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  -- A date (YYYY-MM-DD), or NULL for none.
  due TEXT,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  -- Set when the task is closed (by hand); NULL while it is open.
  closed_at TEXT,
  closed_by TEXT,
  -- The day a "due tomorrow" notification went out (never twice for one due date).
  due_notified TEXT,
  -- Optimistic concurrency: a change names the version it saw (409 on a stale one).
  version INTEGER NOT NULL DEFAULT 1
);

CREATE INDEX tasks_open ON tasks (closed_at, id);
CREATE INDEX tasks_due ON tasks (due) WHERE closed_at IS NULL AND due IS NOT NULL;

-- The task's keys: a snapshot. A deleted key leaves the task (ON DELETE CASCADE). `task_id` has no
-- foreign key on purpose: tasks are never deleted (closed instead), and a cascade from tasks into
-- these rows would check their other parent while a test's set-up drops every table in one batch.
CREATE TABLE task_keys (
  task_id INTEGER NOT NULL,
  key_id INTEGER NOT NULL REFERENCES i18n_keys (id) ON DELETE CASCADE,
  PRIMARY KEY (task_id, key_id)
) WITHOUT ROWID;

CREATE INDEX task_keys_key ON task_keys (key_id);

-- Who works on it; an account removed leaves its tasks.
CREATE TABLE task_assignees (
  task_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (task_id, user_id)
) WITHOUT ROWID;

CREATE INDEX task_assignees_user ON task_assignees (user_id, task_id);
