import "./editor.css";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { useBlocker } from "react-router";
import { canEditLocale, canReviewLocale, type SessionAccount } from "../../../common/auth";
import { LOCALE_CODES, type LocaleCode, localeInfo } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { Dialog } from "../../components/admin/Dialog";
import { DialogFocusFallback } from "../../components/admin/ModalDialog";
import { adminApi } from "../../lib/admin-api";
import { useSourceLocale } from "../../lib/app-config";
import { useHttp } from "../../lib/use-http";
import { PHONE_QUERY, useMediaQuery } from "../../lib/use-media-query";
import { AddKeyDialog } from "./AddKeyDialog";
import { BulkDialog } from "./BulkDialog";
import { CreateTaskDialog } from "./CreateTaskDialog";
import { type Column, EditorContext, type EditorContextValue } from "./context";
import { browserStorage, DraftStorage } from "./draft-storage";
import { Grid } from "./Grid";
import { ImportDialog } from "./ImportDialog";
import { KeyDialog } from "./KeyDialog";
import { Announcer, LiveRegion } from "./LiveRegion";
import { PretranslateDialog } from "./PretranslateDialog";
import { createReviewActions } from "./review-actions";
import { ShortcutsDialog } from "./ShortcutsDialog";
import { createSaver } from "./saver";
import { cellId, EditorStore } from "./store";
import { TaskBar } from "./TaskBar";
import { Toolbar } from "./Toolbar";
import { defaultColumns, listParams, visibleColumns } from "./url-state";
import { useReferenceLocales } from "./use-reference-locales";
import { useUrlFilters } from "./use-url-filters";

/** A dialog's opener may be gone (a deleted key's row): then the grid's active cell takes focus. */
const activeGridCell = () => document.querySelector<HTMLElement>('[role=grid] [tabindex="0"]');

/** The languages' own names (as the grid's column headers show them). */
const names = (codes: readonly LocaleCode[]) => codes.map((c) => localeInfo(c).name);

type EditorDialog = "add" | "import" | "shortcuts" | "pretranslate" | "bulk" | "task";

/** The translation editor: toolbar, grid and dialogs around one store of unsaved texts. */
export function Editor({ user: sessionUser }: { user: SessionAccount }) {
  // The admin loader hands a new object on every navigation; the account itself rarely changes.
  const userKey = JSON.stringify(sessionUser);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by value on purpose.
  const user = useMemo(() => sessionUser, [userKey]);
  const { t, rich, list } = useAdminI18n();
  const http = useHttp();
  const api = useMemo(() => adminApi(http), [http]);
  const queryClient = useQueryClient();
  const source = useSourceLocale();
  const defaultCols = useMemo(() => defaultColumns(user, source), [user, source]);
  const { filters, update } = useUrlFilters(defaultCols);
  const [{ store, restored }] = useState(() => restoreDrafts(sessionUser.id));
  const [announcer] = useState(() => new Announcer());
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const shows = (which: EditorDialog) => dialog === which;
  const [reference, setReference] = useReferenceLocales(sessionUser.id);
  const [activeLocale, setActiveLocale] = useState<LocaleCode | null>(null);

  const editable = useMemo(() => LOCALE_CODES.filter((l) => canEditLocale(user, l)), [user]);
  // "Create task" (decision 0078): for an admin, or a reviewer of some locale besides the source.
  const handsOutTasks = LOCALE_CODES.some((l) => l !== source && canReviewLocale(user, l));
  const saver = useMemo(
    () => createSaver(store, api, queryClient, announcer.announce, t),
    [store, api, queryClient, announcer, t],
  );
  const review = useMemo(
    () => createReviewActions(api, queryClient, announcer.announce, t),
    [api, queryClient, announcer, t],
  );
  const highlight = filters.q;
  const editor = useMemo(() => {
    const readOnlyReason = (locale: LocaleCode) =>
      canEditLocale(user, locale) ? null : t("editor.readOnly.reason", { locales: list(names(editable)) });
    return {
      user,
      store,
      saver,
      review,
      announce: announcer.announce,
      openKey: setOpenKey,
      showShortcuts: () => setDialog("shortcuts"),
      readOnlyReason,
      highlight,
    };
  }, [user, store, saver, review, announcer, editable, highlight, t, list]);
  const outer = useMemo<EditorContextValue>(
    () => ({ ...editor, startEdit() {}, finishEdit() {}, focusCell() {} }),
    [editor],
  );

  // A phone shows the source and one target (the first shown); grid.css hides the rest as well.
  const phone = useMediaQuery(PHONE_QUERY);
  const allShown = useMemo(() => visibleColumns(filters, source), [filters, source]);
  // Reference languages sit beside the source on a desktop; a phone keeps to the source and one target.
  const shown = useMemo(() => {
    if (phone) return allShown.slice(0, 1);
    const refs = reference.filter((l) => l !== source && !allShown.includes(l));
    return [...refs, ...allShown];
  }, [phone, allShown, reference, source]);
  const columns = useMemo<Column[]>(
    () =>
      [source, ...shown].map((locale) => ({
        locale,
        source: locale === source,
        editable: canEditLocale(user, locale),
        reference: locale !== source && !allShown.includes(locale),
      })),
    [source, shown, user, allShown],
  );
  // "Changed in the last 24 hours" counts from when the filter was chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the window changes.
  const now = useMemo(() => Date.now(), [filters.changed]);
  const params = useMemo(() => listParams(filters, shown, now, source), [filters, shown, now, source]);

  // Pre-translation targets: the editable columns shown first (the first is the dialog's choice).
  const pretranslatable = useMemo(() => {
    const targets = editable.filter((l) => l !== source);
    return [...allShown.filter((l) => targets.includes(l)), ...targets.filter((l) => !allShown.includes(l))];
  }, [editable, source, allShown]);

  const onActiveLocale = useCallback((locale: LocaleCode | null) => setActiveLocale(locale), []);
  const previewLocale = activeLocale && activeLocale !== source ? activeLocale : (allShown[0] ?? null);

  useEffect(() => {
    if (restored > 0) announcer.announce(t("editor.drafts.restored", { count: restored }));
  }, [restored, announcer, t]);

  return (
    <EditorContext value={outer}>
      <DialogFocusFallback value={activeGridCell}>
        <div className="editor">
          <Toolbar
            api={api}
            filters={filters}
            onChange={update}
            target={allShown[0] ?? null}
            reference={reference}
            onReference={setReference}
            previewLocale={previewLocale}
            onAddKey={() => setDialog("add")}
            onImport={() => setDialog("import")}
            onPretranslate={pretranslatable.length > 0 && !phone ? () => setDialog("pretranslate") : undefined}
            onBulk={editable.length > 0 && !phone ? () => setDialog("bulk") : undefined}
            onCreateTask={handsOutTasks ? () => setDialog("task") : undefined}
          />
          {filters.task && <TaskBar id={filters.task} onLeave={() => update({ task: undefined })} />}
          {editable.length < LOCALE_CODES.length && (
            <p className="editor-note">
              {t(user.role !== "admin" ? "editor.readOnly.noteNotAdmin" : "editor.readOnly.note", {
                locales: list(names(editable)),
              })}
            </p>
          )}
          {restored > 0 && (
            <p className="editor-note">
              {rich("editor.drafts.kept", { count: restored, b: (chunks: ReactNode) => <strong>{chunks}</strong> })}
            </p>
          )}
          <Grid api={api} params={params} columns={columns} editor={editor} onActiveLocale={onActiveLocale} />
          <LiveRegion announcer={announcer} />
          {openKey && (
            <KeyDialog
              api={api}
              name={openKey}
              locale={previewLocale ?? source}
              source={source}
              onClose={() => setOpenKey(null)}
              onRenamed={(to) => {
                // A search for the old name follows the key to its new one.
                if (filters.q === openKey) update({ q: to });
                setOpenKey(to);
              }}
            />
          )}
          {shows("add") && (
            <AddKeyDialog
              api={api}
              onClose={() => setDialog(null)}
              onCreated={(name) => {
                setDialog(null);
                update({
                  q: name,
                  missing: null,
                  changed: null,
                  problem: null,
                  usage: null,
                  state: null,
                  stateLocale: null,
                  question: undefined,
                  task: undefined,
                });
              }}
            />
          )}
          {shows("import") && (
            <ImportDialog
              api={api}
              onClose={() => setDialog(null)}
              fallback={allShown.find((l) => editable.includes(l)) ?? editable[0] ?? source}
            />
          )}
          {shows("pretranslate") && (
            <PretranslateDialog api={api} filters={filters} locales={pretranslatable} onClose={() => setDialog(null)} />
          )}
          {shows("bulk") && <BulkDialog api={api} filters={filters} shown={allShown} onClose={() => setDialog(null)} />}
          {shows("task") && <CreateTaskDialog filters={filters} shown={allShown} onClose={() => setDialog(null)} />}
          {shows("shortcuts") && <ShortcutsDialog onClose={() => setDialog(null)} />}
          <UnsavedGuard store={store} />
        </div>
      </DialogFocusFallback>
    </EditorContext>
  );
}

/** The store of unsaved texts, with the account's drafts left in this browser put back (draft-storage.ts). */
function restoreDrafts(account: number): { store: EditorStore; restored: number } {
  const storage = new DraftStorage(browserStorage(), account);
  const store = new EditorStore(storage.write);
  const drafts = storage.restore();
  for (const draft of drafts) store.setDraft(cellId(draft.key, draft.locale), draft);
  return { store, restored: drafts.length };
}

/** Leaving the editor with unsaved texts asks first (in the app and when the tab closes). */
function UnsavedGuard({ store }: { store: EditorStore }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && store.drafts().length > 0,
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (store.drafts().length > 0) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [store]);
  const { t } = useAdminI18n();
  if (blocker.state !== "blocked") return null;
  const count = store.drafts().length;
  return (
    <Dialog title={t("editor.leave.title")} onClose={() => blocker.reset()} role="alertdialog">
      <p>{t("editor.leave.body", { count })}</p>
      <div className="dialog-actions">
        <button type="button" className="button-primary" onClick={() => blocker.reset()}>
          {t("editor.leave.stay")}
        </button>
        <button type="button" className="button-danger" onClick={() => blocker.proceed()}>
          {t("editor.leave.leave")}
        </button>
      </div>
    </Dialog>
  );
}
