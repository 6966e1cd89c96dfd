import { useState } from "react";
import { AdminTable } from "../../components/admin/AdminTable";
import { IMPORT_STATUSES, type ImportPreview, type ImportStatus } from "../../lib/admin-types";
import { countOf, ENTRY } from "../../lib/count-words";
import "./import.css";

const LABELS: Record<ImportStatus, string> = {
  added: "Added",
  changed: "Changed",
  unchanged: "Unchanged",
  conflicting: "Conflicting",
  invalid: "Invalid",
};

/** Rows per page: a 10,000-entry preview stays quick to render and to read. */
const PAGE_SIZE = 100;

type Filter = ImportStatus | "all" | "warnings";

const hasWarning = (e: ImportPreview["entries"][number]) => e.problems.some((p) => p.severity === "warning");

/** What the file holds that yields no entry (`obsolete 3, untranslated 12`), or "". */
function skippedText(skipped: ImportPreview["skipped"] | undefined): string {
  return Object.entries(skipped ?? {})
    .map(([why, n]) => `${n} ${why}`)
    .join(", ");
}

/**
 * The dry run: how many entries of each status, then the entries the API sent (at most
 * 10,000) a page at a time, filtered by status; the rest is counted, not listed.
 */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const [filter, setFilter] = useState<Filter>(preview.counts.invalid > 0 ? "invalid" : "all");
  const [page, setPage] = useState(0);
  const total = IMPORT_STATUSES.reduce((sum, status) => sum + (preview.counts[status] ?? 0), 0);
  const more = total - preview.entries.length;
  const shown =
    filter === "all"
      ? preview.entries
      : preview.entries.filter((e) => (filter === "warnings" ? hasWarning(e) : e.status === filter));
  const warned = preview.entries.filter(hasWarning).length;
  const skipped = skippedText(preview.skipped);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const rows = shown.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  const choose = (next: Filter) => {
    setFilter(next);
    setPage(0);
  };
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
        <p className="warning-note" role="note">
          {countOf(preview.counts.invalid, ENTRY)} {preview.counts.invalid === 1 ? "has" : "have"} an error: the import
          stores {preview.counts.invalid === 1 ? "it" : "them"} flagged, and visitors see the fallback until{" "}
          {preview.counts.invalid === 1 ? "it is" : "they are"} fixed. The rest is imported as usual.
        </p>
      )}
      {skipped && (
        <p className="field-hint" data-testid="import-skipped">
          Not imported, by design: {skipped} (units of the file without a usable translation).
        </p>
      )}
      <div className="import-filter">
        <label htmlFor="import-status-filter">Show</label>
        <select id="import-status-filter" value={filter} onChange={(e) => choose(e.target.value as Filter)}>
          <option value="all">All entries ({preview.entries.length})</option>
          {IMPORT_STATUSES.map((status) => (
            <option key={status} value={status} disabled={(preview.counts[status] ?? 0) === 0}>
              {LABELS[status]} ({preview.counts[status] ?? 0})
            </option>
          ))}
          <option value="warnings" disabled={warned === 0}>
            With warnings ({warned})
          </option>
        </select>
      </div>
      {rows.length > 0 && <EntriesTable rows={rows} />}
      {pages > 1 && <Pager page={current} pages={pages} count={shown.length} onPage={setPage} />}
      {more > 0 && <p>and {countOf(more, ENTRY)} more (not listed).</p>}
    </section>
  );
}

function EntriesTable({ rows }: { rows: ImportPreview["entries"] }) {
  return (
    <AdminTable
      label="Entries of the file, scrolling"
      caption="Entries of the file"
      columns={["Status", "Language", "Key", "Where", "From the file", "Problems"]}
      className="import-entries import-preview-entries"
      scrollClassName="import-scroll"
    >
      {rows.map((e) => (
        <tr key={`${e.locale}|${e.key}|${e.line}:${e.column}`} className={`status-${e.status}`}>
          <td>
            {LABELS[e.status] ?? e.status}
            {e.state === "needs-review" && <span className="cell-note"> (needs review, as the file says)</span>}
          </td>
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
    </AdminTable>
  );
}

function Pager({
  page,
  pages,
  count,
  onPage,
}: {
  page: number;
  pages: number;
  count: number;
  onPage(n: number): void;
}) {
  const first = page * PAGE_SIZE + 1;
  const last = Math.min(count, (page + 1) * PAGE_SIZE);
  return (
    <nav className="import-pager" aria-label="Preview pages">
      <button type="button" className="button-small" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span aria-live="polite">
        {first}–{last} of {count}
      </span>
      <button type="button" className="button-small" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
