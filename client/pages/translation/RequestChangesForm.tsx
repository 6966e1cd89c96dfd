import { useId, useState } from "react";
import { MAX_REASON_LENGTH } from "../../../common/contracts/translations";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";

/**
 * The reason a reviewer sends a text back with (docs/decisions/0074): required, at most
 * MAX_REASON_LENGTH characters. The grid's cell, the key dialog and in-context editing all ask
 * with this form; it takes focus when it opens, and Escape (or Cancel) leaves it without closing
 * the dialog around it.
 */
export function RequestChangesForm(props: {
  working: boolean;
  onSend(reason: string): void;
  onCancel(): void;
  /** The button's words, when the text sent back is not obvious from where the form stands. */
  sendLabel?: string;
}) {
  const { t } = useAdminI18n();
  const [reason, setReason] = useState("");
  const id = useId();
  const trimmed = reason.trim();
  return (
    // A fieldset, not a <form>: in-context editing asks inside its own form, and forms do not nest.
    <fieldset
      className="cell-request-changes"
      onKeyDown={(e) => {
        // The grid's keys stay out of the form; Escape leaves it (and not the dialog it may stand in).
        e.stopPropagation();
        if (e.key === "Escape") {
          e.preventDefault();
          props.onCancel();
        }
      }}
    >
      <legend className="visually-hidden">{t("cell.requestChanges.legend")}</legend>
      <label htmlFor={id}>{t("cell.requestChanges.whatShouldChange")}</label>
      <textarea
        id={id}
        // biome-ignore lint/a11y/noAutofocus: the form opens on the reviewer's request, to be typed in at once.
        autoFocus
        rows={2}
        required
        maxLength={MAX_REASON_LENGTH}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <p className="cell-review-actions">
        <button
          type="button"
          className="button-small"
          disabled={props.working || !trimmed}
          onClick={() => props.onSend(trimmed)}
        >
          {props.sendLabel ?? t("cell.requestChanges.sendBack")}
        </button>
        <button type="button" className="button-small" onClick={props.onCancel}>
          {t("common.cancel")}
        </button>
      </p>
    </fieldset>
  );
}
