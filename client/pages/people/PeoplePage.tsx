import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useRouteLoaderData, useSearchParams } from "react-router";
import { hasLocaleList } from "../../../common/auth";
import { AdminTable, QueryState } from "../../components/admin/AdminTable";
import type { AdminData } from "../../lib/auth-routes";
import { type Person, peopleApi, peopleKeys } from "../../lib/people-api";
import { useHttp } from "../../lib/use-http";
import { AddPerson } from "./AddPerson";
import { PersonEditor } from "./PersonEditor";
import { ROLE_NAMES, statusText } from "./people-form";
import { SignInPolicy } from "./SignInPolicy";
import "./people.css";

function localesText(person: Pick<Person, "role" | "locales">): string {
  if (!hasLocaleList(person.role) || person.locales === null) return "All locales";
  return person.locales.length ? person.locales.join(", ") : "None";
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
  return (
    <AdminTable label="People table" columns={["Email", "Role", "Locales", "Status", "Sessions"]}>
      {people.map((p) => (
        <tr key={p.id} aria-current={p.id === selected ? "true" : undefined}>
          <td>
            <Link to={`?person=${p.id}`} aria-label={`Manage ${p.email}`}>
              {p.email}
            </Link>
          </td>
          <td>{ROLE_NAMES[p.role]}</td>
          <td>{localesText(p)}</td>
          <td>{statusText(p)}</td>
          <td>{p.activeSessions}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Admins only: everyone with an account, adding people, and one person's role, locales, status and sessions. */
export function PeoplePage() {
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
      <title>People · Polyglot admin</title>
      <h1>People</h1>
      {user.role !== "admin" ? (
        <p>Only administrators manage people. Your own sessions and password are under “Your account”.</p>
      ) : (
        <>
          <AddPerson />
          <section aria-labelledby="everyone">
            <h2 id="everyone">Everyone</h2>
            <QueryState query={list} />
            {list.data && <PeopleTable people={list.data.people} selected={selected} />}
          </section>
          {selected && <PersonDetail id={selected} self={user.id} />}
          <SignInPolicy />
        </>
      )}
    </div>
  );
}
