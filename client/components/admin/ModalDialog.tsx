import { createContext, type ReactNode, type RefObject, use } from "react";
import { useModalDialog } from "../../lib/use-modal-dialog";

/**
 * Where focus goes when a dialog closes and the element that opened it is gone (a deleted key's
 * row): nowhere unless a page says otherwise (the editor: the grid's active cell).
 */
export const DialogFocusFallback = createContext<() => HTMLElement | null>(() => null);

interface ModalDialogProps {
  onClose(): void;
  className: string;
  labelledBy: string;
  describedBy?: string;
  /** "alertdialog" for confirmations. */
  role?: "alertdialog";
  children(ref: RefObject<HTMLDialogElement | null>): ReactNode;
}

/**
 * The shell of every admin dialog, on the platform's `<dialog>`: focus moves in and is kept
 * there, Esc closes it, the page behind is inert; focus returns to where it was when it closes.
 * Rendered only while open. Its content gets the dialog to close it (`ref.current?.close()`).
 */
export function ModalDialog({ onClose, className, labelledBy, describedBy, role, children }: ModalDialogProps) {
  const ref = useModalDialog(onClose, use(DialogFocusFallback));
  return (
    <dialog ref={ref} className={className} aria-labelledby={labelledBy} aria-describedby={describedBy} role={role}>
      {children(ref)}
    </dialog>
  );
}
