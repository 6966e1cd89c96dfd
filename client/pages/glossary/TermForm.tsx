import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { canReviewLocale, type SessionAccount } from "../../../common/auth";
import { LOCALES, type LocaleCode } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { errorText } from "../../lib/error-text";
import { type GlossaryTerm, glossaryApi, glossaryKeys, type TermFields } from "../../lib/glossary-api";
import { HttpError } from "../../lib/http";
import { useHttp } from "../../lib/use-http";

interface Draft {
  term: string;
  description: string;
  caseSensitive: boolean;
  doNotTranslate: boolean;
  /** Per locale: the translation, the forbidden variants and the inflected forms as typed (comma-separated). */
  locales: Partial<Record<LocaleCode, LocaleDraft>>;
}

interface LocaleDraft {
  text: string;
  forbidden: string;
  forms: string;
}

const draftOf = (term: GlossaryTerm | null): Draft => ({
  term: term?.term ?? "",
  description: term?.description ?? "",
  caseSensitive: term?.caseSensitive ?? false,
  doNotTranslate: term?.doNotTranslate ?? false,
  locales: Object.fromEntries(
    Object.entries(term?.translations ?? {}).map(([l, t]) => [
      l,
      { text: t.text, forbidden: t.forbidden.join(", "), forms: t.forms.join(", ") },
    ]),
  ),
});

const variants = (typed: string) =>
  typed
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * Adding a term (admins) or changing one: admins change everything, a reviewer the translations,
 * forbidden variants and inflected forms of their locales. Forms left empty are found by the
 * language's rule (docs/decisions/0080-inflected-glossary.md). A change based on an old version is refused (409)
 * and says so; the form then shows the current entry.
 */
export function TermForm({
  user,
  term,
  source,
  onDone,
}: {
  user: SessionAccount;
  term: GlossaryTerm | null;
  source: LocaleCode;
  onDone(): void;
}) {
  const http = useHttp();
  const { t } = useAdminI18n();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(term));
  const [base, setBase] = useState(term);
  const admin = user.role === "admin";
  const locales = LOCALES.map((l) => l.code).filter((l) => l !== source && canReviewLocale(user, l));
  const sourceForms = canReviewLocale(user, source);
  const id = term ? `term-${term.id}` : "new-term";
  const save = useMutation({
    mutationFn: () => {
      const entry = (l: LocaleCode) => ({
        text: l === source ? "" : (draft.locales[l]?.text.trim() ?? ""),
        forbidden: l === source ? [] : variants(draft.locales[l]?.forbidden ?? ""),
        forms: variants(draft.locales[l]?.forms ?? ""),
      });
      const translations = Object.fromEntries((sourceForms ? [source, ...locales] : locales).map((l) => [l, entry(l)]));
      const own = {
        term: draft.term,
        description: draft.description,
        caseSensitive: draft.caseSensitive,
        doNotTranslate: draft.doNotTranslate,
      };
      const fields: TermFields = admin ? { ...own, translations } : { translations };
      return base
        ? glossaryApi(http).update(base.id, base.version, fields)
        : glossaryApi(http).create({ ...own, translations });
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: glossaryKeys.all });
      if (!base) setDraft(draftOf(null));
      onDone();
    },
    onError: (error) => {
      const current = error instanceof HttpError ? (error.problem?.current as GlossaryTerm | undefined) : undefined;
      if (current) {
        setBase(current);
        setDraft(draftOf(current));
      }
    },
  });
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const setLocale = (l: LocaleCode, change: Partial<LocaleDraft>) =>
    setDraft((d) => ({
      ...d,
      locales: { ...d.locales, [l]: { text: "", forbidden: "", forms: "", ...d.locales[l], ...change } },
    }));
  const formsInput = (l: LocaleCode, placeholder: string) => (
    <input
      id={`${id}-${l}-forms`}
      placeholder={placeholder}
      value={draft.locales[l]?.forms ?? ""}
      onChange={(e) => setLocale(l, { forms: e.target.value })}
    />
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }
  return (
    <form
      className="admin-form glossary-form"
      onSubmit={submit}
      aria-label={term ? t("glossary.form.edit", { term: term.term }) : t("glossary.form.add")}
    >
      <div className="field">
        <label htmlFor={`${id}-term`}>{t("glossary.form.term", { locale: source })}</label>
        <input
          id={`${id}-term`}
          required
          maxLength={200}
          disabled={!admin}
          value={draft.term}
          onChange={(e) => set({ term: e.target.value })}
        />
      </div>
      {sourceForms && (
        <div className="field">
          <label htmlFor={`${id}-${source}-forms`}>{t("glossary.form.sourceForms", { locale: source })}</label>
          {formsInput(source, t("glossary.form.sourceFormsHint"))}
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-description`}>{t("glossary.form.description")}</label>
        <input
          id={`${id}-description`}
          maxLength={1000}
          disabled={!admin}
          value={draft.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </div>
      <div className="choice-list">
        <label htmlFor={`${id}-case`}>
          <input
            id={`${id}-case`}
            type="checkbox"
            disabled={!admin}
            checked={draft.caseSensitive}
            onChange={(e) => set({ caseSensitive: e.target.checked })}
          />
          {t("glossary.form.caseSensitive")}
        </label>
        <label htmlFor={`${id}-dnt`}>
          <input
            id={`${id}-dnt`}
            type="checkbox"
            disabled={!admin}
            checked={draft.doNotTranslate}
            onChange={(e) => set({ doNotTranslate: e.target.checked })}
          />
          {t("glossary.form.doNotTranslate")}
        </label>
      </div>
      {locales.length > 0 && (
        <fieldset>
          <legend>
            {draft.doNotTranslate ? t("glossary.form.formsLegend") : t("glossary.form.translationsLegend")}
          </legend>
          {locales.map((l) =>
            draft.doNotTranslate ? (
              <div className="glossary-locale" key={l}>
                <label htmlFor={`${id}-${l}-forms`}>
                  <span aria-hidden="true">{l}</span>
                  <span className="visually-hidden">{t("glossary.form.formsIn", { locale: l })}</span>
                </label>
                <span className="glossary-forms">{formsInput(l, t("glossary.form.formsHint"))}</span>
              </div>
            ) : (
              <div className="glossary-locale" key={l}>
                <label htmlFor={`${id}-${l}`} translate="no">
                  {l}
                </label>
                <input
                  id={`${id}-${l}`}
                  maxLength={200}
                  value={draft.locales[l]?.text ?? ""}
                  onChange={(e) => setLocale(l, { text: e.target.value })}
                />
                <label htmlFor={`${id}-${l}-forbidden`} className="visually-hidden">
                  {t("glossary.form.forbiddenIn", { locale: l })}
                </label>
                <input
                  id={`${id}-${l}-forbidden`}
                  placeholder={t("glossary.form.forbiddenHint")}
                  value={draft.locales[l]?.forbidden ?? ""}
                  onChange={(e) => setLocale(l, { forbidden: e.target.value })}
                />
                <label htmlFor={`${id}-${l}-forms`} className="visually-hidden">
                  {t("glossary.form.formsIn", { locale: l })}
                </label>
                <span className="glossary-forms">{formsInput(l, t("glossary.form.formsHint"))}</span>
              </div>
            ),
          )}
        </fieldset>
      )}
      <div role="alert" className="form-error">
        {save.isError ? errorText(save.error, t) : null}
      </div>
      <div>
        <button type="submit" className="button-primary" disabled={save.isPending}>
          {term ? t("glossary.form.save") : t("glossary.form.addButton")}
        </button>
      </div>
    </form>
  );
}
