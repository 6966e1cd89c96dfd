import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { EMAIL_MODES, type EmailMode } from "../../../common/contracts/email";
import { NOTIFICATION_KINDS, type NotificationKind } from "../../../common/contracts/notifications";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminKey } from "../../admin-i18n/keys";
import { emailApi, emailKeys } from "../../lib/email-api";
import { useHttp } from "../../lib/use-http";
import { errorText } from "./account-text";

/** Each kind of notification's line: its message in the account area. */
const KINDS = {
  "changes-requested": "account.email.kinds.changesRequested",
  approved: "account.email.kinds.approved",
  "comment-reply": "account.email.kinds.commentReply",
  "question-resolved": "account.email.kinds.questionResolved",
  mentioned: "account.email.kinds.mentioned",
  "task-assigned": "account.email.kinds.taskAssigned",
  "task-due": "account.email.kinds.taskDue",
  import: "account.email.kinds.import",
  pretranslate: "account.email.kinds.pretranslate",
  security: "account.email.kinds.security",
} as const satisfies Record<NotificationKind, AdminKey>;

/** "Your account": how each kind of notification reaches this account by email. */
export function EmailPreferences() {
  const { t } = useAdminI18n();
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
      <h2 id="email-title">{t("account.email.title")}</h2>
      <p className="muted">{t("account.email.intro")}</p>
      {data?.delivery === "off" ? <p className="notice">{t("account.email.off")}</p> : null}
      <div role="alert" className="form-error">
        {query.isError ? errorText(query.error, t) : change.isError ? errorText(change.error, t) : null}
      </div>
      {data ? (
        <form className="admin-form email-preferences" onSubmit={(e) => e.preventDefault()}>
          {NOTIFICATION_KINDS.map((kind) => (
            <div className="field" key={kind}>
              <label htmlFor={`email-${kind}`}>{t(KINDS[kind])}</label>
              <select
                id={`email-${kind}`}
                value={data.preferences[kind]}
                disabled={change.isPending}
                onChange={(e) => change.mutate({ kind, mode: e.target.value as EmailMode })}
              >
                {EMAIL_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {t(`account.email.modes.${mode}`)}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <div role="status">{change.isSuccess ? t("account.email.saved") : null}</div>
        </form>
      ) : (
        !query.isError && <p className="muted">{t("common.loading")}</p>
      )}
    </section>
  );
}
