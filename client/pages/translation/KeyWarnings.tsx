import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { canReviewLocale } from "../../../common/auth";
import type { TranslationProblem } from "../../../common/contracts/translation-responses";
import { problemSentence } from "../../../common/icu/sentences";
import { isLocaleCode, type LocaleCode, localeInfo } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { Icon } from "../../components/Icon";
import { type AdminApi, adminKeys, type KeyDetail } from "../../lib/admin-api";
import { useEditor } from "./context";
import { useBusyAction } from "./use-busy-action";
import "./key-comments.css";
import "./history.css";

/**
 * A key's warnings per translation, for a reviewer of that locale or an admin to dismiss with a
 * reason (or undo a dismissal), and the record of every dismissal (docs/decisions/0065). Errors
 * are listed in the cells and cannot be dismissed, so they are not offered here.
 */
export function KeyWarnings({ api, detail }: { api: AdminApi; detail: KeyDetail }) {
  const { user } = useEditor();
  const { t, dateTime } = useAdminI18n();
  const warnings = Object.entries(detail.key.values).flatMap(([locale, cell]) =>
    isLocaleCode(locale) && cell
      ? cell.problems
          .filter((p) => p.severity === "warning")
          .map((problem) => ({ locale, version: cell.version, problem }))
      : [],
  );
  const dismissals = detail.dismissals ?? [];
  if (warnings.length === 0 && dismissals.length === 0) return null;
  return (
    <section className="key-warnings" aria-labelledby="warnings-title">
      <h3 id="warnings-title">{t("keyDialog.warnings.title")}</h3>
      {warnings.length > 0 && (
        <ul className="warning-list">
          {warnings.map(({ locale, version, problem }) => (
            <WarningItem
              key={`${locale}:${problem.code}`}
              api={api}
              name={detail.key.name}
              locale={locale}
              version={version}
              problem={problem}
              reviewer={canReviewLocale(user, locale)}
            />
          ))}
        </ul>
      )}
      {dismissals.length > 0 && (
        <>
          <h4>{t("keyDialog.warnings.dismissals")}</h4>
          <ol className="history-list">
            {dismissals.map((d) => (
              <li key={d.id}>
                <p className="history-meta">
                  <time dateTime={d.at}>{dateTime(d.at)}</time> ·{" "}
                  {d.undoneAt
                    ? t("keyDialog.warnings.dismissalUndone", {
                        by: d.by,
                        code: d.code,
                        locale: d.locale,
                        version: d.version,
                        undoneBy: d.undoneBy ?? "",
                        date: dateTime(d.undoneAt),
                      })
                    : t("keyDialog.warnings.dismissal", {
                        by: d.by,
                        code: d.code,
                        locale: d.locale,
                        version: d.version,
                      })}
                </p>
                <p className="history-change">{d.reason}</p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function WarningItem(props: {
  api: AdminApi;
  name: string;
  locale: LocaleCode;
  version: number;
  problem: TranslationProblem;
  reviewer: boolean;
}) {
  const { api, name, locale, version, problem, reviewer } = props;
  const { announce } = useEditor();
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const { busy, error, run } = useBusyAction();
  const [reason, setReason] = useState("");
  const id = `dismiss-${locale}-${problem.code}`;
  const done = async (message: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.key(name) }),
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    ]);
    announce(message);
  };
  const dismiss = () =>
    run(async () => {
      await api.dismiss(name, locale, { code: problem.code, reason, version });
      await done(t("keyDialog.warnings.dismissedNow", { code: problem.code, locale }));
    });
  const undo = () =>
    run(async () => {
      await api.undismiss(name, locale, problem.code);
      await done(t("keyDialog.warnings.countsAgain", { code: problem.code, locale }));
    });
  return (
    <li
      className={problem.dismissed ? "problem problem-dismissed" : "problem problem-warning"}
      data-code={problem.code}
    >
      <p>
        <Icon name={problem.dismissed ? "lucide:eye-off" : "lucide:triangle-alert"} />{" "}
        <strong lang={localeInfo(locale).tag}>
          {localeInfo(locale).name} ({locale})
        </strong>{" "}
        {/* The check's own sentence, as the server words it: English (the check's name is the admin's, in the filter). */}
        <span lang="en">{problemSentence(problem.message)}</span>
        {problem.dismissed && (
          <> {t("keyDialog.warnings.dismissedBy", { name: problem.dismissed.by, reason: problem.dismissed.reason })}</>
        )}
      </p>
      {reviewer && problem.dismissed && (
        <button type="button" className="button-small" onClick={() => void undo()} disabled={busy}>
          <Icon name="lucide:undo-2" /> {t("keyDialog.warnings.undo")}
        </button>
      )}
      {reviewer && !problem.dismissed && (
        <form
          className="inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim()) void dismiss();
          }}
        >
          <label htmlFor={id}>{t("keyDialog.warnings.reason")}</label>
          <input id={id} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          <button type="submit" className="button-small" disabled={busy || !reason.trim()}>
            <Icon name="lucide:eye-off" /> {t("keyDialog.warnings.dismiss")}
          </button>
        </form>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
