import type { PersonSession } from "../../lib/people-api";
import { when } from "../../lib/people-api";

/** How a session signed in, as one whole sentence per method (the passkeys work adds its own). */
const METHODS: Record<string, string> = {
  password: "Signed in with a password",
  "password+totp": "Signed in with a password and an authenticator app",
  "password+recovery": "Signed in with a password and a recovery code",
  link: "Signed in with a one-time link",
  passkey: "Signed in with a passkey",
  "password+passkey": "Signed in with a password and a passkey",
};
const methodText = (method: string) => METHODS[method] ?? "Signed in another way";

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
  if (sessions.length === 0) return <p className="muted">No active sessions.</p>;
  return (
    <ul className="session-list" aria-label={label}>
      {sessions.map((s) => (
        <li key={s.id} className="session">
          <div>
            <strong>{s.device}</strong>
            {s.current && <span className="badge"> This session</span>}
            <p className="muted">
              {methodText(s.method)} {when(s.createdAt)} · last active {when(s.lastSeenAt)}
              {s.ip ? ` · ${s.ip}` : ""}
            </p>
          </div>
          <button
            type="button"
            className="button-quiet"
            disabled={busy}
            onClick={() => onEnd(s)}
            aria-label={`End session ${s.device} signed in ${when(s.createdAt)}${s.current ? " (this session)" : ""}`}
          >
            End
          </button>
        </li>
      ))}
    </ul>
  );
}
