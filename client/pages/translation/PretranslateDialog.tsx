import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { PretranslateResult } from "../../../common/contracts/suggestions";
import type { ImportRecord } from "../../../common/contracts/translation-responses";
import { type LocaleCode, localeInfo } from "../../../common/locales";
import { Icon } from "../../components/Icon";
import { type AdminApi, adminKeys } from "../../lib/admin-api";
import { useSourceLocale } from "../../lib/app-config";
import { useEditor } from "./context";
import { Dialog } from "./Dialog";
import { UndoImportDialog } from "./ImportHistory";
import { invalidateLists } from "./KeyDialog";
import { fillSentence, liveSentence, pretranslateFilter, skippedSentence } from "./pretranslate";
import { failureReason } from "./saver";
import type { EditorFilters } from "./url-state";
import { useBusyAction } from "./use-busy-action";

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
  const queryClient = useQueryClient();
  const source = useSourceLocale();
  const [filter] = useState(() => pretranslateFilter(filters, source, Date.now()));
  const [locale, setLocale] = useState<LocaleCode | undefined>(locales[0]);
  const [machine, setMachine] = useState(false);
  const [done, setDone] = useState<PretranslateResult | null>(null);
  const [undoing, setUndoing] = useState<ImportRecord | null>(null);
  const { busy, error, run } = useBusyAction();
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
  const skipped = plan && !done ? skippedSentence(plan) : null;
  const name = locale ? localeInfo(locale).name : "";
  const planned = plan ? plan.fill.memory + plan.fill.machine : 0;

  const apply = () =>
    run(async () => {
      if (!locale) return;
      try {
        const result = await api.pretranslate({ locale, from: [...from], filter, dryRun: false });
        setDone(result);
        announce(`Pre-translation of ${name}: ${fillSentence(result, provider)}`);
      } finally {
        await Promise.all([
          invalidateLists(queryClient),
          queryClient.invalidateQueries({ queryKey: adminKeys.imports }),
        ]);
      }
    });
  const undo = () =>
    run(async () => {
      const id = done?.id;
      const record = (await api.imports()).imports.find((r) => r.id === id);
      if (!record) throw new Error("The pre-translation is no longer in the list of imports.");
      setUndoing(record);
    });

  if (undoing) return <UndoImportDialog api={api} record={undoing} onClose={onClose} />;
  return (
    <Dialog title="Pre-translate" onClose={onClose} role="alertdialog" className="pretranslate-dialog">
      {locales.length === 0 ? (
        <p>Your account edits no language to pre-translate.</p>
      ) : (
        <fieldset className="pretranslate-options" disabled={busy || done !== null}>
          <legend className="visually-hidden">What to fill</legend>
          <label htmlFor={ids.locale}>Language</label>
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
              Also machine-translate the rest ({provider}, at most 100 a run)
            </label>
          )}
        </fieldset>
      )}
      <p className="cell-note">Only empty translations among the keys the editor's filters select are filled.</p>
      {dryRun.isFetching && !plan && <p>Counting…</p>}
      {dryRun.isError && <p className="form-error">{failureReason(dryRun.error)}</p>}
      {/* One status: the count, the progress while it runs, then what it did. */}
      <div role="status">
        {busy && !done ? (
          <p>
            <progress aria-label={`Pre-translating ${name}`} /> Pre-translating {name}…
          </p>
        ) : (
          shown && (
            <>
              <p>
                <strong>{fillSentence(shown, provider)}</strong>
              </p>
              {skipped && <p>{skipped}</p>}
              {planned > 0 && <p>{liveSentence(shown.goesLive, name)}</p>}
            </>
          )
        )}
      </div>
      <p className="form-error" role="alert">
        {error}
      </p>
      <div className="dialog-actions">
        {done ? (
          done.id !== null && (
            <button type="button" className="button-danger" disabled={busy} onClick={() => void undo()}>
              <Icon name="lucide:undo-2" /> Undo…
            </button>
          )
        ) : (
          <button
            type="button"
            className="button-primary"
            disabled={busy || !plan || planned === 0}
            onClick={() => void apply()}
          >
            Fill {planned} {planned === 1 ? "text" : "texts"}
          </button>
        )}
        <button type="button" className="button-quiet" onClick={onClose}>
          {done ? "Close" : "Cancel"}
        </button>
      </div>
    </Dialog>
  );
}
