import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { MAX_BULK_DELETE_KEYS, MAX_PAGE_SIZE } from "../../../common/contracts/translations";
import { ConfirmActions } from "../../components/admin/ConfirmActions";
import { Dialog } from "../../components/admin/Dialog";
import { Icon } from "../../components/Icon";
import type { AdminApi, ListParams } from "../../lib/admin-api";
import { useSourceLocale } from "../../lib/app-config";
import { countOf, KEY, TRANSLATION } from "../../lib/count-words";
import { useEditor } from "./context";
import { commentsGoWithKeys } from "./count-sentences";
import { invalidateLists } from "./KeyDialog";
import { failureReason } from "./saver";
import { type EditorFilters, listParams } from "./url-state";
import { useBusyAction } from "./use-busy-action";
import "./bulk.css";

/** Every key name the filters show, a page of the list API at a time (at most MAX_BULK_DELETE_KEYS). */
async function shownKeys(api: AdminApi, params: ListParams): Promise<{ names: string[]; total: number }> {
  const names: string[] = [];
  for (let page = 1; ; page++) {
    const result = await api.list({ ...params, page, pageSize: MAX_PAGE_SIZE });
    names.push(...result.items.map((k) => k.name));
    const done = result.items.length === 0 || names.length >= Math.min(result.total, MAX_BULK_DELETE_KEYS);
    if (done) return { names: names.slice(0, MAX_BULK_DELETE_KEYS), total: result.total };
  }
}

interface Plan {
  names: string[];
  total: number;
  translations: number;
  /** The comments that go with the keys (docs/decisions/0065). */
  comments?: number | undefined;
}

/** "Delete shown keys…" (admins): deletes every key the current filters show, after a counted confirmation. */
export function BulkDeleteButton({ api, filters }: { api: AdminApi; filters: EditorFilters }) {
  // The filters as they were when the dialog opened: what it counted is what it deletes.
  const [opened, setOpened] = useState<EditorFilters | null>(null);
  return (
    <>
      <button type="button" className="button-quiet" onClick={() => setOpened(filters)} title="Delete shown keys…">
        <Icon name="lucide:trash-2" /> <span className="action-label">Delete shown keys…</span>
      </button>
      {opened && <BulkDeleteDialog api={api} filters={opened} onClose={() => setOpened(null)} />}
    </>
  );
}

function BulkDeleteDialog({ api, filters, onClose }: { api: AdminApi; filters: EditorFilters; onClose(): void }) {
  const { announce } = useEditor();
  const source = useSourceLocale();
  const queryClient = useQueryClient();
  const [plan, setPlan] = useState<Plan | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { busy, error, run } = useBusyAction();

  useEffect(() => {
    let live = true;
    (async () => {
      const { names, total } = await shownKeys(api, listParams(filters, [], Date.now(), source));
      const counted = names.length > 0 ? await api.deleteKeys(names) : { translations: 0, comments: 0 };
      if (live) setPlan({ names, total, translations: counted.translations, comments: counted.comments });
    })().catch((e: unknown) => live && setLoadError(failureReason(e)));
    return () => {
      live = false;
    };
  }, [api, filters, source]);

  const confirm = () =>
    run(async () => {
      if (!plan) return;
      const result = await api.deleteKeys(plan.names, plan.translations);
      const message = `Deleted ${countOf(result.keys, KEY)} and ${countOf(result.translations, TRANSLATION)}.`;
      setDone(message);
      announce(message);
      await invalidateLists(queryClient);
    });

  return (
    <Dialog title="Delete the keys shown?" onClose={onClose} role="alertdialog">
      {!plan && !loadError && (
        <p className="import-progress">
          <progress aria-label="Counting the keys" /> Counting the keys the filters show…
        </p>
      )}
      {loadError && <p className="form-error">{loadError}</p>}
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      {plan && !done && <BulkDeletePlan plan={plan} busy={busy} error={error} onConfirm={confirm} onCancel={onClose} />}
    </Dialog>
  );
}

function BulkDeletePlan(props: {
  plan: Plan;
  busy: boolean;
  error: string | null;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { plan, busy, error, onConfirm, onCancel } = props;
  const { names, total, translations, comments } = plan;
  if (names.length === 0) return <p>The filters show no keys: nothing to delete.</p>;
  return (
    <>
      <p>
        This deletes the {countOf(names.length, KEY)} the current filters show, with their{" "}
        {countOf(translations, TRANSLATION)} in every language. Visitors no longer see them; the history keeps every
        text.
        {comments ? ` ${commentsGoWithKeys(comments)}` : ""}
        {total > names.length && ` Only the first ${countOf(names.length, KEY)} of ${total.toLocaleString("en")} go.`}
      </p>
      <ul className="bulk-delete-keys" aria-label="Keys to delete">
        {names.slice(0, 50).map((name) => (
          <li key={name} className="key-name">
            {name}
          </li>
        ))}
        {names.length > 50 && <li>and {countOf(names.length - 50, KEY)} more</li>}
      </ul>
      <p className="form-error" role="alert">
        {error}
      </p>
      <ConfirmActions
        label={<>Delete {countOf(names.length, KEY)}</>}
        danger
        disabled={busy}
        onConfirm={onConfirm}
        cancelLabel="Cancel"
        onCancel={onCancel}
      />
    </>
  );
}
