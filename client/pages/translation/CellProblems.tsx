import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { problemSentence } from "../../../common/icu/sentences";
import type { LocaleCode } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminKey } from "../../admin-i18n/keys";
import { Icon } from "../../components/Icon";
import type { TranslationProblem } from "../../lib/admin-api";
import { useSourceLocale } from "../../lib/app-config";
import { type GlossaryTerm, glossaryKeys } from "../../lib/glossary-api";
import { loadIcuTools } from "./load-icu-tools";
import "./cell-problems.css";

/**
 * A cell's ICU problems: the stored ones from the API, or, while a draft is
 * typed, `runChecks` run on it after a pause, so a keystroke never waits for
 * the parser (docs/decisions/0043-editor-speaks-icu.md).
 */
export const LIVE_CHECK_DELAY_MS = 150;

/** The problems of `text` against the source locale's text; recomputed on idle after typing stops. */
export function useLiveProblems(
  text: string,
  locale: LocaleCode,
  sourceText: string | undefined,
  stored: TranslationProblem[] | undefined,
  dirty: boolean,
  maxLength: number | null = null,
): TranslationProblem[] {
  const sourceLocale = useSourceLocale();
  const client = useQueryClient();
  const [live, setLive] = useState<{ text: string; problems: TranslationProblem[] } | null>(null);
  useEffect(() => {
    if (!dirty) return;
    let live = true;
    const timer = setTimeout(async () => {
      const { runChecks, localeGlossary } = await loadIcuTools();
      const source = locale === sourceLocale || !sourceText ? undefined : { text: sourceText, locale: sourceLocale };
      // The glossary as the source column loaded it (read, not subscribed to: every cell has this hook).
      const terms = client.getQueryData<{ terms: GlossaryTerm[] }>(glossaryKeys.all)?.terms;
      const glossary = terms ? localeGlossary(terms, locale) : null;
      const problems = text === "" ? [] : runChecks(text, { locale, source, maxLength, glossary });
      if (live) setLive({ text, problems });
    }, LIVE_CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, locale, sourceText, sourceLocale, dirty, maxLength, client]);
  if (!dirty) return stored ?? [];
  // Until the pause, the last check stands (the stored one before the first).
  return live?.problems ?? stored ?? [];
}

export const hasError = (problems: readonly TranslationProblem[]) => problems.some((p) => p.severity === "error");

const SEVERITY_WORD: Record<TranslationProblem["severity"], AdminKey> = {
  error: "editor.problems.error",
  warning: "editor.problems.warning",
};

/** A "line:column message" from publishing (saver.ts notServedReason), its position in words. */
const POSITIONED = /^(\d+):(\d+) (.*)$/s;

/**
 * A dismissed warning stays in the list, muted, with who dismissed it and why (docs/decisions/0065):
 * the translator sees that a reviewer looked at it, rather than a warning that vanished.
 */
const iconOf = (p: TranslationProblem) =>
  p.dismissed ? "lucide:eye-off" : p.severity === "error" ? "lucide:circle-alert" : "lucide:triangle-alert";

/**
 * The problems as a list (word, icon and position, never color alone), and,
 * with an error, that visitors get the fallback: the message is stored, not served.
 */
export function ProblemList({
  id,
  problems,
  notServed,
}: {
  id: string;
  problems: readonly TranslationProblem[];
  /** Publishing reported this cell as not served (from the save's `publish.failed`). */
  notServed?: string | undefined;
}) {
  const { t } = useAdminI18n();
  if (problems.length === 0 && !notServed) return null;
  const error = hasError(problems) || Boolean(notServed);
  const at = notServed ? POSITIONED.exec(notServed) : null;
  const notServedSentence = at
    ? t("editor.problems.notServedAt", {
        line: Number(at[1]),
        column: Number(at[2]),
        problem: problemSentence(at[3] as string),
      })
    : notServed && problemSentence(notServed);
  return (
    <div id={id} className="cell-problems">
      <ul>
        {problems.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one check's findings, in order; two may be alike.
          <li key={i} className={`problem problem-${p.dismissed ? "dismissed" : p.severity}`} data-code={p.code}>
            <Icon name={iconOf(p)} />{" "}
            <strong>{t(p.dismissed ? "editor.problems.dismissed" : SEVERITY_WORD[p.severity])}</strong>{" "}
            <span className="problem-at" aria-hidden="true">{`${p.line}:${p.column}`}</span>
            <span className="visually-hidden"> {t("editor.problems.at", { line: p.line, column: p.column })}</span>{" "}
            {problemSentence(p.message)}
            {p.dismissed && <span className="problem-reason">{` ${p.dismissed.by}: ${p.dismissed.reason}`}</span>}
          </li>
        ))}
      </ul>
      {error && (
        <p className="problem-unpublished">
          {t("editor.problems.notPublished")}
          {notServedSentence && ` ${notServedSentence}`}
        </p>
      )}
    </div>
  );
}
