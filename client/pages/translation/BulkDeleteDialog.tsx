import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { MAX_BULK_DELETE_KEYS, MAX_PAGE_SIZE } from "../../../common/contracts/translations";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { ConfirmActions } from "../../components/admin/ConfirmActions";
import { Dialog } from "../../components/admin/Dialog";
import { Icon } from "../../components/Icon";
import type { AdminApi, ListParams } from "../../lib/admin-api";
import { useSourceLocale } from "../../lib/app-config";
import { useEditor } from "./context";
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
  const { t } = useAdminI18n();
  const label = t("bulk.deleteKeys.button");
  return (
    <>
      <button type="button" className="button-quiet" onClick={() => setOpened(filters)} title={label}>
        <Icon name="lucide:trash-2" /> <span className="action-label">{label}</span>
      </button>
      {opened && <BulkDeleteDialog api={api} filters={opened} onClose={() => setOpened(null)} />}
    </>
  );
}

function BulkDeleteDialog({ api, filters, onClose }: { api: AdminApi; filters: EditorFilters; onClose(): void }) {
  const { announce } = useEditor();
  const { t } = useAdminI18n();
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
      const message = t("bulk.deleteKeys.deleted", { keys: result.keys, translations: result.translations });
      setDone(message);
      announce(message);
      await invalidateLists(queryClient);
    });

  return (
    <Dialog title={t("bulk.deleteKeys.title")} onClose={onClose} role="alertdialog">
      {!plan && !loadError && (
        <p className="import-progress">
          <progress aria-label={t("bulk.deleteKeys.counting")} /> {t("bulk.deleteKeys.countingText")}
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
  const { t } = useAdminI18n();
  if (names.length === 0) return <p>{t("bulk.deleteKeys.none")}</p>;
  return (
    <>
      <p>
        {t("bulk.deleteKeys.plan", { keys: names.length, translations })}
        {comments ? <> {t("bulk.deleteKeys.comments", { count: comments })}</> : null}
        {total > names.length && <> {t("bulk.deleteKeys.onlyFirst", { keys: names.length, total })}</>}
      </p>
      <ul className="bulk-delete-keys" aria-label={t("bulk.deleteKeys.list")}>
        {names.slice(0, 50).map((name) => (
          <li key={name} className="key-name" translate="no">
            {name}
          </li>
        ))}
        {names.length > 50 && <li>{t("bulk.deleteKeys.more", { count: names.length - 50 })}</li>}
      </ul>
      <p className="form-error" role="alert">
        {error}
      </p>
      <ConfirmActions
        label={t("bulk.deleteKeys.confirm", { count: names.length })}
        danger
        disabled={busy}
        onConfirm={onConfirm}
        cancelLabel={t("common.cancel")}
        onCancel={onCancel}
      />
    </>
  );
}
