import { Outlet } from "react-router";

/** The login layout: one centred card, nothing else to wander off to. */
export function LoginLayout() {
  return (
    <div className="layout layout-login">
      <main id="main" className="login-card">
        <Outlet />
      </main>
    </div>
  );
}
