import { type FormEvent, useState } from "react";
import { ARGUMENT_SAMPLE_LENGTH } from "../../../common/checks/max-length";
import { MAX_KEY_LENGTH_LIMIT } from "../../../common/contracts/fields";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminI18n } from "../../admin-i18n/translator";
import type { AdminApi } from "../../lib/admin-api";
import { useEditor } from "./context";
import { useBusyAction } from "./use-busy-action";
import "./key-dialog.css";

/** How the limit is counted, in the words the editor's count and docs/checks.md use: "Counted on the longest …". */
export const limitRule = (t: AdminI18n["t"]) => t("bulk.keyLimit.rule", { sample: ARGUMENT_SAMPLE_LENGTH });

/**
 * The key's character limit (issue 28 item 3), next to its description: empty for none.
 * Saving it rechecks the key's texts (the `max-length` warning) in the same request.
 */
export function KeyLimitForm({
  api,
  name,
  maxLength,
  onSaved,
}: {
  api: AdminApi;
  name: string;
  maxLength: number | null;
  /** Refreshes what shows the key's texts and problems. */
  onSaved(): Promise<unknown>;
}) {
  const { announce } = useEditor();
  const { t } = useAdminI18n();
  const [value, setValue] = useState(maxLength === null ? "" : String(maxLength));
  const { busy, error, run } = useBusyAction();
  const next = value.trim() === "" ? null : Number(value);
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await api.updateKey(name, { maxLength: next });
      await onSaved();
      announce(next === null ? t("bulk.keyLimit.removed", { name }) : t("bulk.keyLimit.set", { name, limit: next }));
    });
  };
  return (
    <form className="inline-form" onSubmit={save}>
      <label htmlFor="key-max-length">{t("bulk.keyLimit.label")}</label>
      <input
        id="key-max-length"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_KEY_LENGTH_LIMIT}
        step={1}
        value={value}
        placeholder={t("bulk.keyLimit.none")}
        aria-describedby="key-max-length-rule"
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="button-quiet" disabled={busy || next === maxLength}>
        {t("bulk.keyLimit.save")}
      </button>
      <small id="key-max-length-rule">{limitRule(t)}</small>
      {error && (
        <span className="form-error" role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
