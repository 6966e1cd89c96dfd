import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type LocaleCode, localeInfo } from "../../../common/locales";
import { ConfirmDialog } from "../../components/admin/ConfirmDialog";
import { adminApi, adminKeys } from "../../lib/admin-api";
import { HttpError } from "../../lib/http";
import { useHttp } from "../../lib/use-http";
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
      {/* Asks before the change: turning it on or off changes what visitors read at once. */}
      {asking !== null && (
        <ConfirmDialog
          title={asking ? `Publish only reviewed texts in ${name}?` : `Publish every save in ${name}?`}
          text={consequence(asking, name, waiting)}
          confirmLabel={asking ? "Publish only reviewed" : "Publish every save"}
          cancelLabel="Cancel"
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
