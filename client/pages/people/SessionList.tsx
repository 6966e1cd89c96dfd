import type { PersonSession } from "../../lib/people-api";
import { deviceOf, when } from "../../lib/people-api";

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
            <strong>{deviceOf(s.userAgent)}</strong>
            {s.current && <span className="badge"> This session</span>}
            <p className="muted">
              Signed in {when(s.createdAt)} · last active {when(s.lastSeenAt)}
              {s.ip ? ` · ${s.ip}` : ""}
            </p>
          </div>
          <button
            type="button"
            className="button-quiet"
            disabled={busy}
            onClick={() => onEnd(s)}
            aria-label={`End session ${deviceOf(s.userAgent)} signed in ${when(s.createdAt)}${s.current ? " (this session)" : ""}`}
          >
            End
          </button>
        </li>
      ))}
    </ul>
  );
}
