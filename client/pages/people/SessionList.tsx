import { deviceParts } from "../../../common/device";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminKey } from "../../admin-i18n/keys";
import type { PersonSession } from "../../lib/people-api";

/** How a session signed in, as one whole sentence per method, with when. */
const METHODS: Record<string, AdminKey> = {
  password: "people.sessionList.signedIn.password",
  "password+totp": "people.sessionList.signedIn.passwordTotp",
  "password+recovery": "people.sessionList.signedIn.passwordRecovery",
  link: "people.sessionList.signedIn.link",
  passkey: "people.sessionList.signedIn.passkey",
  "password+passkey": "people.sessionList.signedIn.passwordPasskey",
  // Single sign-on, alone or with the account's factor or the provider's (docs/decisions/0089-single-sign-on.md).
  sso: "sso.sessionMethod.sso",
  "sso+totp": "sso.sessionMethod.ssoTotp",
  "sso+recovery": "sso.sessionMethod.ssoRecovery",
  "sso+passkey": "sso.sessionMethod.ssoPasskey",
  "sso+mfa": "sso.sessionMethod.ssoMfa",
};
const methodKey = (method: string): AdminKey => METHODS[method] ?? "people.sessionList.signedIn.other";

/** "Firefox on Windows" in the admin's language, from the session's User-Agent (common/device.ts). */
function deviceText(userAgent: string | null, t: ReturnType<typeof useAdminI18n>["t"]): string {
  const { browser, system } = deviceParts(userAgent);
  if (browser && system) return t("people.sessionList.device.both", { browser, system });
  if (browser) return browser;
  if (system) return t("people.sessionList.device.system", { system });
  return t("people.sessionList.device.unknown");
}

/** Active sessions, newest first, each with its own "End" button. */
export function SessionList({
  sessions,
  onEnd,
  busy,
  label,
}: {
  sessions: PersonSession[];
  onEnd: (session: PersonSession) => void;
  busy: boolean;
  label: string;
}) {
  const { t, dateTime } = useAdminI18n();
  if (sessions.length === 0) return <p className="muted">{t("people.sessionList.none")}</p>;
  return (
    <ul className="session-list" aria-label={label}>
      {sessions.map((s) => (
        <li key={s.id} className="session">
          <div>
            <strong>{deviceText(s.userAgent, t)}</strong>
            {s.current && <span className="badge"> {t("people.sessionList.current")}</span>}
            <p className="muted">
              {t(methodKey(s.method), { date: dateTime(s.createdAt) })} ·{" "}
              {t("people.sessionList.lastActive", { date: dateTime(s.lastSeenAt) })}
              {s.ip ? ` · ${s.ip}` : ""}
            </p>
          </div>
          <button
            type="button"
            className="button-quiet"
            disabled={busy}
            onClick={() => onEnd(s)}
            aria-label={t("people.sessionList.endLabel", {
              device: deviceText(s.userAgent, t),
              date: dateTime(s.createdAt),
              current: s.current ? "yes" : "no",
            })}
          >
            {t("people.sessionList.end")}
          </button>
        </li>
      ))}
    </ul>
  );
}
