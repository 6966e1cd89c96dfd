import { Fragment, useId, useMemo } from "react";
import { editableLocaleList, type SessionAccount } from "../../../common/auth";
import type { LocaleTerm } from "../../../common/glossary/match";
import type { LocaleCode } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminI18n } from "../../admin-i18n/translator";
import { type GlossaryTerm, useGlossary } from "../../lib/glossary-api";
import { useIcuTools } from "./load-icu-tools";
import "./glossary-text.css";

/** The glossary as the source column reads it: the terms to find, and what each one's tip says. */
export interface GlossaryMarks {
  /** The source locale: its inflection rule finds the terms' forms. */
  locale: LocaleCode;
  /** The matcher, from the editor's lazily loaded tools (./icu-tools.ts). */
  findTerms: typeof import("../../../common/glossary/match").findTerms;
  terms: readonly LocaleTerm[];
  tips: ReadonlyMap<number, string>;
}

/** A term's tip: its translations in the locales the account works in (all for admins), and its description. */
function tipOf(term: GlossaryTerm, locales: readonly LocaleCode[] | null, t: AdminI18n["t"]): string {
  const parts = term.doNotTranslate
    ? [t("cell.glossary.doNotTranslate")]
    : Object.entries(term.translations)
        .filter(([l, tr]) => tr.text && (locales === null || locales.includes(l as LocaleCode)))
        .map(([l, tr]) => t("cell.glossary.translation", { locale: l, text: tr.text }));
  if (parts.length === 0) parts.push(t("cell.glossary.noTranslation"));
  const translations = parts.join(" · ");
  return term.description
    ? t("cell.glossary.withDescription", { translations, description: term.description })
    : translations;
}

/** The glossary's marks for the source locale, or null before it and the matcher load, or when it is empty. */
export function useGlossaryMarks(user: SessionAccount, source: LocaleCode): GlossaryMarks | null {
  const { data } = useGlossary();
  const { t } = useAdminI18n();
  // The matcher comes with the editor's ICU tools, fetched here only when there are terms to find.
  const tools = useIcuTools(Boolean(data?.terms.length));
  return useMemo(() => {
    if (!data || data.terms.length === 0 || !tools) return null;
    const locales = editableLocaleList(user);
    return {
      locale: source,
      findTerms: tools.findTerms,
      terms: tools.localeGlossary(data.terms, source).terms,
      tips: new Map(data.terms.map((term) => [term.id, tipOf(term, locales, t)])),
    };
  }, [data, user, source, tools, t]);
}

/**
 * A glossary term in the source text: underlined, a button so keyboard users reach it (in the
 * grid only while its cell is active, as the cell's other buttons), its translations in a tip
 * shown on hover and focus and named by `aria-describedby`.
 */
function TermMark({ text, tip, focusable }: { text: string; tip: string; focusable: boolean }) {
  const id = useId();
  return (
    <span className="glossary-term">
      <button type="button" className="glossary-mark" aria-describedby={id} tabIndex={focusable ? 0 : -1}>
        {text}
      </button>
      <span role="tooltip" id={id} className="glossary-tip">
        {tip}
      </span>
    </span>
  );
}

/** Plain text with the glossary's terms marked (the text of one part of a message, between its arguments). */
export function GlossaryRuns({ text, marks, focusable }: { text: string; marks: GlossaryMarks; focusable: boolean }) {
  const found = marks.findTerms(text, marks.terms, marks.locale);
  if (found.length === 0) return <>{text}</>;
  const out: React.ReactNode[] = [];
  let at = 0;
  for (const m of found) {
    if (m.index > at) out.push(<Fragment key={`t${at}`}>{text.slice(at, m.index)}</Fragment>);
    const tip = marks.tips.get(m.term.id) ?? "";
    out.push(
      <TermMark key={`m${m.index}`} text={text.slice(m.index, m.index + m.length)} tip={tip} focusable={focusable} />,
    );
    at = m.index + m.length;
  }
  if (at < text.length) out.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>);
  return <>{out}</>;
}
