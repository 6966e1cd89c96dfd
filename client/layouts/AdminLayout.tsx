import { NavLink, Outlet } from "react-router";
import { ColourModeToggle } from "../components/ColourModeToggle";
import { RuntimeStatus } from "../components/RuntimeStatus";

/** The admin layout: a bar with the admin sections, then the page. */
export function AdminLayout() {
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
        <ColourModeToggle />
      </header>
      <main id="main" className="admin-main">
        <Outlet />
      </main>
    </div>
  );
}
