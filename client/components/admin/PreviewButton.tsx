import { useMutation } from "@tanstack/react-query";
import { type JSX, useId } from "react";
import type { PreviewCreated } from "../../../common/contracts/preview";
import { problemDetail } from "../../../common/contracts/problem";
import { type LocaleCode, localeInfo } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { useHttp } from "../../lib/use-http";
import { Icon } from "../Icon";

/**
 * Live preview: sends the editor's unsaved drafts of one locale to the worker, which keeps
 * them for this session for a few minutes, and opens that locale's public page with them
 * in a new tab. Nothing is saved or published. Without drafts the button says why it is off.
 */
export function PreviewButton(props: { locale: LocaleCode; drafts: Record<string, string> }): JSX.Element | null {
  const { locale, drafts } = props;
  const http = useHttp();
  const { t } = useAdminI18n();
  const hintId = useId();
  const count = Object.keys(drafts).length;
  const name = localeInfo(locale).name;
  const preview = useMutation({
    mutationFn: async (input: { locale: LocaleCode; drafts: Record<string, string> }) => {
      const res = await http.post<PreviewCreated>("admin/preview", { body: input });
      // The problem's `detail` when the worker gave one.
      if (!res.ok) throw new Error(problemDetail(res.error, t("layout.preview.failed")));
      return res.data;
    },
    // A new tab of its own: no `window.opener` back into the editor.
    onSuccess: ({ url }) => window.open(url, "_blank", "noopener"),
  });
  // A result belongs to the locale it was made for.
  const current = preview.variables?.locale === locale;

  const off = count === 0 || preview.isPending;
  return (
    <span className="preview-control">
      <button
        type="button"
        className="button-quiet"
        aria-disabled={off}
        aria-describedby={count === 0 ? hintId : undefined}
        aria-busy={preview.isPending}
        onClick={() => {
          if (!off) preview.mutate({ locale, drafts });
        }}
      >
        <Icon name="lucide:eye" /> {t("layout.preview.button", { locale: name })}
      </button>
      {count === 0 && (
        // Visible, not a tooltip: a tablet has no hover.
        <span id={hintId} className="preview-hint muted">
          {t("layout.preview.noDrafts", { locale: name })}
        </span>
      )}
      <span role="status" className="preview-status">
        {preview.isPending && t("layout.preview.preparing")}
        {current && preview.isSuccess && (
          // If a pop-up blocker stopped the new tab, this link still opens it.
          <a href={preview.data.url} target="_blank" rel="noopener">
            {t("layout.preview.opened")} <Icon name="lucide:external-link" label={t("layout.preview.newTab")} />
          </a>
        )}
      </span>
      {current && preview.isError && (
        <span role="alert" className="field-error">
          {preview.error.message}
        </span>
      )}
    </span>
  );
}
