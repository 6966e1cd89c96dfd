import { type ReactNode, useEffect, useId, useRef } from "react";
import { Icon } from "../../components/Icon";

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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current as HTMLDialogElement;
    const opener = document.activeElement;
    const closed = () => onCloseRef.current();
    dialog.showModal();
    dialog.addEventListener("close", closed);
    return () => {
      dialog.removeEventListener("close", closed);
      if (dialog.open) dialog.close();
      // The opener may be gone (a deleted key's row): then the grid's active cell takes focus.
      const target = opener instanceof HTMLElement && opener.isConnected ? opener : activeGridCell();
      target?.focus({ preventScroll: true });
    };
  }, []);

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
