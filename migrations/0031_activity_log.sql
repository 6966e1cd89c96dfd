-- An activity log people can read (issue 37, item 5; docs/decisions/0079-activity-log.md).
-- Each new audit row carries its facts as JSON (`details`: the key, the locales, how many texts,
-- the change an import or bulk run made…), from which GET /api/admin/audit builds a sentence.
-- Rows written before this migration keep `details` NULL and get a sentence from their codes.
ALTER TABLE audit_log ADD COLUMN details TEXT CHECK (details IS NULL OR json_valid(details));

-- The log's filters, each walked newest first (keyset paging on id): by who acted (the actor, or
-- for a sign-in the account itself), and by action.
CREATE INDEX audit_log_person ON audit_log (coalesce(actor_id, user_id), id);
CREATE INDEX audit_log_event ON audit_log (event, id);
