import { useState } from "react";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { failureReason } from "./saver";

/**
 * One request at a time from a dialog: `busy` while it runs, and the reason it
 * failed (if it did) in `error`, ready for the dialog's alert.
 */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t } = useAdminI18n();

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(failureReason(e, t));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}
