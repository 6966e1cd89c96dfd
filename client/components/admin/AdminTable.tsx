import type { ReactNode } from "react";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { errorText } from "../../lib/error-text";
import "./admin-table.css";

interface AdminTableProps {
  /** The scrolling region's name. */
  label: string;
  /** The column headings, in order; a heading may be visually hidden words. */
  columns: readonly ReactNode[];
  /** The table's name for screen readers, where the region's name is not it. */
  caption?: string;
  /** The table's own classes, instead of `admin-table`. */
  className?: string;
  /** Short facts: cells keep to one line and the table scrolls sideways (a `.wrap` cell wraps). */
  nowrap?: boolean;
  /** More classes for the scrolling region. */
  scrollClassName?: string;
  /** The rows. */
  children: ReactNode;
}

/** A table of the admin's: its own scrolling region (keyboard-scrollable), column headings, rows. */
export function AdminTable({ label, columns, caption, className, nowrap, scrollClassName, children }: AdminTableProps) {
  const classes = className ?? (nowrap ? "admin-table nowrap" : "admin-table");
  const scroll = scrollClassName ? `table-scroll ${scrollClassName}` : "table-scroll";
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard.
    <section className={scroll} aria-label={label} tabIndex={0}>
      <table className={classes}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, i) => (
              // The headings are fixed for the table's life: their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <th key={i} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

interface Query {
  data?: unknown;
  isError: boolean;
  error: unknown;
}

/** A query's state before its data: why it failed (an alert), or "Loading…"; nothing once the data is in. */
export function QueryState({ query, errorText: custom }: { query: Query; errorText?(error: unknown): string }) {
  const { t } = useAdminI18n();
  if (query.isError)
    return (
      <p role="alert" className="form-error">
        {custom ? custom(query.error) : errorText(query.error, t)}
      </p>
    );
  return query.data ? null : <p className="muted">{t("common.loading")}</p>;
}
