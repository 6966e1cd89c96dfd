-- Publishing names the cells that are never served (their check found an error) on every
-- save: an indexed column finds them without reading every cell's problems JSON. The
-- problems are our own JSON.stringify output, so the pattern matches exactly the cells with
-- an error (a quote inside a message is escaped and cannot form it).
ALTER TABLE i18n_values ADD COLUMN has_error INTEGER
  GENERATED ALWAYS AS (problems LIKE '%"severity":"error"%') VIRTUAL;
CREATE INDEX i18n_values_errors ON i18n_values (has_error) WHERE has_error;
