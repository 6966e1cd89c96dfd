import { createContext, type ReactNode, useContext, useMemo } from "react";
import { type LocaleCode, type LocaleInfo, localeInfo } from "../../common/locales";
import { createTranslator, type MessageBundle, type Translate, type TranslateRich } from "./messages";

interface I18n {
  locale: LocaleCode;
  info: LocaleInfo;
  /** A message as text. */
  t: Translate;
  /** A message with rich-text tags as React elements (`<b>…</b>` → the function given for `b`). */
  rich: TranslateRich;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ bundle, children }: { bundle: MessageBundle; children: ReactNode }) {
  const value = useMemo(
    () => ({ locale: bundle.locale, info: localeInfo(bundle.locale), ...createTranslator(bundle) }),
    [bundle],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useI18n outside I18nProvider");
  return i18n;
}
