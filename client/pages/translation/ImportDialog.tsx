import { useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { canEditLocale } from "../../../common/auth";
import { FORMAT_LABELS, FORMATS } from "../../../common/contracts/formats";
import { LOCALES, type LocaleCode } from "../../../common/locales";
import { Dialog } from "../../components/admin/Dialog";
import { Icon } from "../../components/Icon";
import { type AdminApi, adminKeys, type ImportPreview } from "../../lib/admin-api";
import { countOf, nounOf, TEXT } from "../../lib/count-words";
import { useEditor } from "./context";
import { ImportHistory } from "./ImportHistory";
import { ImportPreviewTable } from "./ImportPreviewTable";
import { type Format, guessFile, importFailure, MAX_IMPORT_BYTES } from "./import-file";
import { invalidateLists } from "./KeyDialog";
import { useBusyAction } from "./use-busy-action";
import "./import.css";

const ACCEPT = ".json,.csv,.xlf,.xliff,.po,.arb,application/json,text/csv,application/xliff+xml";

/** Import a file: the API's dry run shows what would change, then it is applied. */
export function ImportDialog({ api, onClose, fallback }: { api: AdminApi; onClose(): void; fallback: LocaleCode }) {
  const { user, announce } = useEditor();
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
        setError(importFailure(e));
      }
    });
  const editable = LOCALES.filter((l) => canEditLocale(user, l.code));

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setPreview(null);
    setDone(null);
    setError(null);
    if (!chosen) return setFile(null);
    if (chosen.size > MAX_IMPORT_BYTES) return setError("The file is larger than 5 MB: use npm run i18n:import.");
    const content = await chosen.text();
    const guess = guessFile(chosen.name, content, fallback);
    if (!guess) return setError("A TMX file is a translation memory: import it with npm run i18n:import or the API.");
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
    if (!file) return setError("Choose a file first.");
    void run(async () => {
      setDone(null);
      setPreview(await api.previewImport(input()));
    });
  };
  const apply = () =>
    run(async () => {
      // One request writes the whole import: the progress is indeterminate, never made-up numbers.
      setWriting(true);
      announce("Writing the import…");
      const result = await api
        .applyImport({ ...input(), overwriteConflicts: overwrite })
        .finally(() => setWriting(false));
      setPreview(null);
      const failed = result.publish?.failedTotal ?? 0;
      const unserved = failed
        ? ` ${countOf(failed, TEXT)} with errors stored and flagged, not published: visitors see the fallback for them.`
        : "";
      setDone(`Imported: ${countOf(result.written, TEXT)} written.${unserved}`);
      announce(`Import applied: ${countOf(result.written, TEXT)} written`);
      await Promise.all([invalidateLists(queryClient), queryClient.invalidateQueries({ queryKey: adminKeys.imports })]);
    });

  return (
    <Dialog title="Import translations" onClose={onClose} className="dialog-wide">
      <form className="dialog-form" onSubmit={check}>
        <p className="form-error" role="alert">
          {error}
        </p>
        <div className="field">
          <label htmlFor="import-file">
            File (JSON, nested JSON, CSV or i18next JSON) or an exchange file (XLIFF, gettext PO, Flutter ARB)
          </label>
          <input id="import-file" type="file" accept={ACCEPT} onChange={choose} />
        </div>
        <div className="form-row">
          <div className="field">
            <label htmlFor="import-format">Format</label>
            <select id="import-format" value={format} onChange={(e) => setFormat(e.target.value as Format)}>
              {FORMATS.map((f) => (
                <option key={f} value={f}>
                  {FORMAT_LABELS[f]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="import-locale">Language</label>
            <select id="import-locale" value={locale} onChange={(e) => setLocale(e.target.value as LocaleCode | "")}>
              <option value="">Named by the file</option>
              {editable.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name} ({l.code})
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="import-since">Exported at (optional)</label>
            <input
              id="import-since"
              type="datetime-local"
              value={since}
              onChange={(e) => setSince(e.target.value)}
              aria-describedby="import-since-hint"
            />
            <p id="import-since-hint" className="field-hint">
              Texts changed after this count as conflicts.
            </p>
          </div>
        </div>
        <div className="dialog-actions">
          <button type="submit" className="button-quiet" disabled={busy || !file}>
            Preview changes
          </button>
        </div>
      </form>
      {preview && <ImportPreviewTable preview={preview} />}
      {preview && (
        <p className="field-hint">
          The texts an import adds or changes need review; in a language set to publish only reviewed texts, visitors
          keep the approved ones until a reviewer approves the new ones. A changed source text marks its translations
          outdated.
        </p>
      )}
      {preview && (
        <div className="dialog-actions">
          {preview.counts.conflicting > 0 && (
            <label className="checkbox">
              <input type="checkbox" checked={overwrite} onChange={(e) => setOverwrite(e.target.checked)} /> Overwrite
              the {preview.counts.conflicting} conflicting {nounOf(preview.counts.conflicting, TEXT)}
            </label>
          )}
          <button type="button" className="button-primary" onClick={() => void apply()} disabled={busy}>
            <Icon name="lucide:upload" /> Apply import
          </button>
        </div>
      )}
      {writing && (
        <p className="import-progress">
          <progress aria-label="Writing the import" /> Writing the import… this takes a few seconds for large files.
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
