import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { type SsoSettingsView, ssoApi, ssoKeys } from "../../lib/sso-api";
import { useHttp } from "../../lib/use-http";
import { errorText } from "./account-text";

/**
 * Admins: who may sign in through single sign-on, and whether passwords still may
 * (PUT /api/admin/sso/settings, docs/decisions/0089-single-sign-on.md). Shown beside the sign-in policy.
 */
export function SsoSettings() {
  const { t } = useAdminI18n();
  const http = useHttp();
  const settings = useQuery({ queryKey: ssoKeys.settings, queryFn: ({ signal }) => ssoApi(http).settings(signal) });
  if (!settings.data) {
    const error = settings.isError ? errorText(settings.error, t) : null;
    return error ? <p className="form-error">{error}</p> : null;
  }
  return (
    <section aria-labelledby="sso-title">
      <h2 id="sso-title">{t("sso.settings.title")}</h2>
      {settings.data.configured ? (
        <SsoForm current={settings.data} />
      ) : (
        <p className="muted">{t("sso.settings.notConfigured")}</p>
      )}
    </section>
  );
}

function SsoForm({ current }: { current: SsoSettingsView }) {
  const { t } = useAdminI18n();
  const http = useHttp();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: ssoApi(http).save,
    onSuccess: (result) => client.setQueryData(ssoKeys.settings, result),
  });
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate({
      allowedDomains: String(form.get("domains") ?? "")
        .split(/[\s,]+/)
        .filter(Boolean),
      defaultRole: form.get("defaultRole") === "reviewer" ? "reviewer" : "translator",
      onlyExisting: form.has("onlyExisting"),
      trustProviderMfa: form.has("trustMfa"),
      passwordSignIn: !form.has("passwordOff"),
    });
  }
  return (
    <form className="sso-settings" onSubmit={onSubmit} aria-busy={save.isPending}>
      <p>{t("sso.settings.provider", { provider: current.providerName ?? "" })}</p>
      <div className="field">
        <label htmlFor="sso-domains">{t("sso.settings.domains")}</label>
        <textarea
          id="sso-domains"
          name="domains"
          rows={3}
          defaultValue={current.allowedDomains.join("\n")}
          aria-describedby="sso-domains-help"
        />
        <p id="sso-domains-help" className="muted">
          {t("sso.settings.domainsHelp")}
        </p>
      </div>
      <label className="checkbox">
        <input type="checkbox" name="onlyExisting" defaultChecked={current.onlyExisting} />{" "}
        {t("sso.settings.onlyExisting")}
      </label>
      <div className="field">
        <label htmlFor="sso-role">{t("sso.settings.defaultRole")}</label>
        <select id="sso-role" name="defaultRole" defaultValue={current.defaultRole}>
          <option value="translator">{t("common.translator")}</option>
          <option value="reviewer">{t("common.reviewer")}</option>
        </select>
      </div>
      <label className="checkbox">
        <input type="checkbox" name="trustMfa" defaultChecked={current.trustProviderMfa} /> {t("sso.settings.trustMfa")}
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          name="passwordOff"
          defaultChecked={!current.passwordSignIn}
          aria-describedby="sso-password-help"
        />{" "}
        {t("sso.settings.passwordOff")}
      </label>
      <p id="sso-password-help" className="muted">
        {t("sso.settings.passwordOffHelp")}
        {current.breakGlass && <> {t("sso.settings.breakGlass", { email: current.breakGlass.email })}</>}
      </p>
      <button type="submit" className="button-primary" disabled={save.isPending}>
        {t("common.save")}
      </button>
      <div role="alert" className="form-error">
        {save.isError ? errorText(save.error, t) : null}
      </div>
      <div role="status">{save.isSuccess ? t("sso.settings.saved") : null}</div>
    </form>
  );
}
