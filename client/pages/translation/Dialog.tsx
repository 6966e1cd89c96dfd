import { type ReactNode, useId } from "react";
import { Icon } from "../../components/Icon";
import { useModalDialog } from "../../lib/use-modal-dialog";

/**
 * A modal dialog on the platform's `<dialog>`: focus moves in and is kept
 * there, Esc closes it, the page behind is inert; focus returns to where it
 * was when it closes. Rendered only while open.
 */
export function Dialog({
  title,
  onClose,
  children,
  className,
  role,
}: {
  title: string;
  onClose(): void;
  children: ReactNode;
  className?: string;
  /** "alertdialog" for confirmations. */
  role?: "alertdialog";
}) {
  // The opener may be gone (a deleted key's row): then the grid's active cell takes focus.
  const ref = useModalDialog(onClose, activeGridCell);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className={className ? `editor-dialog ${className}` : "editor-dialog"}
      aria-labelledby={titleId}
      role={role}
    >
      <div className="dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-button" onClick={() => ref.current?.close()}>
          <Icon name="lucide:x" />
          <span className="visually-hidden">Close</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}

function activeGridCell(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[role=grid] [tabindex="0"]');
}
