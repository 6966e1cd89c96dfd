import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { AdminMessageBundle } from "../../common/admin-locale";
import { type AdminI18n, createAdminI18n } from "./translator";

const AdminI18nContext = createContext<AdminI18n | null>(null);

/** The admin's messages for everything below (client/lib/app-providers.tsx puts it above an admin page). */
export function AdminI18nProvider({ bundle, children }: { bundle: AdminMessageBundle; children: ReactNode }) {
  const value = useMemo(() => createAdminI18n(bundle), [bundle]);
  return <AdminI18nContext value={value}>{children}</AdminI18nContext>;
}

/** The admin's words, numbers and dates in its locale: `const { t } = useAdminI18n(); t("common.save")`. */
export function useAdminI18n(): AdminI18n {
  const i18n = useContext(AdminI18nContext);
  if (!i18n) throw new Error("useAdminI18n outside AdminI18nProvider: only admin pages have the admin's messages");
  return i18n;
}
