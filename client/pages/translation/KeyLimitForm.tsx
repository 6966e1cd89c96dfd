import { type FormEvent, useState } from "react";
import { ARGUMENT_SAMPLE_LENGTH } from "../../../common/checks/max-length";
import { MAX_KEY_LENGTH_LIMIT } from "../../../common/contracts/fields";
import type { AdminApi } from "../../lib/admin-api";
import { useEditor } from "./context";
import { useBusyAction } from "./use-busy-action";
import "./key-dialog.css";

/** How the limit is counted, in the words the editor's count and docs/checks.md use. */
export const LIMIT_RULE = `the longest plural or select form, each argument counted as ${ARGUMENT_SAMPLE_LENGTH} characters`;

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
  const [value, setValue] = useState(maxLength === null ? "" : String(maxLength));
  const { busy, error, run } = useBusyAction();
  const next = value.trim() === "" ? null : Number(value);
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await api.updateKey(name, { maxLength: next });
      await onSaved();
      announce(next === null ? `Character limit of ${name} removed` : `Character limit of ${name} set to ${next}`);
    });
  };
  return (
    <form className="inline-form" onSubmit={save}>
      <label htmlFor="key-max-length">Character limit</label>
      <input
        id="key-max-length"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_KEY_LENGTH_LIMIT}
        step={1}
        value={value}
        placeholder="none"
        aria-describedby="key-max-length-rule"
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="button-quiet" disabled={busy || next === maxLength}>
        Save limit
      </button>
      <small id="key-max-length-rule">Counted on {LIMIT_RULE}.</small>
      {error && (
        <span className="form-error" role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
