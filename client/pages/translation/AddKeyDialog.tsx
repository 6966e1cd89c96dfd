import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { localeInfo } from "../../../common/locales";
import { type KeyNameFault, keyNameFault, MAX_DESCRIPTION_LENGTH, MAX_KEY_LENGTH } from "../../../common/text";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminI18n } from "../../admin-i18n/translator";
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
  const { t, localeName } = useAdminI18n();
  const sourceLocale = useSourceLocale();
  const { tag } = localeInfo(sourceLocale);
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [source, setSource] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameFault = name ? keyNameFault(name) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fault = keyNameFault(name);
    if (fault) return setError(faultSentence(t, fault));
    setBusy(true);
    setError(null);
    try {
      await api.createKey(name, description);
      if (source) {
        const saved = await api.save(name, sourceLocale, source, 0);
        if (!saved.ok) throw new Error("conflict");
      }
      await invalidateLists(queryClient);
      announce(t("bulk.addKey.added", { name }));
      onCreated(name);
    } catch (e) {
      setError(failureReason(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={t("bulk.addKey.title")} onClose={onClose}>
      <form className="dialog-form" onSubmit={submit} noValidate>
        <p className="form-error" role="alert">
          {error}
        </p>
        <div className="field">
          <label htmlFor="new-key-name">{t("common.name")}</label>
          <input
            id="new-key-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={Boolean(nameFault)}
            aria-describedby="new-key-name-hint"
            required
          />
          <p id="new-key-name-hint" className={nameFault ? "field-error" : "field-hint"}>
            {nameFault ? faultSentence(t, nameFault) : t("bulk.addKey.nameHint")}
          </p>
        </div>
        <div className="field">
          <label htmlFor="new-key-description">{t("bulk.addKey.description")}</label>
          <textarea
            id="new-key-description"
            rows={2}
            maxLength={MAX_DESCRIPTION_LENGTH}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="new-key-source">{t("bulk.addKey.source", { language: localeName(sourceLocale) })}</label>
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
            {t("bulk.addKey.submit")}
          </button>
          <button type="button" className="button-quiet" onClick={onClose}>
            {t("common.cancel")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** "The name must not …": the rule of common/text.ts the name breaks, in the admin's language. */
function faultSentence(t: AdminI18n["t"], fault: KeyNameFault): string {
  if (fault.rule === "reserved") return t("bulk.addKey.reserved", { segment: fault.segment });
  return t(`bulk.addKey.${fault.rule}`, { max: MAX_KEY_LENGTH });
}
