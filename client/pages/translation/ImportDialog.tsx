import { useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { canEditLocale } from "../../../common/auth";
import type { ImportPreview, ImportStatus } from "../../../common/contracts/translation-responses";
import { LOCALES, type LocaleCode } from "../../../common/locales";
import { Icon } from "../../components/Icon";
import type { AdminApi } from "../../lib/admin-api";
import { useEditor } from "./context";
import { Dialog } from "./Dialog";
import { type Format, guessFile, MAX_IMPORT_BYTES } from "./import-file";
import { invalidateLists } from "./KeyDialog";
import { useBusyAction } from "./use-busy-action";

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
  const { busy, error, setError, run } = useBusyAction();
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
    setFile({ name: chosen.name, content });
    setFormat(guess.format);
    setLocale(guess.locale);
  }

  const input = () => ({
    format,
    content: file?.content ?? "",
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
      const result = await api.applyImport({ ...input(), overwriteConflicts: overwrite });
      setPreview(null);
      setDone(`Imported: ${result.written} ${result.written === 1 ? "text" : "texts"} written.`);
      announce(`Import applied: ${result.written} texts written`);
      await invalidateLists(queryClient);
    });

  return (
    <Dialog title="Import translations" onClose={onClose} className="dialog-wide">
      <form className="dialog-form" onSubmit={check}>
        <p className="form-error" role="alert">
          {error}
        </p>
        <div className="field">
          <label htmlFor="import-file">File (JSON, nested JSON or CSV)</label>
          <input id="import-file" type="file" accept=".json,.csv,application/json,text/csv" onChange={choose} />
        </div>
        <div className="form-row">
          <div className="field">
            <label htmlFor="import-format">Format</label>
            <select id="import-format" value={format} onChange={(e) => setFormat(e.target.value as Format)}>
              <option value="json">JSON, flat keys</option>
              <option value="nested-json">JSON, nested</option>
              <option value="csv">CSV</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="import-locale">Language</label>
            <select id="import-locale" value={locale} onChange={(e) => setLocale(e.target.value as LocaleCode | "")}>
              <option value="">Named in the file (CSV columns, JSON keyed by locale)</option>
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
      {preview && <PreviewSummary preview={preview} />}
      {preview && (
        <div className="dialog-actions">
          {preview.counts.conflicting > 0 && (
            <label className="checkbox">
              <input type="checkbox" checked={overwrite} onChange={(e) => setOverwrite(e.target.checked)} /> Overwrite
              the {preview.counts.conflicting} conflicting texts
            </label>
          )}
          <button
            type="button"
            className="button-primary"
            onClick={() => void apply()}
            disabled={busy || preview.invalid.length > 0}
          >
            <Icon name="lucide:upload" /> Apply import
          </button>
        </div>
      )}
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
    </Dialog>
  );
}

const STATUSES: ImportStatus[] = ["added", "changed", "unchanged", "conflicting"];

function PreviewSummary({ preview }: { preview: ImportPreview }) {
  const shown = preview.entries.filter((e) => e.status !== "unchanged").slice(0, 100);
  return (
    <section className="import-preview" aria-labelledby="import-preview-title">
      <h3 id="import-preview-title">Preview</h3>
      <dl className="import-counts">
        {STATUSES.map((status) => (
          <div key={status} className={`count-${status}`}>
            <dt>{status[0]?.toUpperCase() + status.slice(1)}</dt>
            <dd data-testid={`import-${status}`}>{preview.counts[status]}</dd>
          </div>
        ))}
      </dl>
      {preview.invalid.length > 0 && (
        <div className="form-error">
          <p>{preview.invalid.length} entries are invalid; fix the file first:</p>
          <ul>
            {preview.invalid.slice(0, 20).map((e) => (
              <li key={`${e.locale}|${e.key}|${e.problem}`}>
                {e.locale} · {e.key}: {e.problem}
              </li>
            ))}
          </ul>
        </div>
      )}
      {shown.length > 0 && (
        <table className="import-entries">
          <caption className="visually-hidden">Entries that would change</caption>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col">Key</th>
              <th scope="col">Language</th>
              <th scope="col">Now</th>
              <th scope="col">From the file</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((e) => (
              <tr key={`${e.locale}|${e.key}`} className={`status-${e.status}`}>
                <td>{e.status}</td>
                <td className="key-name">{e.key}</td>
                <td>{e.locale}</td>
                <td>{e.current ?? <em>(empty)</em>}</td>
                <td>{e.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
