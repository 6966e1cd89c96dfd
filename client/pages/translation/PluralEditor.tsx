import { type ReactNode, useDeferredValue, useMemo, useRef, useState } from "react";
import type { Suggestion } from "../../../common/contracts/suggestions";
import { CATEGORY_ORDER } from "../../../common/icu/plural-categories";
import { type LocaleCode, localeInfo } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminI18n } from "../../admin-i18n/translator";
import { useSourceLocale } from "../../lib/app-config";
import {
  type FormField,
  formFields,
  formOffers,
  type MessageForms,
  parseForms,
  printForms,
  setForm,
  skeletonForms,
} from "./plural-forms";
import { previewMessage, sampleNumbers, samplesOf } from "./plural-samples";
import { originLabel, SHOWN_SUGGESTIONS, scoreLabel } from "./suggestions";

export interface PluralEditorProps {
  keyName: string;
  locale: LocaleCode;
  /** The raw ICU text of the draft (or the saved text). */
  text: string;
  sourceText: string | undefined;
  onChange(text: string): void;
  /** Ids of the problem list, so each field announces the cell's problems. */
  describedBy?: string | undefined;
  /** The translation's suggestions (whole messages): each field offers its own form of them. */
  suggestions?: readonly Suggestion[] | undefined;
}

/**
 * A form's name as the translator reads it: a plural's CLDR category in the admin's language ("few" is
 * "kilka" in Polish); a select's key and an exact `=n` branch are ICU syntax, shown as written.
 */
function formName(key: string, kind: MessageForms["kind"], t: AdminI18n["t"]): string {
  if (kind === "select" || !(CATEGORY_ORDER as readonly string[]).includes(key)) return key;
  return t(`cell.plural.categories.${key as (typeof CATEGORY_ORDER)[number]}`);
}

/** A form just filled from a suggestion: "Undo" puts back what it held while the form still shows it. */
interface Inserted {
  key: string;
  before: string;
  text: string;
}

/**
 * The Forms view of a plural, selectordinal or select message: one field per
 * CLDR category of the target locale (and per `=n` branch), the source's form
 * beside each, and what a visitor reads for sample numbers. Every edit writes
 * the whole ICU text back, so the ICU view and a save see the same text.
 */
export function PluralEditor({
  keyName,
  locale,
  text,
  sourceText,
  onChange,
  describedBy,
  suggestions,
}: PluralEditorProps) {
  const { t } = useAdminI18n();
  const parsedSource = useMemo(() => (sourceText === undefined ? null : parseForms(sourceText)), [sourceText]);
  const [kept, setKept] = useState<MessageForms | null>(() => parseForms(text));
  const [inserted, setInserted] = useState<Inserted | null>(null);
  const parsedSuggestions = useMemo(
    () => (suggestions ?? []).map((item) => ({ item, forms: parseForms(item.text) })),
    [suggestions],
  );
  // A text changed from outside (cancel, a merge, Alt+S) wins over the fields' own model; an
  // empty text starts from the source's skeleton. A text that does not parse is never shown
  // as forms (CellEditor keeps it in the ICU view): editing a stale model would overwrite it.
  const model =
    text === ""
      ? parsedSource && skeletonForms(parsedSource)
      : kept && printForms(kept) === text
        ? kept
        : parseForms(text);
  const source = useMemo(() => sourceForms(parsedSource, model), [parsedSource, model]);
  if (!model) return null;
  const edit = (key: string, value: string) => {
    const next = setForm(model, key, value);
    setKept(next);
    onChange(printForms(next));
  };
  return (
    <div className="plural-editor">
      <p className="plural-argument">
        <code>{`{${model.argument}, ${model.kind}}`}</code>
      </p>
      {formFields(model, locale, [...source.keys()]).map((field) => (
        <FormRow
          key={field.key}
          field={field}
          id={`form-${keyName}-${locale}-${field.key}`}
          name={formName(field.key, model.kind, t)}
          label={t("cell.plural.formLabel", {
            language: localeInfo(locale).name,
            form: formName(field.key, model.kind, t),
            key: keyName,
          })}
          locale={locale}
          text={text}
          model={model}
          sourceText={source.get(field.key)}
          onChange={(value) => edit(field.key, value)}
          describedBy={describedBy}
          offers={formOffers(parsedSuggestions, model, field.key)
            .filter((offer) => offer.text !== field.text)
            .slice(0, SHOWN_SUGGESTIONS)}
          onInsert={(value) => {
            setInserted({ key: field.key, before: field.text, text: value });
            edit(field.key, value);
          }}
          undo={
            inserted?.key === field.key && inserted.text === field.text
              ? () => {
                  setInserted(null);
                  edit(field.key, inserted.before);
                }
              : undefined
          }
        />
      ))}
    </div>
  );
}

/** The source's forms by key, when the source is the same kind of message on the same argument. */
function sourceForms(parsed: MessageForms | null, model: MessageForms | null): Map<string, string> {
  if (!parsed || !model || parsed.argument !== model.argument || parsed.kind !== model.kind) return new Map();
  return new Map(parsed.forms.map((f) => [f.key, f.text]));
}

interface FormRowProps {
  field: FormField;
  /** The form's name in the admin's language (formName). */
  name: string;
  id: string;
  label: string;
  locale: LocaleCode;
  text: string;
  model: MessageForms;
  sourceText: string | undefined;
  onChange(value: string): void;
  describedBy: string | undefined;
  /** This form's text in each suggestion. */
  offers: { item: Suggestion; text: string }[];
  onInsert(value: string): void;
  /** Present while the form holds the suggestion last put in it. */
  undo: (() => void) | undefined;
}

function FormRow(props: FormRowProps) {
  const { field, name, id, label, locale, text, model, sourceText, onChange, describedBy, offers, onInsert, undo } =
    props;
  const { t, rich, number } = useAdminI18n();
  const info = localeInfo(locale);
  const unused = field.role === "unused";
  const samples = useMemo(() => sampleNumbers(locale, model.kind === "selectordinal"), [locale, model.kind]);
  const sample = field.role === "category" && model.kind !== "select" ? samplesOf(field.key, samples)[0] : undefined;
  const sourceLocale = useSourceLocale();
  const input = useRef<HTMLTextAreaElement>(null);
  const previewed = model.kind !== "select";
  // The translator goes on typing in the form they filled.
  const backToField = () => requestAnimationFrame(() => input.current?.focus());
  return (
    <div className={`plural-form plural-form-${field.role}`}>
      <label htmlFor={id} className="plural-key">
        {sample === undefined ? name : t("cell.plural.categoryExample", { category: name, sample: number(sample) })}
        {unused && <span className="cell-note"> {t("cell.plural.notUsed", { language: info.name })}</span>}
      </label>
      <textarea
        ref={input}
        id={id}
        aria-label={label}
        aria-describedby={[`${id}-preview`, describedBy].filter(Boolean).join(" ")}
        lang={info.tag}
        dir="auto"
        rows={1}
        value={field.text}
        onChange={(e) => onChange(e.target.value)}
      />
      {(offers.length > 0 || undo) && (
        <ul className="form-suggestions" aria-label={t("cell.plural.suggestionsFor", { form: name })}>
          {offers.map(({ item, text: offer }) => (
            <li key={offer} className="form-offer">
              <button
                type="button"
                className="form-suggestion"
                onClick={() => {
                  onInsert(offer);
                  backToField();
                }}
              >
                <span className="visually-hidden">{t("cell.plural.useFor", { form: name })} </span>
                <span lang={info.tag} dir="auto">
                  {offer}
                </span>{" "}
                <span className="suggestion-meta">
                  {[scoreLabel(item, { t, number }), originLabel(item, { t, number })].filter(Boolean).join(" · ")}
                </span>
              </button>
            </li>
          ))}
          {undo && (
            <li>
              <button
                type="button"
                className="button-small"
                onClick={() => {
                  undo();
                  backToField();
                }}
              >
                {rich("cell.plural.undo", {
                  form: name,
                  hidden: (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>,
                })}
              </button>
            </li>
          )}
        </ul>
      )}
      <p className="plural-source" lang={localeInfo(sourceLocale).tag}>
        <span className="visually-hidden">{t("cell.plural.source")} </span>
        {sourceText ?? <span className="cell-note">—</span>}
      </p>
      {previewed && (
        <Previews id={`${id}-preview`} name={name} field={field} locale={locale} text={text} model={model} />
      )}
    </div>
  );
}

/** What visitors read for the field's sample numbers; deferred, so typing stays ahead of formatting. */
function Previews({
  id,
  name,
  field,
  locale,
  text,
  model,
}: Pick<FormRowProps, "id" | "name" | "field" | "locale" | "text" | "model">) {
  const { t } = useAdminI18n();
  const deferred = useDeferredValue(text);
  const samples = useMemo(() => sampleNumbers(locale, model.kind === "selectordinal"), [locale, model.kind]);
  const numbers = samplesOf(field.key, samples);
  if (numbers.length === 0) return null;
  const numberFormat = new Intl.NumberFormat(localeInfo(locale).tag);
  return (
    <ul id={id} className="plural-preview" aria-label={t("cell.plural.previewOf", { form: name })}>
      {numbers.map((n) => {
        const out = previewMessage(deferred, locale, model.argument, n);
        return (
          <li key={n} data-sample={n}>
            <span className="plural-sample">{numberFormat.format(n)}</span> →{" "}
            {"text" in out ? <output lang={localeInfo(locale).tag}>{out.text}</output> : <em>{out.error}</em>}
          </li>
        );
      })}
    </ul>
  );
}
