import { IMPORT_STATUSES, type ImportPreview, type ImportStatus } from "../../lib/admin-types";

const LABELS: Record<ImportStatus, string> = {
  added: "Added",
  changed: "Changed",
  unchanged: "Unchanged",
  conflicting: "Conflicting",
  invalid: "Invalid",
};

/**
 * The dry run: how many entries of each status, and every entry the API sent
 * (at most 1000) with where it is in the file and its problems; the rest is
 * counted, not listed.
 */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const total = IMPORT_STATUSES.reduce((sum, status) => sum + (preview.counts[status] ?? 0), 0);
  const more = total - preview.entries.length;
  return (
    <section className="import-preview" aria-labelledby="import-preview-title">
      <h3 id="import-preview-title">Preview</h3>
      <dl className="import-counts">
        {IMPORT_STATUSES.map((status) => (
          <div key={status} className={`count-${status}`}>
            <dt>{LABELS[status]}</dt>
            <dd data-testid={`import-${status}`}>{preview.counts[status] ?? 0}</dd>
          </div>
        ))}
      </dl>
      {preview.counts.invalid > 0 && (
        <p className="form-error">{preview.counts.invalid} entries are invalid: fix the file, then preview again.</p>
      )}
      {preview.entries.length > 0 && (
        <div className="table-scroll import-scroll">
          <table className="import-entries">
            <caption className="visually-hidden">Entries of the file</caption>
            <thead>
              <tr>
                <th scope="col">Status</th>
                <th scope="col">Language</th>
                <th scope="col">Key</th>
                <th scope="col">Where</th>
                <th scope="col">From the file</th>
                <th scope="col">Problems</th>
              </tr>
            </thead>
            <tbody>
              {preview.entries.map((e) => (
                <tr key={`${e.locale}|${e.key}|${e.line}:${e.column}`} className={`status-${e.status}`}>
                  <td>{LABELS[e.status] ?? e.status}</td>
                  <td>{e.locale}</td>
                  <td className="key-name">{e.key}</td>
                  <td className="import-where">{`${e.file}:${e.line}:${e.column}`}</td>
                  <td>
                    {e.text}
                    {e.current !== undefined && e.status !== "added" && (
                      <span className="cell-note"> (now: {e.current || "empty"})</span>
                    )}
                  </td>
                  <td>
                    {e.problems.map((p) => (
                      <span key={`${p.code}|${p.line}|${p.column}`} className={`problem problem-${p.severity}`}>
                        {p.severity === "error" ? "Error" : "Warning"} {`${p.line}:${p.column}`} {p.message}{" "}
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {more > 0 && <p>and {more} more entries (not listed).</p>}
    </section>
  );
}
