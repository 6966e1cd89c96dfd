import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { canEditLocale, canReviewLocale } from "../../../common/auth";
import { BULK_ACTIONS, type BulkAction, type BulkInput, type BulkResult } from "../../../common/contracts/bulk";
import { MAX_REASON_LENGTH } from "../../../common/contracts/translations";
import { LOCALE_CODES, type LocaleCode, localeInfo } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { Dialog } from "../../components/admin/Dialog";
import { RunFooter } from "../../components/admin/RunFooter";
import { type AdminApi, adminKeys } from "../../lib/admin-api";
import { useSourceLocale } from "../../lib/app-config";
import { actionName, changeSentence, skippedSentence } from "./bulk";
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
  const i18n = useAdminI18n();
  const { t } = i18n;
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
  const asksReason = action === "request-changes";
  const withReason = asksReason ? { reason: reason.trim() } : {};
  const fields: { find?: string; replace?: string; from?: LocaleCode } =
    action === "replace" ? { find, replace } : action === "copy-from" ? { from } : {};
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
  const skipped = shownResult ? skippedSentence(i18n, shownResult) : null;

  const apply = () =>
    applyRun(
      () => api.bulk({ ...request, ...withReason, dryRun: false }),
      (result) => {
        setDone(result);
        announce(changeSentence(t, result));
      },
    );
  const undo = () => undoRun(done?.undoId, t("bulk.dialog.gone"));

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
    <Dialog title={t("bulk.dialog.title")} onClose={onClose} role="alertdialog" className="bulk-dialog">
      <fieldset className="bulk-options" disabled={busy || done !== null}>
        <legend className="visually-hidden">{t("bulk.dialog.legend")}</legend>
        <label htmlFor={ids.action}>{t("bulk.dialog.action")}</label>
        <select id={ids.action} value={action} onChange={(e) => setAction(e.target.value as BulkAction)}>
          {BULK_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {actionName(t, a)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.locale}>{t("common.language")}</label>
        {locale ? pick(ids.locale, locale, setLocale, locales) : <span>{t("bulk.dialog.noLanguage")}</span>}
        {fields.find !== undefined && (
          <>
            <label htmlFor={ids.find}>{t("bulk.dialog.find")}</label>
            <input id={ids.find} value={find} onChange={(e) => setFind(e.target.value)} />
            <label htmlFor={ids.replace}>{t("bulk.dialog.replaceWith")}</label>
            <input id={ids.replace} value={replace} onChange={(e) => setReplace(e.target.value)} />
          </>
        )}
        {fields.from !== undefined && (
          <>
            <label htmlFor={ids.from}>{t("bulk.dialog.copyFrom")}</label>
            {pick(ids.from, from, setFrom, LOCALE_CODES)}
          </>
        )}
        {asksReason && (
          <>
            <label htmlFor={ids.reason}>{t("bulk.dialog.reason")}</label>
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
      <p className="cell-note">{t("bulk.dialog.note")}</p>
      {dryRun.isError && ready && <p className="form-error">{failureReason(dryRun.error)}</p>}
      <RunFooter
        busy={busy}
        done={done !== null}
        progressLabel={t("bulk.dialog.progress")}
        progressText={t("bulk.dialog.progressText")}
        result={
          shownResult && (
            <>
              <p>
                <strong>{changeSentence(t, shownResult)}</strong>
              </p>
              {skipped && <p>{skipped}</p>}
            </>
          )
        }
        error={error}
        applyLabel={t("bulk.dialog.apply", { action: actionName(t, action), count: plan?.changed ?? 0 })}
        canApply={Boolean(plan && plan.changed > 0) && (action !== "request-changes" || reason.trim() !== "")}
        onApply={() => void apply()}
        canUndo={done?.undoId != null}
        onUndo={() => void undo()}
        onClose={onClose}
      >
        {plan && plan.refused.length > 0 && !done && (
          <ul className="bulk-refused" aria-label={t("bulk.dialog.refused")}>
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
