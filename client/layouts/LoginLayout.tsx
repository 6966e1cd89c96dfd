import { useMemo } from "react";
import { Outlet } from "react-router";
import { useAdminI18n } from "../admin-i18n/AdminI18nProvider";
import { LanguageMenu } from "../admin-i18n/LanguageMenu";
import { RoutedColorModeToggle } from "../components/RoutedColorModeToggle";
import { RuntimeStatus } from "../components/RuntimeStatus";
import { adminRuntimeLabels } from "./admin-runtime-labels";

/** The login layout: one centred card, nothing else to wander off to. */
export function LoginLayout() {
  const { t } = useAdminI18n();
  const labels = useMemo(() => adminRuntimeLabels(t), [t]);
  return (
    <div className="layout layout-login">
      <RuntimeStatus labels={labels} />
      <div className="login-tools">
        <LanguageMenu />
        <RoutedColorModeToggle labels={labels.colorMode} />
      </div>
      <main id="main" className="login-card">
        <Outlet />
      </main>
    </div>
  );
}
