import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useRouteLoaderData } from "react-router";
import {
  type AdminLocale,
  adminLangTag,
  adminLocaleName,
  adminLocales,
  isAdminLocale,
} from "../../../common/admin-locale";
import type { AdminLanguage } from "../../../common/contracts/admin-language";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { useAppConfig } from "../../lib/app-config";
import type { AdminData } from "../../lib/auth-routes";
import { useHttp } from "../../lib/use-http";

/** The select's value for "the browser's language" (the setting `null`). */
const BROWSER = "";

/** This page's address without a `?lang=` (which would outrank the new setting on the reload). */
function addressWithoutLang(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete("lang");
  return url.pathname + url.search + url.hash;
}

/**
 * Your account → Language (issue 38; docs/decisions/0087): the admin's language for this account,
 * independent of the languages it translates; "Browser’s language" leaves it to the sign-in page's
 * choice and Accept-Language. Each language is named in itself. Saving loads the page again, so the
 * whole admin speaks the new language at once.
 */
export function LanguageSetting() {
  const { t } = useAdminI18n();
  const pseudo = useAppConfig().admin?.pseudo ?? false;
  const { user } = useRouteLoaderData("admin") as AdminData;
  const stored = isAdminLocale(user.uiLocale, pseudo) ? user.uiLocale : BROWSER;
  const [choice, setChoice] = useState<AdminLocale | typeof BROWSER>(stored);
  const http = useHttp();
  const save = useMutation({
    mutationFn: (locale: AdminLocale | null) =>
      http.put<AdminLanguage>("admin/account/language", { body: { locale }, throwOnError: true }),
    onSuccess: () => window.location.assign(addressWithoutLang()),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(choice === BROWSER ? null : choice);
  }
  const error = save.isError ? (save.error instanceof Error ? save.error.message : t("common.somethingWrong")) : null;
  return (
    <section aria-labelledby="language-title">
      <h2 id="language-title">{t("languageSetting.title")}</h2>
      <p className="muted">{t("languageSetting.intro")}</p>
      <form className="admin-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="admin-language">{t("languageSetting.label")}</label>
          <select
            id="admin-language"
            value={choice}
            onChange={(e) => setChoice(e.target.value as AdminLocale | typeof BROWSER)}
          >
            <option value={BROWSER}>{t("languageSetting.browser")}</option>
            {adminLocales(pseudo).map((code) => (
              <option key={code} value={code} lang={adminLangTag(code)}>
                {adminLocaleName(code)}
              </option>
            ))}
          </select>
        </div>
        <div role="alert" className="form-error">
          {error}
        </div>
        <div>
          <button type="submit" className="button-primary" disabled={save.isPending}>
            {save.isPending ? t("common.saving") : t("common.save")}
          </button>
        </div>
      </form>
    </section>
  );
}
