import type { KeyScope } from "../../../common/contracts/translations";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";

/**
 * Which keys the editor lists (docs/decisions/0088): the site's (the default) or the admin's own
 * messages, which this editor translates like any other. A site's translator never wades through
 * the admin's; an admin's translator picks "Admin".
 */
export function ScopeSelect({
  value,
  onChange,
}: {
  value: KeyScope | undefined;
  onChange(next: KeyScope | undefined): void;
}) {
  const { t } = useAdminI18n();
  return (
    <div className="toolbar-field">
      <label htmlFor="filter-scope">{t("scopes.label")}</label>
      <select
        id="filter-scope"
        value={value ?? "site"}
        onChange={(e) => onChange(e.target.value === "admin" ? "admin" : undefined)}
      >
        <option value="site">{t("scopes.site")}</option>
        <option value="admin">{t("scopes.admin")}</option>
      </select>
    </div>
  );
}
