import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { Dialog } from "../../components/admin/Dialog";
import { SHORTCUTS } from "./shortcuts";
import "./shortcuts.css";

/** The `?` overlay: every key of the editor, as a table. */
export function ShortcutsDialog({ onClose }: { onClose(): void }) {
  const { t } = useAdminI18n();
  return (
    <Dialog title={t("editor.shortcuts.title")} onClose={onClose} className="shortcuts-dialog">
      <table className="shortcut-table">
        <caption className="visually-hidden">{t("editor.shortcuts.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("editor.shortcuts.keys")}</th>
            <th scope="col">{t("editor.shortcuts.what")}</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map(({ keys, what }) => (
            <tr key={what}>
              <td>
                {keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 && " "}
                    <kbd>{k}</kbd>
                  </span>
                ))}
              </td>
              <td>{t(what)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="cell-note">{t("editor.shortcuts.mac")}</p>
    </Dialog>
  );
}
