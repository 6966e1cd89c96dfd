import { type ReactNode, useId } from "react";
import { ModalDialog } from "./ModalDialog";
import "./confirm-dialog.css";

interface ConfirmDialogProps {
  title: ReactNode;
  /** What happens if the answer is yes, in words, where the title does not say it all. */
  text?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** Yes, or no (Cancel, Esc). Called once. */
  onAnswer(yes: boolean): void;
}

/** Asks before an action that cannot be taken back: a question, its consequence, yes or cancel. */
export function ConfirmDialog({ title, text, confirmLabel, cancelLabel, onAnswer }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog
      onClose={() => onAnswer(false)}
      className="confirm-dialog"
      labelledBy={titleId}
      describedBy={text ? textId : undefined}
    >
      {(ref) => (
        <>
          <h2 id={titleId}>{title}</h2>
          {text && <p id={textId}>{text}</p>}
          <div className="button-row">
            <button type="button" className="button-primary" onClick={() => onAnswer(true)}>
              {confirmLabel}
            </button>
            <button type="button" className="button-quiet" onClick={() => ref.current?.close()}>
              {cancelLabel}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
