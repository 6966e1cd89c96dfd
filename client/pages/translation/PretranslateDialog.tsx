import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { PretranslateResult } from "../../../common/contracts/suggestions";
import { type LocaleCode, localeInfo } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { Dialog } from "../../components/admin/Dialog";
import { RunFooter } from "../../components/admin/RunFooter";
import { type AdminApi, adminKeys } from "../../lib/admin-api";
import { useSourceLocale } from "../../lib/app-config";
import { useEditor } from "./context";
import { UndoImportDialog } from "./ImportHistory";
import { fillSentence, liveSentence, pretranslateFilter, skippedSentence } from "./pretranslate";
import { failureReason } from "./saver";
import type { EditorFilters } from "./url-state";
import { useUndoableRun } from "./use-undoable-run";
import "./bulk.css";

interface PretranslateDialogProps {
  api: AdminApi;
  /** The filters when the dialog opened: the keys it counts are the keys it fills. */
  filters: EditorFilters;
  /** The locales the account may edit (not the source), the first chosen at first. */
  locales: LocaleCode[];
  onClose(): void;
}

/**
 * "Pre-translate…" (docs/decisions/0062-suggestions.md): fills the empty translations of one locale
 * among the keys the filters select, from 100 % memory matches (and the machine, when one is
 * configured). It counts first (a dry run), says whether the texts go live, asks, then offers the
 * undo every import has.
 */
export function PretranslateDialog({ api, filters, locales, onClose }: PretranslateDialogProps) {
  const { announce } = useEditor();
  const i18n = useAdminI18n();
  const { t } = i18n;
  const source = useSourceLocale();
  const [filter] = useState(() => pretranslateFilter(filters, source, Date.now()));
  const [locale, setLocale] = useState<LocaleCode | undefined>(locales[0]);
  const [machine, setMachine] = useState(false);
  const [done, setDone] = useState<PretranslateResult | null>(null);
  const { busy, error, apply: applyRun, undo: undoRun, undoing } = useUndoableRun(api);
  const ids = { locale: useId(), machine: useId() };
  const stats = useQuery({ queryKey: adminKeys.stats, queryFn: ({ signal }) => api.stats(signal) });
  const provider = stats.data?.mt?.provider ?? null;
  const from = machine && provider ? (["memory", "machine"] as const) : (["memory"] as const);
  const dryRun = useQuery({
    queryKey: [...adminKeys.all, "pretranslate", locale, from, filter],
    queryFn: () => api.pretranslate({ locale: locale as LocaleCode, from: [...from], filter, dryRun: true }),
    enabled: Boolean(locale) && !done,
    gcTime: 0,
  });
  const plan = dryRun.data;
  const shown = done ?? plan;
  const skipped = plan && !done ? skippedSentence(i18n, plan) : null;
  const language = locale ? i18n.localeName(locale) : "";
  const planned = plan ? plan.fill.memory + plan.fill.machine : 0;

  const apply = () => {
    if (!locale) return;
    void applyRun(
      () => api.pretranslate({ locale, from: [...from], filter, dryRun: false }),
      (result) => {
        setDone(result);
        announce(t("bulk.pretranslate.announce", { language, result: fillSentence(t, result, provider) }));
      },
    );
  };
  const undo = () => undoRun(done?.id, t("bulk.pretranslate.gone"));

  if (undoing) return <UndoImportDialog api={api} record={undoing} onClose={onClose} />;
  return (
    <Dialog title={t("bulk.pretranslate.title")} onClose={onClose} role="alertdialog" className="pretranslate-dialog">
      {locales.length === 0 ? (
        <p>{t("bulk.pretranslate.noLanguage")}</p>
      ) : (
        <fieldset className="pretranslate-options" disabled={busy || done !== null}>
          <legend className="visually-hidden">{t("bulk.pretranslate.legend")}</legend>
          <label htmlFor={ids.locale}>{t("common.language")}</label>
          <select id={ids.locale} value={locale} onChange={(e) => setLocale(e.target.value as LocaleCode)}>
            {locales.map((code) => (
              <option key={code} value={code} lang={localeInfo(code).tag}>
                {localeInfo(code).name} ({code})
              </option>
            ))}
          </select>
          {provider && (
            <label className="checkbox" htmlFor={ids.machine}>
              <input
                id={ids.machine}
                type="checkbox"
                checked={machine}
                onChange={(e) => setMachine(e.target.checked)}
              />{" "}
              {t("bulk.pretranslate.machine", { provider })}
            </label>
          )}
        </fieldset>
      )}
      <p className="cell-note">{t("bulk.pretranslate.note")}</p>
      {dryRun.isFetching && !plan && <p>{t("bulk.pretranslate.counting")}</p>}
      {dryRun.isError && <p className="form-error">{failureReason(dryRun.error)}</p>}
      {/* One status: the count, the progress while it runs, then what it did. */}
      <RunFooter
        busy={busy}
        done={done !== null}
        progressLabel={t("bulk.pretranslate.progress", { language })}
        progressText={t("bulk.pretranslate.progressText", { language })}
        result={
          shown && (
            <>
              <p>
                <strong>{fillSentence(t, shown, provider)}</strong>
              </p>
              {skipped && <p>{skipped}</p>}
              {planned > 0 && <p>{liveSentence(t, shown.goesLive, language)}</p>}
            </>
          )
        }
        error={error}
        applyLabel={t("bulk.pretranslate.apply", { count: planned })}
        canApply={Boolean(plan) && planned > 0}
        onApply={apply}
        canUndo={done?.id != null}
        onUndo={() => void undo()}
        onClose={onClose}
      />
    </Dialog>
  );
}
