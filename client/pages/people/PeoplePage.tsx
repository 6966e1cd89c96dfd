import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useRouteLoaderData, useSearchParams } from "react-router";
import { hasLocaleList } from "../../../common/auth";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminI18n } from "../../admin-i18n/translator";
import { AdminTable, QueryState } from "../../components/admin/AdminTable";
import type { AdminData } from "../../lib/auth-routes";
import { type Person, peopleApi, peopleKeys } from "../../lib/people-api";
import { useHttp } from "../../lib/use-http";
import { AddPerson } from "./AddPerson";
import { PersonEditor } from "./PersonEditor";
import { ROLE_NAMES, statusKey } from "./people-form";
import { SignInPolicy } from "./SignInPolicy";
import { SsoSettings } from "./SsoSettings";
import "./people.css";

function localesText(person: Pick<Person, "role" | "locales">, { t }: Pick<AdminI18n, "t">): string {
  if (!hasLocaleList(person.role) || person.locales === null) return t("people.allLocales");
  // Codes, not names: a list of codes reads the same in every language.
  return person.locales.length ? person.locales.join(", ") : t("common.none");
}

function PersonDetail({ id, self }: { id: number; self: number }) {
  const http = useHttp();
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: peopleKeys.detail(id),
    queryFn: ({ signal }) => peopleApi(http).detail(id, signal),
  });
  if (!detail.data) return <QueryState query={detail} />;
  const refresh = () => client.invalidateQueries({ queryKey: peopleKeys.all });
  return <PersonEditor key={id} {...detail.data} self={self} refresh={refresh} />;
}

/** Everyone with an account; each email opens that person's details below. */
function PeopleTable({ people, selected }: { people: Person[]; selected: number | null }) {
  const i18n = useAdminI18n();
  const { t, number } = i18n;
  const columns = [
    t("common.email"),
    t("common.role"),
    t("people.table.locales"),
    t("common.status"),
    t("people.table.sessions"),
  ];
  return (
    <AdminTable label={t("people.table.label")} columns={columns} className="admin-table people-table">
      {people.map((p) => (
        <tr key={p.id} aria-current={p.id === selected ? "true" : undefined}>
          <td>
            <Link to={`?person=${p.id}`} aria-label={t("people.table.manage", { email: p.email })} translate="no">
              {p.email}
            </Link>
          </td>
          <td>{t(ROLE_NAMES[p.role])}</td>
          <td translate={hasLocaleList(p.role) && p.locales?.length ? "no" : undefined}>{localesText(p, i18n)}</td>
          <td>{t(statusKey(p))}</td>
          <td>{number(p.activeSessions)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Admins only: everyone with an account, adding people, and one person's role, locales, status and sessions. */
export function PeoplePage() {
  const { t } = useAdminI18n();
  const { user } = useRouteLoaderData("admin") as AdminData;
  const http = useHttp();
  const [params] = useSearchParams();
  const selected = Number(params.get("person")) || null;
  const list = useQuery({
    queryKey: peopleKeys.list,
    queryFn: ({ signal }) => peopleApi(http).list(signal),
    enabled: user.role === "admin",
  });
  return (
    <div className="admin-page">
      <title>{t("people.documentTitle")}</title>
      <h1>{t("people.title")}</h1>
      {user.role !== "admin" ? (
        <p>{t("people.adminsOnly")}</p>
      ) : (
        <>
          <AddPerson />
          <section aria-labelledby="everyone">
            <h2 id="everyone">{t("people.everyone")}</h2>
            <QueryState query={list} />
            {list.data && <PeopleTable people={list.data.people} selected={selected} />}
          </section>
          {selected && <PersonDetail id={selected} self={user.id} />}
          <SignInPolicy />
          <SsoSettings />
        </>
      )}
    </div>
  );
}
