import { ROLES, type Role } from "../../../common/auth";
import type { AccountLink, Person } from "../../lib/people-api";

export const ROLE_NAMES: Record<Role, string> = {
  admin: "Administrator",
  reviewer: "Reviewer",
  translator: "Translator",
};

/** The role field of the add and edit forms. */
export function RoleSelect({ id, value, onChange }: { id: string; value: Role; onChange(role: Role): void }) {
  return (
    <div className="field">
      <label htmlFor={id}>Role</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as Role)}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_NAMES[r]}
          </option>
        ))}
      </select>
    </div>
  );
}

export function statusText(person: Person): string {
  if (person.disabled) return "Disabled";
  if (person.invited) return "Invited";
  return "Active";
}

export function linkNote(link: AccountLink) {
  const until = new Date(link.expiresAt).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });
  return `Shown once: copy it now and send it to the person. It works once, until ${until}.`;
}
