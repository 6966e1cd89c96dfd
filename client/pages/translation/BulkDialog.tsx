import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { canEditLocale, canReviewLocale } from "../../../common/auth";
import { BULK_ACTIONS, type BulkAction, type BulkInput, type BulkResult } from "../../../common/contracts/bulk";
import { MAX_REASON_LENGTH } from "../../../common/contracts/translations";
import { LOCALE_CODES, type LocaleCode, localeInfo } from "../../../common/locales";
import { Dialog } from "../../components/admin/Dialog";
import { RunFooter } from "../../components/admin/RunFooter";
import { type AdminApi, adminKeys } from "../../lib/admin-api";
import { useSourceLocale } from "../../lib/app-config";
import { ACTION_NAMES, changeSentence, skippedSentence } from "./bulk";
import { useEditor } from "./context";
import { UndoImportDialog } from "./ImportHistory";
import { pretranslateFilter } from "./pretranslate";
import { failureReason } from "./saver";
import type { EditorFilters } from "./url-state";
import { useUndoableRun } from "./use-undoable-run";
import "./bulk.css";

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
  const { busy, error, apply: applyRun, undo: undoRun, undoing } = useUndoableRun(api);
  const ids = { action: useId(), locale: useId(), find: useId(), replace: useId(), from: useId(), reason: useId() };
  // The reason goes with the run only: the preview counts without it.
  const withReason = action === "request-changes" ? { reason: reason.trim() } : {};
  const fields = action === "replace" ? { find, replace } : action === "copy-from" ? { from } : {};
  const request: BulkInput = { action, ...filter, ...(locale ? { locale } : {}), ...fields };
  const ready = Boolean(locale) && (action !== "replace" || find !== "") && (action !== "copy-from" || from !== locale);
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
    applyRun(
      () => api.bulk({ ...request, ...withReason, dryRun: false }),
      (result) => {
        setDone(result);
        announce(changeSentence(result));
      },
    );
  const undo = () => undoRun(done?.undoId, "The bulk action is no longer in the list of imports.");

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
      <RunFooter
        busy={busy}
        done={done !== null}
        progressLabel="Applying the bulk action"
        progressText="Applying…"
        result={
          shownResult && (
            <>
              <p>
                <strong>{changeSentence(shownResult)}</strong>
              </p>
              {skipped && <p>{skipped}</p>}
            </>
          )
        }
        error={error}
        applyLabel={
          <>
            {ACTION_NAMES[action]}: {plan?.changed ?? 0}
          </>
        }
        canApply={Boolean(plan && plan.changed > 0) && (action !== "request-changes" || reason.trim() !== "")}
        onApply={() => void apply()}
        canUndo={done?.undoId != null}
        onUndo={() => void undo()}
        onClose={onClose}
      >
        {plan && plan.refused.length > 0 && !done && (
          <ul className="bulk-refused" aria-label="Refused: the replacement would break these messages">
            {plan.refused.map((r) => (
              <li key={`${r.key}/${r.locale}`}>
                <code>{r.key}</code> ({r.locale}): {r.after}
              </li>
            ))}
          </ul>
        )}
      </RunFooter>
    </Dialog>
  );
}
