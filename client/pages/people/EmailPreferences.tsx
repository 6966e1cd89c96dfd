import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { EMAIL_MODES, type EmailMode } from "../../../common/contracts/email";
import { NOTIFICATION_KINDS, type NotificationKind } from "../../../common/contracts/notifications";
import { emailApi, emailKeys } from "../../lib/email-api";
import { useHttp } from "../../lib/use-http";

/** Every word of this section, whole sentences (issue 38 turns them into messages). */
const TEXTS = {
  title: "Email",
  intro: "For each kind of notification, choose whether you get an email at once, in a daily digest, or none.",
  off: "Email is off for this deployment: nobody gets email until an operator sets up an email provider. Your choices are kept for then.",
  loading: "Loading…",
  saved: "Your email preferences are saved.",
  failed: "Something went wrong.",
  modes: { off: "Off", immediately: "Immediately", digest: "Daily digest" } satisfies Record<EmailMode, string>,
  kinds: {
    "changes-requested": "A reviewer sent your text back",
    approved: "Your texts were approved",
    "comment-reply": "Someone replied to your comment",
    "question-resolved": "Your question was resolved",
    mentioned: "Someone mentioned you",
    "task-assigned": "A task was assigned to you",
    "task-due": "A task of yours is due tomorrow",
    import: "An import changed texts in your languages",
    pretranslate: "A pre-translation changed texts in your languages",
    security: "How you sign in changed (two-factor sign-in, recovery codes)",
  } satisfies Record<NotificationKind, string>,
} as const;

const errorText = (error: unknown) => (error instanceof Error ? error.message : TEXTS.failed);

/** "Your account": how each kind of notification reaches this account by email. */
export function EmailPreferences() {
  const http = useHttp();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: emailKeys.preferences,
    queryFn: ({ signal }) => emailApi(http).preferences(signal),
  });
  const change = useMutation({
    mutationFn: (next: { kind: NotificationKind; mode: EmailMode }) =>
      emailApi(http).change({ [next.kind]: next.mode }),
    onSuccess: (data) => client.setQueryData(emailKeys.preferences, data),
  });
  const data = query.data;
  return (
    <section aria-labelledby="email-title">
      <h2 id="email-title">{TEXTS.title}</h2>
      <p className="muted">{TEXTS.intro}</p>
      {data?.delivery === "off" ? <p className="notice">{TEXTS.off}</p> : null}
      <div role="alert" className="form-error">
        {query.isError ? errorText(query.error) : change.isError ? errorText(change.error) : null}
      </div>
      {data ? (
        <form className="admin-form email-preferences" onSubmit={(e) => e.preventDefault()}>
          {NOTIFICATION_KINDS.map((kind) => (
            <div className="field" key={kind}>
              <label htmlFor={`email-${kind}`}>{TEXTS.kinds[kind]}</label>
              <select
                id={`email-${kind}`}
                value={data.preferences[kind]}
                disabled={change.isPending}
                onChange={(e) => change.mutate({ kind, mode: e.target.value as EmailMode })}
              >
                {EMAIL_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {TEXTS.modes[mode]}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <div role="status">{change.isSuccess ? TEXTS.saved : null}</div>
        </form>
      ) : (
        !query.isError && <p className="muted">{TEXTS.loading}</p>
      )}
    </section>
  );
}
