import { useQuery } from "@tanstack/react-query";
import { Link, useRouteLoaderData } from "react-router";
import { canEditLocale, type SessionAccount } from "../../common/auth";
import { LOCALE_CODES, type LocaleCode, localeInfo } from "../../common/locales";
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

/** "A", "A and B", "A, B and C": written out, so the server and the browser agree to the letter. */
function list(items: string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The locales this account may edit (all for admins and for translators without a list), in table order. */
function editableLocales(user: SessionAccount): readonly LocaleCode[] {
  return LOCALE_CODES.filter((l) => canEditLocale(user, l));
}

/** Who is signed in, as what, and what they may edit: a translator sees their locales. */
function Account({ user }: { user: SessionAccount }) {
  const locales = editableLocales(user);
  const all = locales.length === LOCALE_CODES.length;
  const names = list(locales.map((l) => `${localeInfo(l).name} (${l})`));
  return (
    <section className="dashboard-account" aria-label="Your account">
      <p>
        Signed in as <strong>{user.email}</strong>,{" "}
        {user.role === "admin" ? "an administrator" : user.role === "reviewer" ? "a reviewer" : "a translator"}.{" "}
        {all
          ? "You may edit every locale."
          : locales.length
            ? `You may edit ${names}.`
            : "No locale is assigned to you yet: an administrator can assign some."}
      </p>
      <ul className="shortcuts">
        <li>
          {all || locales.length === 0 ? (
            <Link to="/admin/translation">Open the translation editor</Link>
          ) : (
            <Link to={editorLinks.columns(locales)}>Open your locales in the editor</Link>
          )}
        </li>
        <li>
          <Link to={editorLinks.changedToday()}>Changed in the last 24 hours</Link>
        </li>
      </ul>
    </section>
  );
}

/** Questions translators asked the team and nobody resolved yet, linking to them in the editor. */
function OpenQuestions({ count }: { count: number }) {
  return (
    <p className="dashboard-questions">
      <Icon name="lucide:message-circle-question-mark" />{" "}
      {count === 0 ? (
        "No open questions."
      ) : (
        <Link to={editorLinks.openQuestions()}>
          {count === 1 ? "1 open question" : `${count.toLocaleString("en")} open questions`}
        </Link>
      )}
    </p>
  );
}

/** The figures, once loaded; said in words while loading or when they cannot be had. */
function Figures({ user }: { user: SessionAccount }) {
  const http = useHttp();
  const stats = useQuery({ queryKey: adminKeys.stats, queryFn: ({ signal }) => adminApi(http).stats(signal) });
  const now = useNow(stats.dataUpdatedAt || 0);
  const data = stats.data;
  if (data) {
    return (
      <>
        <PublishAlert publish={data.publish} />
        {user.role === "admin" && <WebhooksAlert />}
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
        <p>The figures could not be loaded.</p>
        <button type="button" className="button-quiet" onClick={() => stats.refetch()}>
          <Icon name="lucide:refresh-cw" /> Try again
        </button>
      </div>
    );
  }
  return (
    <p className="dashboard-loading" role="status">
      <span className="icon-spinner" aria-hidden="true" /> Loading the figures…
    </p>
  );
}

export function DashboardPage() {
  const { user } = useRouteLoaderData("admin") as AdminData;
  return (
    <section aria-labelledby="page-title" className="dashboard">
      <title>Dashboard · Polyglot admin</title>
      <h1 id="page-title">Dashboard</h1>
      <Account user={user} />
      <MyTasks />
      <Figures user={user} />
    </section>
  );
}
