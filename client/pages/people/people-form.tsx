import { ROLES, type Role } from "../../../common/auth";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminKey } from "../../admin-i18n/keys";
import type { AdminI18n } from "../../admin-i18n/translator";
import type { AccountLink, Person } from "../../lib/people-api";

/** A role's name, as a message of the people area. */
export const ROLE_NAMES: Record<Role, AdminKey> = {
  admin: "people.roles.admin",
  reviewer: "people.roles.reviewer",
  translator: "people.roles.translator",
};

/** The role field of the add and edit forms. */
export function RoleSelect({ id, value, onChange }: { id: string; value: Role; onChange(role: Role): void }) {
  const { t } = useAdminI18n();
  return (
    <div className="field">
      <label htmlFor={id}>{t("common.role")}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as Role)}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {t(ROLE_NAMES[r])}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A person's status, as a message. */
export function statusKey(person: Person): AdminKey {
  if (person.disabled) return "people.status.disabled";
  if (person.invited) return "people.status.invited";
  return "people.status.active";
}

/** Under a new link: shown once, and until when it works (in the admin's language and time zone). */
export function linkNote(link: AccountLink, { t, dateTime }: Pick<AdminI18n, "t" | "dateTime">) {
  return t("people.linkNote", { until: dateTime(link.expiresAt) });
}
