import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { canEditLocale, canReviewLocale } from "../../../common/auth";
import { BULK_ACTIONS, type BulkAction, type BulkInput, type BulkResult } from "../../../common/contracts/bulk";
import type { ImportRecord } from "../../../common/contracts/translation-responses";
import { MAX_REASON_LENGTH } from "../../../common/contracts/translations";
import { LOCALE_CODES, type LocaleCode, localeInfo } from "../../../common/locales";
import { Icon } from "../../components/Icon";
import { type AdminApi, adminKeys } from "../../lib/admin-api";
import { useSourceLocale } from "../../lib/app-config";
import { ACTION_NAMES, changeSentence, skippedSentence } from "./bulk";
import { useEditor } from "./context";
import { Dialog } from "./Dialog";
import { UndoImportDialog } from "./ImportHistory";
import { invalidateLists } from "./KeyDialog";
import { pretranslateFilter } from "./pretranslate";
import { failureReason } from "./saver";
import type { EditorFilters } from "./url-state";
import { useBusyAction } from "./use-busy-action";

interface BulkDialogProps {
  api: AdminApi;
  /** The filters when the dialog opened: the keys it counts are the keys it changes. */
  filters: EditorFilters;
  /** The target languages the grid shows, offered first. */
  shown: LocaleCode[];
  onClose(): void;
}

/**
 * "Bulk…" (docs/decisions/0066-bulk-actions.md): one action over every translation the filters
 * select in one language. It counts first (a dry run) and says what it leaves alone and why,
 * applies with progress, then offers the undo every import has.
 */
export function BulkDialog({ api, filters, shown, onClose }: BulkDialogProps) {
  const { user, announce } = useEditor();
  const queryClient = useQueryClient();
  const source = useSourceLocale();
  const [filter] = useState(() => pretranslateFilter(filters, source, Date.now()));
  const [action, setAction] = useState<BulkAction>("approve");
  const reviews = action === "approve" || action === "request-changes";
  const may = (l: LocaleCode) => (reviews ? canReviewLocale(user, l) : canEditLocale(user, l));
  const ordered = [...shown, ...LOCALE_CODES.filter((l) => !shown.includes(l))];
  const locales = ordered.filter(may);
  const [chosen, setLocale] = useState<LocaleCode | undefined>(undefined);
  const locale = chosen && locales.includes(chosen) ? chosen : locales[0];
  const [find, setFind] = useState("");
  const [reason, setReason] = useState("");
  const [replace, setReplace] = useState("");
  const [from, setFrom] = useState<LocaleCode>(source);
  const [done, setDone] = useState<BulkResult | null>(null);
  const [undoing, setUndoing] = useState<ImportRecord | null>(null);
  const { busy, error, run } = useBusyAction();
  const ids = { action: useId(), locale: useId(), find: useId(), replace: useId(), from: useId(), reason: useId() };
  const fields = action === "replace" ? { find, replace } : action === "copy-from" ? { from } : {};
  const request: BulkInput = { action, ...filter, ...(locale ? { locale } : {}), ...fields };
  const ready = Boolean(locale) && (action !== "replace" || find !== "") && (action !== "copy-from" || from !== locale);
  // The reason goes with the run only: the preview counts without it.
  const canApply = action !== "request-changes" || reason.trim() !== "";
  const dryRun = useQuery({
    queryKey: [...adminKeys.all, "bulk", request],
    queryFn: () => api.bulk({ ...request, dryRun: true }),
    enabled: ready && !done,
    gcTime: 0,
  });
  const plan = ready ? dryRun.data : undefined;
  const shownResult = done ?? plan;
  const skipped = shownResult ? skippedSentence(shownResult) : null;

  const apply = () =>
    run(async () => {
      try {
        const withReason = action === "request-changes" ? { reason: reason.trim() } : {};
        const result = await api.bulk({ ...request, ...withReason, dryRun: false });
        setDone(result);
        announce(changeSentence(result));
      } finally {
        await Promise.all([
          invalidateLists(queryClient),
          queryClient.invalidateQueries({ queryKey: adminKeys.imports }),
        ]);
      }
    });
  const undo = () =>
    run(async () => {
      const record = (await api.imports()).imports.find((r) => r.id === done?.undoId);
      if (!record) throw new Error("The bulk action is no longer in the list of imports.");
      setUndoing(record);
    });

  if (undoing) return <UndoImportDialog api={api} record={undoing} onClose={onClose} />;
  const pick = (id: string, value: LocaleCode, onChange: (l: LocaleCode) => void, options: readonly LocaleCode[]) => (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value as LocaleCode)}>
      {options.map((code) => (
        <option key={code} value={code} lang={localeInfo(code).tag}>
          {localeInfo(code).name} ({code})
        </option>
      ))}
    </select>
  );
  return (
    <Dialog title="Bulk action" onClose={onClose} role="alertdialog" className="bulk-dialog">
      <fieldset className="bulk-options" disabled={busy || done !== null}>
        <legend className="visually-hidden">What to change</legend>
        <label htmlFor={ids.action}>Action</label>
        <select id={ids.action} value={action} onChange={(e) => setAction(e.target.value as BulkAction)}>
          {BULK_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {ACTION_NAMES[a]}
            </option>
          ))}
        </select>
        <label htmlFor={ids.locale}>Language</label>
        {locale ? pick(ids.locale, locale, setLocale, locales) : <span>None you may change this way</span>}
        {action === "replace" && (
          <>
            <label htmlFor={ids.find}>Find</label>
            <input id={ids.find} value={find} onChange={(e) => setFind(e.target.value)} />
            <label htmlFor={ids.replace}>Replace with</label>
            <input id={ids.replace} value={replace} onChange={(e) => setReplace(e.target.value)} />
          </>
        )}
        {action === "copy-from" && (
          <>
            <label htmlFor={ids.from}>Copy from</label>
            {pick(ids.from, from, setFrom, LOCALE_CODES)}
          </>
        )}
        {action === "request-changes" && (
          <>
            <label htmlFor={ids.reason}>What should change?</label>
            <textarea
              id={ids.reason}
              rows={2}
              maxLength={MAX_REASON_LENGTH}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </>
        )}
      </fieldset>
      <p className="cell-note">
        Every translation of the keys the editor's filters select, in one language. Text in arguments, branches and tags
        is never replaced. Deleting keys and pre-translating have their own actions in the toolbar.
      </p>
      {dryRun.isError && ready && <p className="form-error">{failureReason(dryRun.error)}</p>}
      <div role="status">
        {busy && !done ? (
          <p>
            <progress aria-label="Applying the bulk action" /> Applying…
          </p>
        ) : (
          shownResult && (
            <>
              <p>
                <strong>{changeSentence(shownResult)}</strong>
              </p>
              {skipped && <p>{skipped}</p>}
            </>
          )
        )}
      </div>
      {plan && plan.refused.length > 0 && !done && (
        <ul className="bulk-refused" aria-label="Refused: the replacement would break these messages">
          {plan.refused.map((r) => (
            <li key={`${r.key}/${r.locale}`}>
              <code>{r.key}</code> ({r.locale}): {r.after}
            </li>
          ))}
        </ul>
      )}
      <p className="form-error" role="alert">
        {error}
      </p>
      <div className="dialog-actions">
        {done ? (
          done.undoId !== null && (
            <button type="button" className="button-danger" disabled={busy} onClick={() => void undo()}>
              <Icon name="lucide:undo-2" /> Undo…
            </button>
          )
        ) : (
          <button
            type="button"
            className="button-primary"
            disabled={busy || !plan || plan.changed === 0 || !canApply}
            onClick={() => void apply()}
          >
            {ACTION_NAMES[action]}: {plan?.changed ?? 0}
          </button>
        )}
        <button type="button" className="button-quiet" onClick={onClose}>
          {done ? "Close" : "Cancel"}
        </button>
      </div>
    </Dialog>
  );
}
