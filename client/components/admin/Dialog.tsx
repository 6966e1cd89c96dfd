import { type ReactNode, useId } from "react";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { Icon } from "../Icon";
import { ModalDialog } from "./ModalDialog";
import "./dialog.css";

/** A titled modal dialog with a close button in its head (ModalDialog says how it behaves). */
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
  const titleId = useId();
  const { t } = useAdminI18n();
  return (
    <ModalDialog
      onClose={onClose}
      className={className ? `editor-dialog ${className}` : "editor-dialog"}
      labelledBy={titleId}
      role={role}
    >
      {(ref) => (
        <>
          <div className="dialog-head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-button" onClick={() => ref.current?.close()}>
              <Icon name="lucide:x" />
              <span className="visually-hidden">{t("common.close")}</span>
            </button>
          </div>
          {children}
        </>
      )}
    </ModalDialog>
  );
}
