import { useState } from "react";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminI18n } from "../../admin-i18n/translator";
import { AdminTable } from "../../components/admin/AdminTable";
import { IMPORT_STATUSES, type ImportPreview, type ImportStatus } from "../../lib/admin-types";
import "./import.css";
import "./import-refused.css";

type Translate = AdminI18n["t"];

const LABELS = {
  added: "importing.preview.added",
  changed: "importing.preview.changed",
  unchanged: "importing.preview.unchanged",
  conflicting: "importing.preview.conflicting",
  invalid: "importing.preview.invalid",
} as const satisfies Record<ImportStatus, string>;

/** A status as the preview names it; one the API adds later shows as it is sent. */
const statusLabel = (t: Translate, status: string) =>
  Object.hasOwn(LABELS, status) ? t(LABELS[status as ImportStatus]) : status;

/** Rows per page: a 10,000-entry preview stays quick to render and to read. */
const PAGE_SIZE = 100;

type Filter = ImportStatus | "all" | "warnings";

const hasWarning = (e: ImportPreview["entries"][number]) => e.problems.some((p) => p.severity === "warning");

/** Reasons a String Catalog gives (docs/decisions/0092), worded; `refused` is listed apart (`RefusedNote`). */
const CATALOG_REASONS = {
  "other-language": "importRefused.reasons.otherLanguage",
  "not-translatable": "importRefused.reasons.notTranslatable",
} as const;

/** What the file holds that yields no entry (`3 obsolete and 12 untranslated`), or "". */
function skippedText(i18n: Pick<AdminI18n, "t" | "list">, skipped: ImportPreview["skipped"] | undefined): string {
  const { t } = i18n;
  const reasons = Object.entries(skipped ?? {})
    .filter(([reason]) => reason !== "refused")
    .map(([reason, count]) => {
      if (reason === "obsolete" || reason === "untranslated") return t(`importing.preview.${reason}`, { count });
      if (Object.hasOwn(CATALOG_REASONS, reason))
        return t(CATALOG_REASONS[reason as keyof typeof CATALOG_REASONS], { count });
      return t("importing.preview.otherReason", { count, reason });
    });
  return reasons.length > 0 ? i18n.list(reasons) : "";
}

const REFUSED_SHOWN = 20;

/**
 * The entries the file refused one by one, where and why (the server's own sentence): an XLIFF
 * unit whose inline codes came back altered (docs/decisions/0091), a String Catalog's key the
 * store cannot hold (0092). The rest of the file imports.
 */
function RefusedNote({ preview }: { preview: ImportPreview }) {
  const { t } = useAdminI18n();
  const refused = preview.refused ?? [];
  if (refused.length === 0) return null;
  const count = preview.skipped?.refused ?? refused.length;
  return (
    <section
      className="warning-note import-refused"
      aria-labelledby="import-refused-title"
      data-testid="import-refused"
    >
      <h4 id="import-refused-title">{t("importRefused.title", { count })}</h4>
      <ul>
        {refused.slice(0, REFUSED_SHOWN).map((r) => (
          <li key={`${r.file}:${r.line}:${r.column}:${r.message}`}>
            <code translate="no">{`${r.file ?? ""}:${r.line}:${r.column}`}</code>{" "}
            <span lang="en" translate="no">
              {r.message}
            </span>
          </li>
        ))}
      </ul>
      {count > REFUSED_SHOWN && <p>{t("importRefused.more", { count: count - REFUSED_SHOWN })}</p>}
    </section>
  );
}

/**
 * The dry run: how many entries of each status, then the entries the API sent (at most
 * 10,000) a page at a time, filtered by status; the rest is counted, not listed.
 */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const i18n = useAdminI18n();
  const { t, number } = i18n;
  const [filter, setFilter] = useState<Filter>(preview.counts.invalid > 0 ? "invalid" : "all");
  const [page, setPage] = useState(0);
  const total = IMPORT_STATUSES.reduce((sum, status) => sum + (preview.counts[status] ?? 0), 0);
  const more = total - preview.entries.length;
  const shown =
    filter === "all"
      ? preview.entries
      : preview.entries.filter((e) => (filter === "warnings" ? hasWarning(e) : e.status === filter));
  const warned = preview.entries.filter(hasWarning).length;
  const skipped = skippedText(i18n, preview.skipped);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const rows = shown.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  const choose = (next: Filter) => {
    setFilter(next);
    setPage(0);
  };
  return (
    <section className="import-preview" aria-labelledby="import-preview-title">
      <h3 id="import-preview-title">{t("importing.preview.title")}</h3>
      <dl className="import-counts">
        {IMPORT_STATUSES.map((status) => (
          <div key={status} className={`count-${status}`}>
            <dt>{t(LABELS[status])}</dt>
            <dd data-testid={`import-${status}`}>{number(preview.counts[status] ?? 0)}</dd>
          </div>
        ))}
      </dl>
      {preview.counts.invalid > 0 && (
        <p className="warning-note" role="note">
          {t("importing.preview.invalidNote", { count: preview.counts.invalid })}
        </p>
      )}
      <RefusedNote preview={preview} />
      {skipped && (
        <p className="field-hint" data-testid="import-skipped">
          {t("importing.preview.skipped", { reasons: skipped })}
        </p>
      )}
      <div className="import-filter">
        <label htmlFor="import-status-filter">{t("importing.preview.show")}</label>
        <select id="import-status-filter" value={filter} onChange={(e) => choose(e.target.value as Filter)}>
          <option value="all">{t("importing.preview.all", { count: preview.entries.length })}</option>
          {IMPORT_STATUSES.map((status) => (
            <option key={status} value={status} disabled={(preview.counts[status] ?? 0) === 0}>
              {t("importing.preview.status", { status: t(LABELS[status]), count: preview.counts[status] ?? 0 })}
            </option>
          ))}
          <option value="warnings" disabled={warned === 0}>
            {t("importing.preview.warnings", { count: warned })}
          </option>
        </select>
      </div>
      {rows.length > 0 && <EntriesTable rows={rows} />}
      {pages > 1 && <Pager page={current} pages={pages} count={shown.length} onPage={setPage} />}
      {more > 0 && <p>{t("importing.preview.more", { count: more })}</p>}
    </section>
  );
}

function EntriesTable({ rows }: { rows: ImportPreview["entries"] }) {
  const { t } = useAdminI18n();
  const columns = [
    t("common.status"),
    t("common.language"),
    t("importing.preview.key"),
    t("importing.preview.where"),
    t("importing.preview.fromFile"),
    t("importing.preview.problems"),
  ];
  return (
    <AdminTable
      label={t("importing.preview.entriesScrolling")}
      caption={t("importing.preview.entries")}
      columns={columns}
      className="import-entries import-preview-entries"
      scrollClassName="import-scroll"
    >
      {rows.map((e) => (
        <EntryRow key={`${e.locale}|${e.key}|${e.line}:${e.column}`} entry={e} />
      ))}
    </AdminTable>
  );
}

/** One entry: its status (and the file's "needs review"), where it is, its text (and the text now), its problems. */
function EntryRow({ entry: e }: { entry: ImportPreview["entries"][number] }) {
  const { t } = useAdminI18n();
  const fileSaysReview = e.state === "needs-review";
  const showsNow = e.current !== undefined && e.status !== "added";
  return (
    <tr className={`status-${e.status}`}>
      <td>
        {statusLabel(t, e.status)}
        {fileSaysReview && <span className="cell-note"> {t("importing.preview.needsReview")}</span>}
      </td>
      <td>{e.locale}</td>
      <td className="key-name" translate="no">
        {e.key}
      </td>
      <td className="import-where">{`${e.file}:${e.line}:${e.column}`}</td>
      <td>
        {e.text}
        {showsNow && (
          <span className="cell-note">
            {" "}
            {e.current ? t("importing.preview.now", { text: e.current }) : t("importing.preview.nowEmpty")}
          </span>
        )}
      </td>
      <td>
        {e.problems.map((p) => (
          <span key={`${p.code}|${p.line}|${p.column}`} className={`problem problem-${p.severity}`}>
            {t(p.severity === "error" ? "importing.preview.error" : "importing.preview.warning")}{" "}
            {`${p.line}:${p.column}`} {p.message}{" "}
          </span>
        ))}
      </td>
    </tr>
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
  const { t } = useAdminI18n();
  const first = page * PAGE_SIZE + 1;
  const last = Math.min(count, (page + 1) * PAGE_SIZE);
  return (
    <nav className="import-pager" aria-label={t("importing.preview.pages")}>
      <button type="button" className="button-small" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t("common.previous")}
      </button>
      <span aria-live="polite">{t("importing.preview.range", { first, last, count })}</span>
      <button type="button" className="button-small" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        {t("common.next")}
      </button>
    </nav>
  );
}
