import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { canEditLocale } from "../../../common/auth";
import type { ImportRecord, UndoTranslation } from "../../../common/contracts/translation-responses";
import { DEFAULT_LOCALE, isLocaleCode, localeInfo } from "../../../common/locales";
import { AdminTable } from "../../components/admin/AdminTable";
import { ConfirmActions } from "../../components/admin/ConfirmActions";
import { Dialog } from "../../components/admin/Dialog";
import { Icon } from "../../components/Icon";
import { type AdminApi, adminKeys } from "../../lib/admin-api";
import { countOf, KEY, LIVE_TEXT, nounOf, TEXT } from "../../lib/count-words";
import { useEditor } from "./context";
import { invalidateLists } from "./KeyDialog";
import { ShownText } from "./RevertDialog";
import { failureReason } from "./saver";
import { useBusyAction } from "./use-busy-action";
import "./import.css";
import "./history.css";

const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

const importName = (record: ImportRecord) =>
  record.kind === "pretranslate"
    ? "a pre-translation"
    : record.kind === "propagate"
      ? "a propagation"
      : record.kind === "bulk"
        ? `a bulk ${record.format || "action"}`
        : record.fileName || `${record.format || "an"} import`;

/** What undoing a bulk action's review change does to the translation (its text stays). */
const REVIEW_UNDONE: Record<NonNullable<UndoTranslation["review"]>, string> = {
  approve: "its approval is withdrawn",
  "needs-review": "its approval comes back",
  confirm: "it is outdated again",
  "request-changes": "the request for changes is withdrawn",
};

/** Whether a record is a file's import, not a pre-translation, propagation or bulk action (they undo alike). */
const isImport = (record: ImportRecord) => !record.kind || record.kind === "import";

/** "the import of x.json", or "a pre-translation" (bulk runs undo as imports do). */
const undoName = (record: ImportRecord) =>
  isImport(record) ? `the import of ${importName(record)}` : importName(record);

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
                  <time dateTime={record.at}>{when(record.at)}</time> · {record.actor}{" "}
                  {record.kind && record.kind !== "import" ? "ran" : "imported"} {importName(record)}:{" "}
                  {countOf(record.cells, TEXT)} in {record.locales.join(", ")}
                </p>
                {record.undoneAt ? (
                  <p className="cell-note">
                    Undone by {record.undoneBy} on <time dateTime={record.undoneAt}>{when(record.undoneAt)}</time>
                  </p>
                ) : (
                  undoable && (
                    <button type="button" className="button-small" onClick={() => setUndoing(record)}>
                      <Icon name="lucide:undo-2" /> {isImport(record) ? "Undo import…" : "Undo…"}
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

const STATUS: Record<UndoTranslation["status"], string> = {
  restore: "Restored",
  "changed-since": "Kept: changed since the import",
  "key-deleted": "Kept: key deleted",
};

/** The preview of an undo: every cell the import (or a pre-translation) changed, before → after, then one confirmation. */
export function UndoImportDialog({ api, record, onClose }: { api: AdminApi; record: ImportRecord; onClose(): void }) {
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
        const keys = result.removedKeys > 0 ? `; ${countOf(result.removedKeys, KEY)} it created removed` : "";
        const what = isImport(record) ? "Import undone" : "Undone";
        const message = `${what}: ${countOf(result.restored, TEXT)} restored${keys}.`;
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
    <Dialog title={`Undo ${undoName(record)}?`} onClose={onClose} role="alertdialog" className="dialog-wide">
      {preview.isPending && <p>Loading…</p>}
      {preview.isError && <p className="form-error">{failureReason(preview.error)}</p>}
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      {data && !done && (
        <>
          <UndoSummary record={record} restores={data.restores} skipped={data.skipped} keys={data.removesKeys} />
          {clears > 0 && <ClearsWarning cells={data.cells} removed={data.removesKeys} />}
          <AdminTable
            label="Texts the undo restores, scrolling"
            caption="Texts the undo restores"
            columns={["Key", "Language", "Live now", "After the undo", "What happens"]}
            className="import-entries undo-entries"
            scrollClassName="import-scroll"
          >
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
                  {c.review && ` (${REVIEW_UNDONE[c.review]})`}
                </td>
              </tr>
            ))}
          </AdminTable>
          <p className="form-error" role="alert">
            {error}
          </p>
          {data.import.undoneAt ? (
            <p className="notice" role="status">
              Already undone by {data.import.undoneBy} on {when(data.import.undoneAt)}.
            </p>
          ) : (
            <ConfirmActions
              label={
                <>
                  {isImport(record) ? "Undo import" : "Undo"} ({countOf(data.restores, TEXT)})
                </>
              }
              danger
              disabled={busy || (data.restores === 0 && data.removesKeys.length === 0)}
              onConfirm={() => void confirm()}
              cancelLabel="Cancel"
              onCancel={onClose}
            />
          )}
        </>
      )}
    </Dialog>
  );
}

/** What the undo does, before it is confirmed. */
function UndoSummary(props: { record: ImportRecord; restores: number; skipped: number; keys: readonly string[] }) {
  const { record, restores, skipped, keys } = props;
  return (
    <p>
      {record.actor} imported it on {when(record.at)}. Undoing it restores {countOf(restores, TEXT)} to what{" "}
      {restores === 1 ? "it was" : "they were"} before, with {restores === 1 ? "its" : "their"} review state, reviewer
      and outdated mark
      {skipped > 0 &&
        `; ${countOf(skipped, TEXT)} changed since ${skipped === 1 ? "is" : "are"} kept as ${skipped === 1 ? "it is" : "they are"}`}
      .{" "}
      {keys.length > 0
        ? `It removes the ${countOf(keys.length, KEY)} the import created that nothing changed since.`
        : "It removes no keys."}
    </p>
  );
}

/**
 * What visitors see where the undo empties a live text: a key the undo removes is gone; the
 * default locale's text only where the key keeps one (the preview knows that for the cells it
 * lists); else the key shows nothing. Never a promise the cells can't keep.
 */
function ClearsWarning({ cells, removed }: { cells: readonly UndoTranslation[]; removed: readonly string[] }) {
  const gone = new Set(removed);
  const defaultAfter = new Map(cells.filter((c) => c.locale === DEFAULT_LOCALE).map((c) => [c.key, c.after]));
  const cleared = cells.filter((c) => c.clears);
  const inRemoved = cleared.filter((c) => gone.has(c.key)).length;
  const kept = cleared.filter((c) => !gone.has(c.key));
  const noFallback = kept.filter((c) => c.locale === DEFAULT_LOCALE || defaultAfter.get(c.key) === "").length;
  const fallback = localeInfo(DEFAULT_LOCALE).name;
  const parts: string[] = [];
  if (inRemoved > 0) parts.push(`${countOf(inRemoved, TEXT)} go with the keys the undo removes.`);
  if (noFallback > 0)
    parts.push(
      `${countOf(noFallback, TEXT)} will have no ${fallback} text to fall back on: visitors see nothing there.`,
    );
  if (kept.length > noFallback)
    parts.push(
      `For the other ${countOf(kept.length - noFallback, TEXT)}, visitors see the ${fallback} text where the key has one, else nothing.`,
    );
  return (
    <p className="warning-note" role="note">
      <Icon name="lucide:triangle-alert" /> {countOf(cleared.length, LIVE_TEXT)}{" "}
      {nounOf(cleared.length, ["was", "were"])} empty before the import and will be emptied. {parts.join(" ")}
    </p>
  );
}
