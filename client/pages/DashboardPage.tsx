import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { canEditLocale, type SessionAccount } from "../../common/auth";
import { LOCALE_CODES, type LocaleCode, localeInfo } from "../../common/locales";
import { useAdminI18n } from "../admin-i18n/AdminI18nProvider";
import { Icon } from "../components/Icon";
import { adminApi, adminKeys } from "../lib/admin-api";
import type { AdminData } from "../lib/auth-routes";
import { useHttp } from "../lib/use-http";
import { CompletionTable } from "./dashboard/CompletionTable";
import { MachineUsage } from "./dashboard/MachineUsage";
import { MyTasks } from "./dashboard/MyTasks";
import "./dashboard/dashboard.css";
import { editorLinks } from "./dashboard/editor-links";
import { PublishAlert } from "./dashboard/PublishAlert";
import { RecentChanges } from "./dashboard/RecentChanges";
import { useNow } from "./dashboard/time";
import { WebhooksAlert } from "./dashboard/WebhooksAlert";

/** The locales this account may edit (all for admins and for translators without a list), in table order. */
function editableLocales(user: SessionAccount): readonly LocaleCode[] {
  return LOCALE_CODES.filter((l) => canEditLocale(user, l));
}

/** Who is signed in, as what, and what they may edit: a translator sees their locales. */
function Account({ user }: { user: SessionAccount }) {
  const { t, rich, list } = useAdminI18n();
  const locales = editableLocales(user);
  const all = locales.length === LOCALE_CODES.length;
  const names = list(locales.map((code) => t("dashboard.localeWithCode", { name: localeInfo(code).name, code })));
  return (
    <section className="dashboard-account" aria-label={t("dashboard.account.label")}>
      <p>
        {rich("dashboard.account.signedIn", {
          email: user.email,
          role: user.role,
          strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
        })}{" "}
        {all
          ? t("dashboard.account.editAll")
          : locales.length
            ? t("dashboard.account.editSome", { locales: names })
            : t("dashboard.account.editNone")}
      </p>
      <ul className="shortcuts">
        <li>
          {all || locales.length === 0 ? (
            <Link to="/admin/translation">{t("dashboard.account.openEditor")}</Link>
          ) : (
            <Link to={editorLinks.columns(locales)}>{t("dashboard.account.openYours")}</Link>
          )}
        </li>
        <li>
          <Link to={editorLinks.changedToday()}>{t("dashboard.account.changedToday")}</Link>
        </li>
      </ul>
    </section>
  );
}

/** Questions translators asked the team and nobody resolved yet, linking to them in the editor. */
function OpenQuestions({ count }: { count: number }) {
  const { t } = useAdminI18n();
  return (
    <p className="dashboard-questions">
      <Icon name="lucide:message-circle-question-mark" />{" "}
      {count === 0 ? (
        t("dashboard.questions.none")
      ) : (
        <Link to={editorLinks.openQuestions()}>{t("dashboard.questions.open", { count })}</Link>
      )}
    </p>
  );
}

/** The figures, once loaded; said in words while loading or when they cannot be had. */
function Figures({ user }: { user: SessionAccount }) {
  const { t } = useAdminI18n();
  const http = useHttp();
  const stats = useQuery({ queryKey: adminKeys.stats, queryFn: ({ signal }) => adminApi(http).stats(signal) });
  const now = useNow(stats.dataUpdatedAt || 0);
  const data = stats.data;
  const isAdmin = user.role === "admin";
  if (data) {
    return (
      <>
        <PublishAlert publish={data.publish} />
        {isAdmin && <WebhooksAlert />}
        <OpenQuestions count={data.openQuestions ?? 0} />
        <div className="dashboard-figures">
          <CompletionTable stats={data} user={user} />
          <RecentChanges recent={data.recent} now={now} />
        </div>
        <MachineUsage mt={data.mt} />
      </>
    );
  }
  if (stats.isError) {
    return (
      <div className="form-error" role="alert">
        <p>{t("dashboard.figures.failed")}</p>
        <button type="button" className="button-quiet" onClick={() => stats.refetch()}>
          <Icon name="lucide:refresh-cw" /> {t("common.tryAgain")}
        </button>
      </div>
    );
  }
  return (
    <p className="dashboard-loading" role="status">
      <span className="icon-spinner" aria-hidden="true" /> {t("dashboard.figures.loading")}
    </p>
  );
}

export function DashboardPage() {
  const { user } = useRouteLoaderData("admin") as AdminData;
  const { t } = useAdminI18n();
  return (
    <section aria-labelledby="page-title" className="dashboard">
      <title>{t("dashboard.pageTitle")}</title>
      <h1 id="page-title">{t("dashboard.title")}</h1>
      <Account user={user} />
      <MyTasks />
      <Figures user={user} />
    </section>
  );
}
