import { type ReactNode, useEffect, useState } from "react";
import { IN_CONTEXT_PATH } from "../../common/in-context";
import { type LocaleCode, localeInfo } from "../../common/locales";
import { useAdminI18n } from "../admin-i18n/AdminI18nProvider";
import type { HttpClient } from "../lib/http";
import { takeFlash } from "./flash";
import { InContextDialog } from "./InContextDialog";
import { listenForKeys } from "./keys";

/** The admin API path of the edit-mode switch, relative to `apiPath`. */
export const EDIT_ON_PAGE_API = IN_CONTEXT_PATH.replace(/^\/api\//, "");

/** Turns edit mode off and shows the page as visitors see it. */
async function turnOff(http: HttpClient): Promise<void> {
  await http.put(EDIT_ON_PAGE_API, { body: { on: false }, throwOnError: true });
  window.location.reload();
}

/** The bar of an edit-mode page, and the dialog of the key being edited: in the admin's language, as the admin is. */
export function InContextApp({ http, locale }: { http: HttpClient; locale: LocaleCode }) {
  const { t, rich, lang } = useAdminI18n();
  const [key, setKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  useEffect(() => listenForKeys(document, setKey), []);
  useEffect(() => setFlash(takeFlash()), []);
  return (
    <>
      <aside className="in-context-bar" aria-label={t("inContext.bar.label")} lang={lang} data-testid="in-context-bar">
        <p>
          {rich("inContext.bar.intro", {
            locale: localeInfo(locale).name,
            mark: t("inContext.key.pendingMark"),
            strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
          })}
        </p>
        <p className="in-context-actions">
          <a href="/admin/translation">{t("inContext.bar.translations")}</a>
          <button
            type="button"
            className="button-link"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              turnOff(http).catch((e: unknown) => {
                setBusy(false);
                setError(e instanceof Error ? e.message : String(e));
              });
            }}
          >
            {t("inContext.bar.turnOff")}
          </button>
        </p>
        <p role="status" data-testid="in-context-flash">
          {flash}
        </p>
        {error && <p role="alert">{error}</p>}
      </aside>
      {key && <InContextDialog keyName={key} locale={locale} http={http} onClose={() => setKey(null)} />}
    </>
  );
}
