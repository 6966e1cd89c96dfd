import type { ReactNode } from "react";
import { useAdminI18n } from "../admin-i18n/AdminI18nProvider";

/** The slot on the title's line where the editor puts its actions (pages/translation/ToolbarActions.tsx). */
export const EDITOR_ACTIONS_ID = "editor-actions";

/**
 * The frame of the translation editor's page: what the worker renders for `/admin/translation`
 * and what the browser hydrates, before the editor itself mounts (`children`, after hydration).
 */
export function TranslationFrame({ children }: { children?: ReactNode }) {
  const { t } = useAdminI18n();
  const heading = t("layout.editorFrame.heading");
  return (
    <section aria-labelledby="page-title" className="translation-page">
      <title>{t("layout.pageTitle", { page: heading })}</title>
      <div className="translation-head">
        <h1 id="page-title">{heading}</h1>
        <div id={EDITOR_ACTIONS_ID} className="editor-actions" />
      </div>
      {children ?? (
        <p className="notice" role="status">
          {t("layout.editorFrame.loading")}
        </p>
      )}
    </section>
  );
}
