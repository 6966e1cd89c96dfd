import type { JSX } from "react";
import type { LocaleCode } from "../../../common/locales";

/**
 * The translation editor's live preview: opens the site in `locale` with the
 * editor's unsaved texts (`drafts`, by key name) applied.
 *
 * PLACEHOLDER — filled in by the preview work (another engineer replaces this
 * body). The editor renders it in its toolbar with the active column's locale
 * and drafts; keep the signature.
 */
export function PreviewButton(props: { locale: LocaleCode; drafts: Record<string, string> }): JSX.Element | null {
  void props;
  return null;
}
