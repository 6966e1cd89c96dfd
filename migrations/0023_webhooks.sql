-- Signed webhooks delivered through a Cloudflare Queue (issue 30, item 3;
-- docs/decisions/0071-webhooks.md, docs/webhooks.md).
--
-- An endpoint an admin registered. `secret` is the Standard Webhooks secret (`whsec_…`): it
-- signs every delivery, so it is kept as written (a hash could not sign) and only ever shown
-- at creation and rotation. `events` is a JSON array of event types. `version` is bumped by
-- every change (409 on a stale one). `failures` counts consecutive failed deliveries since
-- `failing_since`; a success resets both. `disabled_reason` is set when it is off, by an admin
-- or by the deliveries (410 Gone, too many failures).
CREATE TABLE webhook_endpoints (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  url TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  events TEXT NOT NULL DEFAULT '[]',
  secret TEXT NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  disabled_reason TEXT,
  disabled_at TEXT,
  failures INTEGER NOT NULL DEFAULT 0,
  failing_since TEXT,
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
);

-- One event for one endpoint: the id is the `webhook-id` header (the same on every attempt and
-- on a redelivery, so a receiver can drop duplicates), `payload` the exact body sent. The
-- latest attempt's outcome is kept: its HTTP status (null: no answer), latency, the first
-- kilobyte of a text answer, or `error` when there was no answer.
CREATE TABLE webhook_deliveries (
  id TEXT PRIMARY KEY,
  endpoint_id INTEGER NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  event TEXT NOT NULL,
  payload TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  response_status INTEGER,
  latency_ms INTEGER,
  response_excerpt TEXT,
  error TEXT,
  created_at TEXT NOT NULL,
  attempted_at TEXT
);
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id);
CREATE INDEX webhook_deliveries_created ON webhook_deliveries (created_at);
