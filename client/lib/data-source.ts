import { createContext } from "react-router";
import type { LocaleCode } from "../../common/locales";
import type { Messages } from "../i18n/messages";

/**
 * What route loaders may ask of their environment. The worker provides one
 * backed by its services; the browser one backed by the HTTP API. Loaders never
 * know which, so one route table serves both.
 */
export interface DataSource {
  /** The messages of one locale (without the fallback merged in). */
  messages(locale: LocaleCode): Promise<Messages>;
  /** The raw value of a cookie of the current request or document. */
  cookie(name: string): string | undefined;
}

export const dataSourceContext = createContext<DataSource>();
