import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { canEditLocale } from "../../../common/auth";
import type { ImportRecord, UndoTranslation } from "../../../common/contracts/translation-responses";
import { DEFAULT_LOCALE, isLocaleCode } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminI18n } from "../../admin-i18n/translator";
import { AdminTable } from "../../components/admin/AdminTable";
import { ConfirmActions } from "../../components/admin/ConfirmActions";
import { Dialog } from "../../components/admin/Dialog";
import { Icon } from "../../components/Icon";
import { type AdminApi, adminKeys } from "../../lib/admin-api";
import { runName } from "./bulk";
import { useEditor } from "./context";
import { invalidateLists } from "./KeyDialog";
import { ShownText } from "./RevertDialog";
import { failureReason } from "./saver";
import { useBusyAction } from "./use-busy-action";
import "./import.css";
import "./history.css";

type Translate = AdminI18n["t"];

/** What undoing a bulk action's review change does to the translation (its text stays). */
const REVIEW_UNDONE = {
  approve: "importing.undo.approve",
  "needs-review": "importing.undo.needsReview",
  confirm: "importing.undo.confirm",
  "request-changes": "importing.undo.requestChanges",
} as const satisfies Record<NonNullable<UndoTranslation["review"]>, string>;

/** Whether a record is a file's import, not a pre-translation, propagation or bulk action (they undo alike). */
const isImport = (record: ImportRecord) => !record.kind || record.kind === "import";

/**
 * What a record is, as the messages that name it choose (`importing.history.entry`, `importing.undo.title`):
 * a pre-translation, a propagation, a bulk run (its action), a file (its name), or an import in a format.
 */
function recordValues(t: Translate, record: ImportRecord) {
  const kind =
    record.kind === "pretranslate" || record.kind === "propagate" || record.kind === "bulk"
      ? record.kind
      : record.fileName
        ? "file"
        : record.format
          ? "format"
          : "import";
  return { kind, file: record.fileName, format: record.format, action: runName(t, record.format) };
}

/** The newest imports (in the person's locales) with "Undo import…" on those they may undo. */
export function ImportHistory({ api }: { api: AdminApi }) {
  const { user } = useEditor();
  const { t, rich, dateTime, list: listOf } = useAdminI18n();
  const imports = useQuery({ queryKey: adminKeys.imports, queryFn: ({ signal }) => api.imports(signal) });
  const [undoing, setUndoing] = useState<ImportRecord | null>(null);
  const list = imports.data?.imports ?? [];
  return (
    <section className="import-history" aria-labelledby="import-history-title">
      <h3 id="import-history-title">{t("importing.history.title")}</h3>
      {imports.isPending && <p>{t("common.loading")}</p>}
      {imports.isError && <p className="form-error">{failureReason(imports.error)}</p>}
      {imports.isSuccess && list.length === 0 && <p className="cell-note">{t("importing.history.none")}</p>}
      {list.length > 0 && (
        <ol className="history-list">
          {list.map((record) => {
            const undoable = !record.undoneAt && record.locales.every((l) => isLocaleCode(l) && canEditLocale(user, l));
            return (
              <li key={record.id}>
                <p className="history-meta">
                  <time dateTime={record.at}>{dateTime(record.at)}</time> ·{" "}
                  {t("importing.history.entry", {
                    ...recordValues(t, record),
                    actor: record.actor,
                    count: record.cells,
                    locales: listOf(record.locales, "unit"),
                  })}
                </p>
                {record.undoneAt ? (
                  <p className="cell-note">
                    {rich("importing.history.undone", {
                      actor: record.undoneBy,
                      when: dateTime(record.undoneAt),
                      time: (chunks: ReactNode[]) => <time dateTime={record.undoneAt ?? ""}>{chunks}</time>,
                    })}
                  </p>
                ) : (
                  undoable && (
                    <button type="button" className="button-small" onClick={() => setUndoing(record)}>
                      <Icon name="lucide:undo-2" />{" "}
                      {t(isImport(record) ? "importing.history.undoImport" : "importing.history.undo")}
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

const STATUS = {
  restore: "importing.undo.restore",
  "changed-since": "importing.undo.changedSince",
  "key-deleted": "importing.undo.keyDeleted",
} as const satisfies Record<UndoTranslation["status"], string>;

/** The preview of an undo: every cell the import (or a pre-translation) changed, before → after, then one confirmation. */
export function UndoImportDialog({ api, record, onClose }: { api: AdminApi; record: ImportRecord; onClose(): void }) {
  const { announce } = useEditor();
  const { t, dateTime } = useAdminI18n();
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
        const values = { kind: kindOf(record), restored: result.restored, keys: result.removedKeys };
        const message = t(result.removedKeys > 0 ? "importing.undo.doneKeys" : "importing.undo.done", values);
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
      title={t("importing.undo.title", recordValues(t, record))}
      onClose={onClose}
      role="alertdialog"
      className="dialog-wide"
    >
      {preview.isPending && <p>{t("common.loading")}</p>}
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
            label={t("importing.undo.label")}
            caption={t("importing.undo.caption")}
            columns={[
              t("importing.undo.key"),
              t("common.language"),
              t("importing.undo.liveNow"),
              t("importing.undo.after"),
              t("importing.undo.what"),
            ]}
            className="import-entries undo-entries"
            scrollClassName="import-scroll"
          >
            {data.cells.map((c) => (
              <tr key={`${c.locale}|${c.key}`} className={`status-${c.status}`}>
                <td className="key-name" translate="no">
                  {c.key}
                </td>
                <td>{c.locale}</td>
                <td>
                  <ShownText text={c.current} />
                </td>
                <td>
                  <ShownText text={c.after} />
                </td>
                <td>
                  {t(STATUS[c.status])}
                  {c.clears && <> {t("importing.undo.emptied")}</>}
                  {c.review && <> {t(REVIEW_UNDONE[c.review])}</>}
                </td>
              </tr>
            ))}
          </AdminTable>
          <p className="form-error" role="alert">
            {error}
          </p>
          {data.import.undoneAt ? (
            <p className="notice" role="status">
              {t("importing.undo.already", { actor: data.import.undoneBy, when: dateTime(data.import.undoneAt) })}
            </p>
          ) : (
            <ConfirmActions
              label={t("importing.undo.confirmButton", { kind: kindOf(record), count: data.restores })}
              danger
              disabled={busy || (data.restores === 0 && data.removesKeys.length === 0)}
              onConfirm={() => void confirm()}
              cancelLabel={t("common.cancel")}
              onCancel={onClose}
            />
          )}
        </>
      )}
    </Dialog>
  );
}

/** "import" for a file's import, "run" for the rest: the words of the undo's messages. */
const kindOf = (record: ImportRecord) => (isImport(record) ? "import" : "run");

/** What the undo does, before it is confirmed. */
function UndoSummary(props: { record: ImportRecord; restores: number; skipped: number; keys: readonly string[] }) {
  const { record, restores, skipped, keys } = props;
  const { t, dateTime } = useAdminI18n();
  const values = { actor: record.actor, when: dateTime(record.at), restores, skipped };
  return (
    <p>
      {t(skipped > 0 ? "importing.undo.summaryKept" : "importing.undo.summary", values)}{" "}
      {keys.length > 0 ? t("importing.undo.removesKeys", { count: keys.length }) : t("importing.undo.removesNoKeys")}
    </p>
  );
}

/**
 * What visitors see where the undo empties a live text: a key the undo removes is gone; the
 * default locale's text only where the key keeps one (the preview knows that for the cells it
 * lists); else the key shows nothing. Never a promise the cells can't keep.
 */
function ClearsWarning({ cells, removed }: { cells: readonly UndoTranslation[]; removed: readonly string[] }) {
  const { t, localeName } = useAdminI18n();
  const gone = new Set(removed);
  const defaultAfter = new Map(cells.filter((c) => c.locale === DEFAULT_LOCALE).map((c) => [c.key, c.after]));
  const cleared = cells.filter((c) => c.clears);
  const inRemoved = cleared.filter((c) => gone.has(c.key)).length;
  const kept = cleared.filter((c) => !gone.has(c.key));
  const noFallback = kept.filter((c) => c.locale === DEFAULT_LOCALE || defaultAfter.get(c.key) === "").length;
  const language = localeName(DEFAULT_LOCALE);
  const parts = [t("importing.undo.clears", { count: cleared.length })];
  if (inRemoved > 0) parts.push(t("importing.undo.clearsRemoved", { count: inRemoved }));
  if (noFallback > 0) parts.push(t("importing.undo.clearsNoFallback", { count: noFallback, language }));
  if (kept.length > noFallback)
    parts.push(t("importing.undo.clearsFallback", { count: kept.length - noFallback, language }));
  return (
    <p className="warning-note" role="note">
      <Icon name="lucide:triangle-alert" /> {parts.join(" ")}
    </p>
  );
}
