import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { type LocaleCode, localeInfo } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminI18n } from "../../admin-i18n/translator";
import { ConfirmDialog } from "../../components/admin/ConfirmDialog";
import { adminApi, adminKeys } from "../../lib/admin-api";
import { HttpError } from "../../lib/http";
import { useHttp } from "../../lib/use-http";

/** What visitors of the locale will see after the change, in words, with the texts it concerns. */
function consequence(t: AdminI18n["t"], next: boolean, name: string, count: number): string {
  if (next) {
    return count > 0
      ? t("dashboard.reviewedOnly.onWaiting", { name, count })
      : t("dashboard.reviewedOnly.onNone", { name });
  }
  return count > 0
    ? t("dashboard.reviewedOnly.offWaiting", { name, count })
    : t("dashboard.reviewedOnly.offNone", { name });
}

/**
 * A locale's "publish only reviewed" setting (docs/decisions/0055): a labelled checkbox for
 * admins, which asks first; its state in words for everyone else. The change is live on the next request.
 */
export function ReviewedOnlyToggle(props: { locale: LocaleCode; on: boolean; canChange: boolean; waiting: number }) {
  const { locale, on, canChange, waiting } = props;
  const { t, rich } = useAdminI18n();
  const http = useHttp();
  const queryClient = useQueryClient();
  // The choice shows at once; the figures follow when they are read again.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [asking, setAsking] = useState<boolean | null>(null);
  const busy = chosen !== null;
  const [error, setError] = useState<string | null>(null);
  const { name } = localeInfo(locale);
  if (!canChange) return <>{on ? t("dashboard.reviewedOnly.on") : t("dashboard.reviewedOnly.off")}</>;
  const id = `reviewed-only-${locale}`;

  async function change(next: boolean) {
    setChosen(next);
    setError(null);
    try {
      await adminApi(http).setReviewedOnly(locale, next);
    } catch (e) {
      setError(e instanceof HttpError && e.problem?.detail ? e.problem.detail : t("dashboard.reviewedOnly.noAnswer"));
    } finally {
      await queryClient.invalidateQueries({ queryKey: adminKeys.stats });
      setChosen(null);
    }
  }

  return (
    <div className="reviewed-only">
      <input
        id={id}
        type="checkbox"
        checked={chosen ?? on}
        disabled={busy}
        onChange={(e) => setAsking(e.currentTarget.checked)}
      />{" "}
      <label htmlFor={id}>
        {rich("dashboard.reviewedOnly.label", {
          name,
          hidden: (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>,
        })}
      </label>
      {/* Asks before the change: turning it on or off changes what visitors read at once. */}
      {asking !== null && (
        <ConfirmDialog
          title={asking ? t("dashboard.reviewedOnly.askOn", { name }) : t("dashboard.reviewedOnly.askOff", { name })}
          text={consequence(t, asking, name, waiting)}
          confirmLabel={asking ? t("dashboard.reviewedOnly.confirmOn") : t("dashboard.reviewedOnly.confirmOff")}
          cancelLabel={t("common.cancel")}
          onAnswer={(yes) => {
            setAsking(null);
            if (yes) void change(asking);
          }}
        />
      )}
      {error && (
        <span className="form-error" role="alert">
          {" "}
          {error}
        </span>
      )}
    </div>
  );
}
