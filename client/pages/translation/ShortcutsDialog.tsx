import { Dialog } from "../../components/admin/Dialog";
import { SHORTCUTS } from "./shortcuts";
import "./shortcuts.css";

/** The `?` overlay: every key of the editor, as a table. */
export function ShortcutsDialog({ onClose }: { onClose(): void }) {
  return (
    <Dialog title="Keyboard shortcuts" onClose={onClose} className="shortcuts-dialog">
      <table className="shortcuts">
        <caption className="visually-hidden">Keys of the translation editor</caption>
        <thead>
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">What they do</th>
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
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="cell-note">On a Mac, Cmd works where Ctrl is written and Option where Alt is.</p>
    </Dialog>
  );
}
