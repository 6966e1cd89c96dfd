import { type ReactNode, useEffect, useRef } from "react";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { Icon } from "../Icon";

interface RunFooterProps {
  /** A request is running (the count, the run or the undo's look-up). */
  busy: boolean;
  /** The run is over: the undo takes the apply button's place. */
  done: boolean;
  /** What the progress bar is named, and the words beside it, while the run goes. */
  progressLabel: string;
  progressText: ReactNode;
  /** The count before the run, what it did after: shown when nothing runs. */
  result: ReactNode;
  /** Between the status and the alert (what the run refuses, say). */
  children?: ReactNode;
  error: string | null;
  applyLabel: ReactNode;
  /** Whether there is anything to apply (the count is in and not zero). */
  canApply: boolean;
  onApply(): void;
  /** Whether the finished run left an undo (an import record). */
  canUndo: boolean;
  onUndo(): void;
  onClose(): void;
}

/**
 * The end of a dialog that counts, runs and can be undone (bulk actions, pre-translation): one
 * status for the count, the progress and the outcome; the alert; apply, then undo; cancel or close.
 * When the run is over its apply button is gone: focus goes to Close, now the main button, the
 * outcome is read from the status, and Undo… waits beside it as the second choice.
 */
export function RunFooter(props: RunFooterProps) {
  const { busy, done, result, children, error, onClose } = props;
  const { t } = useAdminI18n();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (done) closeButton.current?.focus();
  }, [done]);
  return (
    <>
      <div role="status">
        {busy && !done ? (
          <p>
            <progress aria-label={props.progressLabel} /> {props.progressText}
          </p>
        ) : (
          result
        )}
      </div>
      {children}
      <p className="form-error" role="alert">
        {error}
      </p>
      <div className="dialog-actions">
        {done ? (
          <>
            <button type="button" className="button-primary" ref={closeButton} onClick={onClose}>
              {t("common.close")}
            </button>
            {props.canUndo && (
              <button type="button" className="button-quiet" disabled={busy} onClick={props.onUndo}>
                <Icon name="lucide:undo-2" /> {t("bulk.runFooter.undo")}
              </button>
            )}
          </>
        ) : (
          <>
            <button type="button" className="button-primary" disabled={busy || !props.canApply} onClick={props.onApply}>
              {props.applyLabel}
            </button>
            <button type="button" className="button-quiet" onClick={onClose}>
              {t("common.cancel")}
            </button>
          </>
        )}
      </div>
    </>
  );
}
