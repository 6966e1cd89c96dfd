import { useState } from "react";
import { createPortal } from "react-dom";
import type { XliffVersion } from "../../../common/contracts/formats";
import { LOCALES } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminKey } from "../../admin-i18n/keys";
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
  const admin = useEditor().user.role === "admin";
  const { t } = useAdminI18n();
  // The editor mounts after hydration, in the browser: the frame's slot is in the document by then.
  const [slot] = useState(() => document.getElementById(EDITOR_ACTIONS_ID));
  const actions = (
    <div className="toolbar-actions">
      <button type="button" className="button-quiet" onClick={onImport} title={t("editor.actions.import")}>
        <Icon name="lucide:upload" /> <span className="action-label">{t("editor.actions.import")}</span>
      </button>
      {onPretranslate && (
        <button
          type="button"
          className="button-quiet"
          onClick={onPretranslate}
          title={t("editor.actions.pretranslate")}
        >
          <Icon name="lucide:wand-sparkles" /> <span className="action-label">{t("editor.actions.pretranslate")}</span>
        </button>
      )}
      {onBulk && (
        <button type="button" className="button-quiet" onClick={onBulk} title={t("editor.actions.bulk")}>
          <Icon name="lucide:list-checks" /> <span className="action-label">{t("editor.actions.bulk")}</span>
        </button>
      )}
      {onCreateTask && (
        <button type="button" className="button-quiet" onClick={onCreateTask} title={t("editor.actions.createTask")}>
          <Icon name="lucide:clipboard-list" /> <span className="action-label">{t("editor.actions.createTask")}</span>
        </button>
      )}
      <ExportMenu api={api} />
      {admin && <BulkDeleteButton api={api} filters={filters} />}
      {admin && (
        <button type="button" className="button-quiet" onClick={onAddKey} title={t("editor.actions.addKey")}>
          <Icon name="lucide:plus" /> <span className="action-label">{t("editor.actions.addKey")}</span>
        </button>
      )}
    </div>
  );
  return slot ? createPortal(actions, slot) : actions;
}

/**
 * The export menu's formats; XLIFF, PO, ARB and Android hold one locale per file (no "All languages"), a
 * String Catalog every locale (or one). A format's
 * name is the same in every language; the two JSON shapes are worded (`label` is then a message).
 */
const EXPORTS: readonly {
  format: ImportFormat;
  label: string | { key: AdminKey };
  version?: XliffVersion;
  all?: true;
}[] = [
  { format: "nested-json", label: { key: "editor.actions.jsonNested" }, all: true },
  { format: "json", label: { key: "editor.actions.jsonFlat" }, all: true },
  { format: "csv", label: "CSV", all: true },
  { format: "xliff", label: "XLIFF 2.0", version: "2.0" },
  { format: "xliff", label: "XLIFF 1.2", version: "1.2" },
  { format: "po", label: "gettext PO" },
  { format: "arb", label: "Flutter ARB" },
  { format: "android", label: "Android strings.xml" },
  { format: "xcstrings", label: "Apple String Catalog", all: true },
];

function ExportMenu({ api }: { api: AdminApi }) {
  const { t } = useAdminI18n();
  return (
    <Menu
      end
      summary={
        <span title={t("editor.actions.export")}>
          <Icon name="lucide:download" /> <span className="action-label">{t("editor.actions.export")}</span>
        </span>
      }
    >
      <div className="menu-panel export-panel">
        {EXPORTS.map(({ format, label: name, version, all }) => {
          const label = typeof name === "string" ? name : t(name.key);
          return (
            <div key={format + (version ?? "")}>
              <p className="menu-heading">{label}</p>
              <ul>
                {all && (
                  <li className="export-all">
                    <a
                      href={api.exportUrl(format)}
                      download
                      aria-label={t("editor.actions.allLanguagesIn", { format: label })}
                    >
                      {t("editor.actions.allLanguages")}
                    </a>
                  </li>
                )}
                {LOCALES.map((l) => (
                  <li key={l.code}>
                    <a
                      href={api.exportUrl(format, l.code, version)}
                      download
                      aria-label={t("editor.actions.oneLanguageIn", { code: l.code, language: l.name, format: label })}
                    >
                      {l.code}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </Menu>
  );
}
