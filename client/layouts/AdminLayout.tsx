import { NavLink, Outlet, useFetcher, useLoaderData } from "react-router";
import { ColourModeToggle } from "../components/ColourModeToggle";
import { RuntimeStatus } from "../components/RuntimeStatus";
import type { AdminData } from "../lib/auth-routes";

/** The admin layout: a bar with the admin sections and the signed-in account, then the page. */
export function AdminLayout() {
  const { user } = useLoaderData<AdminData>();
  const signOut = useFetcher();
  return (
    <div className="layout layout-admin">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <RuntimeStatus />
      <header className="admin-header">
        <span className="brand">Polyglot admin</span>
        <nav aria-label="Administration">
          <ul>
            <li>
              <NavLink to="/admin" end>
                Dashboard
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/translation">Translations</NavLink>
            </li>
          </ul>
        </nav>
        <div className="admin-account">
          <span data-testid="signed-in-as">
            {user.email} <span className="role">({user.role})</span>
          </span>
          {/* A JSON call, not a form post: the admin accepts no other mutation (see README). */}
          <button
            type="button"
            className="button-link"
            disabled={signOut.state !== "idle"}
            onClick={() => signOut.submit(null, { method: "post", action: "/admin/logout" })}
          >
            Sign out
          </button>
        </div>
        <ColourModeToggle />
      </header>
      <main id="main" className="admin-main">
        <Outlet />
      </main>
    </div>
  );
}
