import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { canEditLocale } from "../../../common/auth";
import type { ImportRecord, UndoCell } from "../../../common/contracts/translation-responses";
import { DEFAULT_LOCALE, isLocaleCode, localeInfo } from "../../../common/locales";
import { Icon } from "../../components/Icon";
import { type AdminApi, adminKeys } from "../../lib/admin-api";
import { useEditor } from "./context";
import { Dialog } from "./Dialog";
import { invalidateLists } from "./KeyDialog";
import { ShownText } from "./RevertDialog";
import { failureReason } from "./saver";
import { useBusyAction } from "./use-busy-action";

const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

const importName = (record: ImportRecord) => record.fileName || `${record.format || "an"} import`;

/** The newest imports (in the person's locales) with "Undo import…" on those they may undo. */
export function ImportHistory({ api }: { api: AdminApi }) {
  const { user } = useEditor();
  const imports = useQuery({ queryKey: adminKeys.imports, queryFn: ({ signal }) => api.imports(signal) });
  const [undoing, setUndoing] = useState<ImportRecord | null>(null);
  const list = imports.data?.imports ?? [];
  return (
    <section className="import-history" aria-labelledby="import-history-title">
      <h3 id="import-history-title">Recent imports</h3>
      {imports.isPending && <p>Loading…</p>}
      {imports.isError && <p className="form-error">{failureReason(imports.error)}</p>}
      {imports.isSuccess && list.length === 0 && <p className="cell-note">No imports yet.</p>}
      {list.length > 0 && (
        <ol className="history-list">
          {list.map((record) => {
            const undoable = !record.undoneAt && record.locales.every((l) => isLocaleCode(l) && canEditLocale(user, l));
            return (
              <li key={record.id}>
                <p className="history-meta">
                  <time dateTime={record.at}>{when(record.at)}</time> · {record.actor} imported {importName(record)}:{" "}
                  {record.cells} {record.cells === 1 ? "text" : "texts"} in {record.locales.join(", ")}
                </p>
                {record.undoneAt ? (
                  <p className="cell-note">
                    Undone by {record.undoneBy} on <time dateTime={record.undoneAt}>{when(record.undoneAt)}</time>
                  </p>
                ) : (
                  undoable && (
                    <button type="button" className="button-small" onClick={() => setUndoing(record)}>
                      <Icon name="lucide:undo-2" /> Undo import…
                    </button>
                  )
                )}
              </li>
            );
          })}
        </ol>
      )}
      {undoing && <UndoImportDialog api={api} record={undoing} onClose={() => setUndoing(null)} />}
    </section>
  );
}

const STATUS: Record<UndoCell["status"], string> = {
  restore: "Restored",
  "changed-since": "Kept: changed since the import",
  "key-deleted": "Kept: key deleted",
};

/** The preview of an undo: every cell the import changed, before → after, then one confirmation. */
function UndoImportDialog({ api, record, onClose }: { api: AdminApi; record: ImportRecord; onClose(): void }) {
  const { announce } = useEditor();
  const queryClient = useQueryClient();
  const preview = useQuery({
    queryKey: [...adminKeys.imports, "undo", record.id],
    queryFn: ({ signal }) => api.undoPreview(record.id, signal),
    gcTime: 0,
  });
  const { busy, error, run } = useBusyAction();
  const [done, setDone] = useState<string | null>(null);
  const data = preview.data;
  const clears = data?.cells.filter((c) => c.clears).length ?? 0;

  const confirm = () =>
    run(async () => {
      if (!data) return;
      try {
        const result = await api.undoImport(record.id, data.basis);
        const message = `Import undone: ${result.restored} ${result.restored === 1 ? "text" : "texts"} restored.`;
        setDone(message);
        announce(message);
      } catch (e) {
        // A stale preview (409): the new one shows the cells as they are now, to confirm again.
        void preview.refetch();
        throw e;
      } finally {
        await Promise.all([
          invalidateLists(queryClient),
          queryClient.invalidateQueries({ queryKey: adminKeys.imports }),
          queryClient.invalidateQueries({ queryKey: [...adminKeys.all, "key"] }),
        ]);
      }
    });

  return (
    <Dialog
      title={`Undo the import of ${importName(record)}?`}
      onClose={onClose}
      role="alertdialog"
      className="dialog-wide"
    >
      {preview.isPending && <p>Loading…</p>}
      {preview.isError && <p className="form-error">{failureReason(preview.error)}</p>}
      {data && (
        <>
          <p>
            {record.actor} imported it on {when(record.at)}. Undoing it restores {data.restores}{" "}
            {data.restores === 1 ? "text" : "texts"} to what they were before
            {data.skipped > 0 && `; ${data.skipped} changed since are kept as they are`}. Keys it added stay.
          </p>
          {clears > 0 && (
            <p className="warning-note" role="note">
              <Icon name="lucide:triangle-alert" /> {clears} live {clears === 1 ? "text was" : "texts were"} empty
              before the import and will be emptied: visitors see the {localeInfo(DEFAULT_LOCALE).name} text instead.
            </p>
          )}
          <div className="table-scroll import-scroll">
            <table className="import-entries undo-entries">
              <caption className="visually-hidden">Texts the undo restores</caption>
              <thead>
                <tr>
                  <th scope="col">Key</th>
                  <th scope="col">Language</th>
                  <th scope="col">Live now</th>
                  <th scope="col">After the undo</th>
                  <th scope="col">What happens</th>
                </tr>
              </thead>
              <tbody>
                {data.cells.map((c) => (
                  <tr key={`${c.locale}|${c.key}`} className={`status-${c.status}`}>
                    <td className="key-name">{c.key}</td>
                    <td>{c.locale}</td>
                    <td>
                      <ShownText text={c.current} />
                    </td>
                    <td>
                      <ShownText text={c.after} />
                    </td>
                    <td>
                      {STATUS[c.status]}
                      {c.clears && " (emptied)"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="form-error" role="alert">
            {error}
          </p>
          {done || data.import.undoneAt ? (
            <p className="notice" role="status">
              {done ?? `Already undone by ${data.import.undoneBy} on ${when(data.import.undoneAt ?? "")}.`}
            </p>
          ) : (
            <div className="dialog-actions">
              <button
                type="button"
                className="button-danger"
                onClick={() => void confirm()}
                disabled={busy || data.restores === 0}
              >
                Undo import ({data.restores} {data.restores === 1 ? "text" : "texts"})
              </button>
              <button type="button" className="button-quiet" onClick={onClose}>
                Cancel
              </button>
            </div>
          )}
        </>
      )}
    </Dialog>
  );
}
