import { useState } from "react";
import { createPortal } from "react-dom";
import type { XliffVersion } from "../../../common/contracts/formats";
import { LOCALES } from "../../../common/locales";
import { Icon } from "../../components/Icon";
import type { AdminApi, ImportFormat } from "../../lib/admin-api";
import { EDITOR_ACTIONS_ID } from "../TranslationFrame";
import { BulkDeleteButton } from "./BulkDeleteDialog";
import { useEditor } from "./context";
import { Menu } from "./ToolbarMenu";
import type { EditorFilters } from "./url-state";

export interface ToolbarActionsProps {
  api: AdminApi;
  filters: EditorFilters;
  onAddKey(): void;
  onImport(): void;
  onPretranslate?: (() => void) | undefined;
  onBulk?: (() => void) | undefined;
  onCreateTask?: (() => void) | undefined;
}

/**
 * The editor's actions (Import, Pre-translate…, Bulk…, Create task, Export, Delete shown keys…, Add key), on the
 * page title's line (TranslationFrame's slot), where they have room for their words: toolbar.css
 * shows each with its icon and word on a wide screen, its icon alone on a narrow one, the word then
 * still its name (read out, and a tooltip). Inline in the toolbar when the page has no slot.
 */
export function ToolbarActions(props: ToolbarActionsProps) {
  const { api, filters, onAddKey, onImport, onPretranslate, onBulk, onCreateTask } = props;
  const { user } = useEditor();
  // The editor mounts after hydration, in the browser: the frame's slot is in the document by then.
  const [slot] = useState(() => document.getElementById(EDITOR_ACTIONS_ID));
  const actions = (
    <div className="toolbar-actions">
      <button type="button" className="button-quiet" onClick={onImport} title="Import">
        <Icon name="lucide:upload" /> <span className="action-label">Import</span>
      </button>
      {onPretranslate && (
        <button type="button" className="button-quiet" onClick={onPretranslate} title="Pre-translate…">
          <Icon name="lucide:wand-sparkles" /> <span className="action-label">Pre-translate…</span>
        </button>
      )}
      {onBulk && (
        <button type="button" className="button-quiet" onClick={onBulk} title="Bulk…">
          <Icon name="lucide:list-checks" /> <span className="action-label">Bulk…</span>
        </button>
      )}
      {onCreateTask && (
        <button type="button" className="button-quiet" onClick={onCreateTask} title="Create task">
          <Icon name="lucide:clipboard-list" /> <span className="action-label">Create task</span>
        </button>
      )}
      <ExportMenu api={api} />
      {user.role === "admin" && <BulkDeleteButton api={api} filters={filters} />}
      {user.role === "admin" && (
        <button type="button" className="button-quiet" onClick={onAddKey} title="Add key">
          <Icon name="lucide:plus" /> <span className="action-label">Add key</span>
        </button>
      )}
    </div>
  );
  return slot ? createPortal(actions, slot) : actions;
}

/** The export menu's formats; XLIFF, PO and ARB hold one locale per file (no "All languages"). */
const EXPORTS: readonly { format: ImportFormat; label: string; version?: XliffVersion; all?: true }[] = [
  { format: "nested-json", label: "JSON, nested", all: true },
  { format: "json", label: "JSON, flat", all: true },
  { format: "csv", label: "CSV", all: true },
  { format: "xliff", label: "XLIFF 2.0", version: "2.0" },
  { format: "xliff", label: "XLIFF 1.2", version: "1.2" },
  { format: "po", label: "gettext PO" },
  { format: "arb", label: "Flutter ARB" },
];

function ExportMenu({ api }: { api: AdminApi }) {
  return (
    <Menu
      end
      summary={
        <span title="Export">
          <Icon name="lucide:download" /> <span className="action-label">Export</span>
        </span>
      }
    >
      <div className="menu-panel export-panel">
        {EXPORTS.map(({ format, label, version, all }) => (
          <div key={label}>
            <p className="menu-heading">{label}</p>
            <ul>
              {all && (
                <li className="export-all">
                  <a href={api.exportUrl(format)} download aria-label={`All languages, ${label}`}>
                    All languages
                  </a>
                </li>
              )}
              {LOCALES.map((l) => (
                <li key={l.code}>
                  <a
                    href={api.exportUrl(format, l.code, version)}
                    download
                    aria-label={`${l.code}: ${l.name}, ${label}`}
                  >
                    {l.code}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Menu>
  );
}
