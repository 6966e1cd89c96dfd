import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { type LocaleCode, localeInfo } from "../../../common/locales";
import { adminApi, adminKeys } from "../../lib/admin-api";
import { HttpError } from "../../lib/http";
import { useHttp } from "../../lib/use-http";
import { useModalDialog } from "../../lib/use-modal-dialog";
import { count } from "./count";

const TEXT = { one: "text", other: "texts" };

/** What visitors of the locale will see after the change, in words, with the texts it concerns. */
function consequence(next: boolean, name: string, waiting: number): string {
  if (next) {
    return waiting > 0
      ? `Visitors of ${name} will see each text as last approved. ${count(waiting, TEXT)} not yet approved will be replaced by the text approved before, or by the fallback where none was; later saves wait for a reviewer.`
      : `Visitors of ${name} will see only approved texts; later saves wait for a reviewer before visitors see them.`;
  }
  return waiting > 0
    ? `Every save in ${name} will go live at once: ${count(waiting, TEXT)} waiting for review will be shown to visitors on the next request.`
    : `Every save in ${name} will go live at once, without waiting for a reviewer.`;
}

/** Asks before the change: turning it on or off changes what visitors read at once. */
function ConfirmChange(props: { next: boolean; name: string; waiting: number; onAnswer(yes: boolean): void }) {
  const { next, name, waiting, onAnswer } = props;
  const ref = useModalDialog(() => onAnswer(false));
  const titleId = useId();
  const textId = useId();
  return (
    <dialog ref={ref} className="confirm-dialog" aria-labelledby={titleId} aria-describedby={textId}>
      <h2 id={titleId}>{next ? `Publish only reviewed texts in ${name}?` : `Publish every save in ${name}?`}</h2>
      <p id={textId}>{consequence(next, name, waiting)}</p>
      <div className="button-row">
        <button type="button" className="button-primary" onClick={() => onAnswer(true)}>
          {next ? "Publish only reviewed" : "Publish every save"}
        </button>
        <button type="button" className="button-quiet" onClick={() => ref.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}

/**
 * A locale's "publish only reviewed" setting (docs/decisions/0055): a labelled checkbox for
 * admins, which asks first; its state in words for everyone else. The change is live on the next request.
 */
export function ReviewedOnlyToggle(props: { locale: LocaleCode; on: boolean; canChange: boolean; waiting: number }) {
  const { locale, on, canChange, waiting } = props;
  const http = useHttp();
  const queryClient = useQueryClient();
  // The choice shows at once; the figures follow when they are read again.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [asking, setAsking] = useState<boolean | null>(null);
  const busy = chosen !== null;
  const [error, setError] = useState<string | null>(null);
  const { name } = localeInfo(locale);
  if (!canChange) return <>{on ? "Only reviewed" : "Every save"}</>;
  const id = `reviewed-only-${locale}`;

  async function change(next: boolean) {
    setChosen(next);
    setError(null);
    try {
      await adminApi(http).setReviewedOnly(locale, next);
    } catch (e) {
      setError(
        e instanceof HttpError && e.problem?.detail ? e.problem.detail : "Not changed: no answer from the server.",
      );
    } finally {
      await queryClient.invalidateQueries({ queryKey: adminKeys.stats });
      setChosen(null);
    }
  }

  return (
    <div className="reviewed-only">
      <input
        id={id}
        type="checkbox"
        checked={chosen ?? on}
        disabled={busy}
        onChange={(e) => setAsking(e.currentTarget.checked)}
      />{" "}
      <label htmlFor={id}>
        Only reviewed<span className="visually-hidden"> texts published in {name}</span>
      </label>
      {asking !== null && (
        <ConfirmChange
          next={asking}
          name={name}
          waiting={waiting}
          onAnswer={(yes) => {
            setAsking(null);
            if (yes) void change(asking);
          }}
        />
      )}
      {error && (
        <span className="form-error" role="alert">
          {" "}
          {error}
        </span>
      )}
    </div>
  );
}
