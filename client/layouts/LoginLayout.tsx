import { Outlet } from "react-router";
import { LanguageMenu } from "../admin-i18n/LanguageMenu";
import { RoutedColorModeToggle } from "../components/RoutedColorModeToggle";
import { RuntimeStatus } from "../components/RuntimeStatus";

/** The login layout: one centred card, nothing else to wander off to. */
export function LoginLayout() {
  return (
    <div className="layout layout-login">
      <RuntimeStatus />
      <div className="login-tools">
        <LanguageMenu />
        <RoutedColorModeToggle />
      </div>
      <main id="main" className="login-card">
        <Outlet />
      </main>
    </div>
  );
}
