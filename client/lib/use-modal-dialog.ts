import { type RefObject, useEffect, useRef } from "react";

/**
 * A modal on the platform's `<dialog>`, opened while the component is mounted: focus moves in and
 * is kept there, Esc closes it, the page behind is inert; `onClose` runs when it closes, and focus
 * returns to where it was — or, when that element is gone, to `fallbackFocus()`.
 */
export function useModalDialog(
  onClose: () => void,
  fallbackFocus: () => HTMLElement | null = () => null,
): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const fallbackRef = useRef(fallbackFocus);
  fallbackRef.current = fallbackFocus;

  useEffect(() => {
    const dialog = ref.current as HTMLDialogElement;
    const opener = document.activeElement;
    const closed = () => onCloseRef.current();
    dialog.showModal();
    dialog.addEventListener("close", closed);
    return () => {
      dialog.removeEventListener("close", closed);
      if (dialog.open) dialog.close();
      const target = opener instanceof HTMLElement && opener.isConnected ? opener : fallbackRef.current();
      target?.focus({ preventScroll: true });
    };
  }, []);

  return ref;
}
