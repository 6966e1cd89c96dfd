import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { WEBHOOK_EVENTS, type WebhookEvent } from "../../../common/contracts/webhooks";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { OneTimeSecret } from "../../components/admin/OneTimeSecret";
import { errorText } from "../../lib/error-text";
import { useHttp } from "../../lib/use-http";
import { webhooksApi, webhooksKeys } from "../../lib/webhooks-api";

/** Adds an endpoint: its URL, its events (checkboxes), a description; the secret is shown once. */
export function EndpointForm() {
  const { t } = useAdminI18n();
  const http = useHttp();
  const queryClient = useQueryClient();
  const ids = { url: useId(), description: useId(), events: useId() };
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>(["publication.created"]);
  const create = useMutation({
    mutationFn: () => webhooksApi(http).create({ url, events, description }),
    onSuccess: () => {
      setUrl("");
      setDescription("");
      void queryClient.invalidateQueries({ queryKey: webhooksKeys.list });
    },
  });
  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((list) => (on ? [...list, event] : list.filter((e) => e !== event)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  return (
    <section aria-labelledby="add-endpoint">
      <h2 id="add-endpoint">{t("webhooks.form.title")}</h2>
      <form className="admin-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={ids.url}>{t("webhooks.form.url")}</label>
          <input id={ids.url} type="url" required value={url} onChange={(e) => setUrl(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={ids.description}>{t("webhooks.form.description")}</label>
          <input id={ids.description} value={description} onChange={(e) => setDescription(e.target.value)} />
        </div>
        <fieldset className="webhook-events">
          <legend>{t("webhooks.form.events")}</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="checkbox">
              <input
                type="checkbox"
                checked={events.includes(event)}
                onChange={(e) => toggle(event, e.target.checked)}
              />{" "}
              <code>{event}</code>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button-primary" disabled={create.isPending || events.length === 0}>
          {t("webhooks.form.add")}
        </button>
        {create.isError && (
          <p role="alert" className="form-error">
            {errorText(create.error, t)}
          </p>
        )}
      </form>
      {create.data && (
        <OneTimeSecret
          label={t("webhooks.form.secretLabel", { url: create.data.endpoint.url })}
          value={create.data.secret}
          note={t("webhooks.form.secretNote")}
        />
      )}
    </section>
  );
}
