import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { localeInfo } from "../../../common/locales";
import { keyNameError, MAX_DESCRIPTION_LENGTH } from "../../../common/text";
import { Dialog } from "../../components/admin/Dialog";
import type { AdminApi } from "../../lib/admin-api";
import { useSourceLocale } from "../../lib/app-config";
import { useEditor } from "./context";
import { invalidateLists } from "./KeyDialog";
import { failureReason } from "./saver";

/** A new key (admins only): its name, a description for translators, and optionally its source locale's text. */
export function AddKeyDialog({
  api,
  onClose,
  onCreated,
}: {
  api: AdminApi;
  onClose(): void;
  onCreated(name: string): void;
}) {
  const { announce } = useEditor();
  const sourceLocale = useSourceLocale();
  const { tag } = localeInfo(sourceLocale);
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [source, setSource] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameProblem = name ? keyNameError(name) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = keyNameError(name);
    if (problem) return setError(`The name ${problem}.`);
    setBusy(true);
    setError(null);
    try {
      await api.createKey(name, description);
      if (source) {
        const saved = await api.save(name, sourceLocale, source, 0);
        if (!saved.ok) throw new Error("conflict");
      }
      await invalidateLists(queryClient);
      announce(`Added key ${name}`);
      onCreated(name);
    } catch (e) {
      setError(failureReason(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title="Add a key" onClose={onClose}>
      <form className="dialog-form" onSubmit={submit} noValidate>
        <p className="form-error" role="alert">
          {error}
        </p>
        <div className="field">
          <label htmlFor="new-key-name">Name</label>
          <input
            id="new-key-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={Boolean(nameProblem)}
            aria-describedby="new-key-name-hint"
            required
          />
          <p id="new-key-name-hint" className={nameProblem ? "field-error" : "field-hint"}>
            {nameProblem ? `The name ${nameProblem}.` : "Dot-separated, e.g. home.banner.title"}
          </p>
        </div>
        <div className="field">
          <label htmlFor="new-key-description">Description for translators (optional)</label>
          <textarea
            id="new-key-description"
            rows={2}
            maxLength={MAX_DESCRIPTION_LENGTH}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="new-key-source">{languageName(tag)} text (optional)</label>
          <textarea
            id="new-key-source"
            lang={tag}
            rows={2}
            value={source}
            onChange={(e) => setSource(e.target.value)}
          />
        </div>
        <div className="dialog-actions">
          <button type="submit" className="button-primary" disabled={busy}>
            Add key
          </button>
          <button type="button" className="button-quiet" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The language's English name ("Slovak"): the admin's UI is in English. */
function languageName(tag: string): string {
  return new Intl.DisplayNames(["en"], { type: "language" }).of(tag) ?? tag;
}
