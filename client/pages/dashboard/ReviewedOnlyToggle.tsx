import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type LocaleCode, localeInfo } from "../../../common/locales";
import { adminApi, adminKeys } from "../../lib/admin-api";
import { HttpError } from "../../lib/http";
import { useHttp } from "../../lib/use-http";

/**
 * A locale's "publish only reviewed" setting (docs/decisions/0055): a labelled checkbox for
 * admins, its state in words for everyone else. The change is live on the next request.
 */
export function ReviewedOnlyToggle({ locale, on, canChange }: { locale: LocaleCode; on: boolean; canChange: boolean }) {
  const http = useHttp();
  const queryClient = useQueryClient();
  // The choice shows at once; the figures follow when they are read again.
  const [chosen, setChosen] = useState<boolean | null>(null);
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
    <span className="reviewed-only">
      <input
        id={id}
        type="checkbox"
        checked={chosen ?? on}
        disabled={busy}
        onChange={(e) => void change(e.currentTarget.checked)}
      />{" "}
      <label htmlFor={id}>
        Only reviewed<span className="visually-hidden"> texts published in {name}</span>
      </label>
      {error && (
        <span className="form-error" role="alert">
          {" "}
          {error}
        </span>
      )}
    </span>
  );
}
