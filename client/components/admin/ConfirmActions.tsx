import type { ReactNode } from "react";

interface ConfirmActionsProps {
  label: ReactNode;
  /** The action cannot be taken back (an undo, a delete, an emptied text): the danger button. */
  danger?: boolean;
  disabled: boolean;
  onConfirm(): void;
  cancelLabel: ReactNode;
  onCancel(): void;
}

/** A dialog's last row when it asks before acting: the action, then Cancel. */
export function ConfirmActions({ label, danger, disabled, onConfirm, cancelLabel, onCancel }: ConfirmActionsProps) {
  return (
    <div className="dialog-actions">
      <button
        type="button"
        className={danger ? "button-danger" : "button-primary"}
        onClick={onConfirm}
        disabled={disabled}
      >
        {label}
      </button>
      <button type="button" className="button-quiet" onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  );
}
