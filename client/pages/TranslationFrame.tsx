import type { ReactNode } from "react";

/** The slot on the title's line where the editor puts its actions (pages/translation/ToolbarActions.tsx). */
export const EDITOR_ACTIONS_ID = "editor-actions";

/**
 * The frame of the translation editor's page: what the worker renders for `/admin/translation`
 * and what the browser hydrates, before the editor itself mounts (`children`, after hydration).
 */
export function TranslationFrame({ children }: { children?: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="translation-page">
      <title>Translations · Polyglot admin</title>
      <div className="translation-head">
        <h1 id="page-title">Translations</h1>
        <div id={EDITOR_ACTIONS_ID} className="editor-actions" />
      </div>
      {children ?? (
        <p className="notice" role="status">
          Loading the translation editor… (it needs JavaScript)
        </p>
      )}
    </section>
  );
}
