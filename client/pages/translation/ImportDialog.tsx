import { useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { canEditLocale } from "../../../common/auth";
import { FORMATS } from "../../../common/contracts/formats";
import { LOCALES, type LocaleCode } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { Dialog } from "../../components/admin/Dialog";
import { Icon } from "../../components/Icon";
import { type AdminApi, adminKeys, type ImportPreview } from "../../lib/admin-api";
import { useEditor } from "./context";
import { ImportHistory } from "./ImportHistory";
import { ImportPreviewTable } from "./ImportPreviewTable";
import { type Format, formatLabel, guessFile, importFailure, MAX_IMPORT_BYTES } from "./import-file";
import { invalidateLists } from "./KeyDialog";
import { useBusyAction } from "./use-busy-action";
import "./import.css";

const ACCEPT = ".json,.csv,.xlf,.xliff,.po,.arb,.xml,.xcstrings,application/json,text/csv,application/xliff+xml";

/** Import a file: the API's dry run shows what would change, then it is applied. */
export function ImportDialog({ api, onClose, fallback }: { api: AdminApi; onClose(): void; fallback: LocaleCode }) {
  const { user, announce } = useEditor();
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [format, setFormat] = useState<Format>("nested-json");
  const [locale, setLocale] = useState<LocaleCode | "">(fallback);
  const [since, setSince] = useState("");
  const [overwrite, setOverwrite] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [writing, setWriting] = useState(false);
  const { busy, error, setError, run: runBusy } = useBusyAction();
  // A rejected file names where it failed; other failures read as elsewhere in the editor.
  const run = (work: () => Promise<void>) =>
    runBusy(async () => {
      try {
        await work();
      } catch (e) {
        setError(importFailure(t, e));
      }
    });
  const editable = LOCALES.filter((l) => canEditLocale(user, l.code));

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setPreview(null);
    setDone(null);
    setError(null);
    if (!chosen) return setFile(null);
    if (chosen.size > MAX_IMPORT_BYTES) return setError(t("importing.dialog.tooLarge"));
    const content = await chosen.text();
    const guess = guessFile(chosen.name, content, fallback);
    if (!guess) return setError(t("importing.dialog.tmx"));
    setFile({ name: chosen.name, content });
    setFormat(guess.format);
    setLocale(guess.locale);
  }

  const input = () => ({
    format,
    content: file?.content ?? "",
    fileName: file?.name,
    locale: locale || undefined,
    since: since ? new Date(since).toISOString() : undefined,
  });

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t("importing.dialog.chooseFirst"));
    void run(async () => {
      setDone(null);
      setPreview(await api.previewImport(input()));
    });
  };
  const apply = () =>
    run(async () => {
      // One request writes the whole import: the progress is indeterminate, never made-up numbers.
      setWriting(true);
      announce(t("importing.dialog.writingAnnounce"));
      const result = await api
        .applyImport({ ...input(), overwriteConflicts: overwrite })
        .finally(() => setWriting(false));
      setPreview(null);
      const failed = result.publish?.failedTotal ?? 0;
      const count = result.written;
      setDone(t(failed ? "importing.dialog.importedWithErrors" : "importing.dialog.imported", { count, failed }));
      announce(t("importing.dialog.applied", { count }));
      await Promise.all([invalidateLists(queryClient), queryClient.invalidateQueries({ queryKey: adminKeys.imports })]);
    });

  return (
    <Dialog title={t("importing.dialog.title")} onClose={onClose} className="dialog-wide">
      <form className="dialog-form" onSubmit={check}>
        <p className="form-error" role="alert">
          {error}
        </p>
        <div className="field">
          <label htmlFor="import-file">{t("importing.dialog.file")}</label>
          <input id="import-file" type="file" accept={ACCEPT} onChange={choose} />
        </div>
        <div className="form-row">
          <div className="field">
            <label htmlFor="import-format">{t("importing.dialog.format")}</label>
            <select id="import-format" value={format} onChange={(e) => setFormat(e.target.value as Format)}>
              {FORMATS.map((f) => (
                <option key={f} value={f}>
                  {formatLabel(t, f)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="import-locale">{t("common.language")}</label>
            <select id="import-locale" value={locale} onChange={(e) => setLocale(e.target.value as LocaleCode | "")}>
              <option value="">{t("importing.dialog.namedByFile")}</option>
              {editable.map((l) => (
                <option key={l.code} value={l.code} lang={l.tag}>
                  {l.name} ({l.code})
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="import-since">{t("importing.dialog.since")}</label>
            <input
              id="import-since"
              type="datetime-local"
              value={since}
              onChange={(e) => setSince(e.target.value)}
              aria-describedby="import-since-hint"
            />
            <p id="import-since-hint" className="field-hint">
              {t("importing.dialog.sinceHint")}
            </p>
          </div>
        </div>
        <div className="dialog-actions">
          <button type="submit" className="button-quiet" disabled={busy || !file}>
            {t("importing.dialog.preview")}
          </button>
        </div>
      </form>
      {preview && <ImportPreviewTable preview={preview} />}
      {preview && <p className="field-hint">{t("importing.dialog.reviewNote")}</p>}
      {preview && (
        <div className="dialog-actions">
          {preview.counts.conflicting > 0 && (
            <label className="checkbox">
              <input type="checkbox" checked={overwrite} onChange={(e) => setOverwrite(e.target.checked)} />{" "}
              {t("importing.dialog.overwrite", { count: preview.counts.conflicting })}
            </label>
          )}
          <button type="button" className="button-primary" onClick={() => void apply()} disabled={busy}>
            <Icon name="lucide:upload" /> {t("importing.dialog.apply")}
          </button>
        </div>
      )}
      {writing && (
        <p className="import-progress">
          <progress aria-label={t("importing.dialog.writing")} /> {t("importing.dialog.writingText")}
        </p>
      )}
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      <ImportHistory api={api} />
    </Dialog>
  );
}
