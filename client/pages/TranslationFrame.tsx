import type { ReactNode } from "react";

/**
 * The frame of the translation editor's page: what the worker renders for `/admin/translation`
 * and what the browser hydrates, before the editor itself mounts (`children`, after hydration).
 */
export function TranslationFrame({ children }: { children?: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="translation-page">
      <title>Translations · Polyglot admin</title>
      <h1 id="page-title">Translations</h1>
      {children ?? (
        <p className="notice" role="status">
          Loading the translation editor… (it needs JavaScript)
        </p>
      )}
    </section>
  );
}
