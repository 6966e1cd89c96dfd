import { Outlet } from "react-router";
import { RoutedColourModeToggle } from "../components/RoutedColourModeToggle";
import { RuntimeStatus } from "../components/RuntimeStatus";

/** The login layout: one centred card, nothing else to wander off to. */
export function LoginLayout() {
  return (
    <div className="layout layout-login">
      <RuntimeStatus />
      <div className="login-tools">
        <RoutedColourModeToggle />
      </div>
      <main id="main" className="login-card">
        <Outlet />
      </main>
    </div>
  );
}
