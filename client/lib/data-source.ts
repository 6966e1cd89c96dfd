import { createContext } from "react-router";
import type { LoginInput, LoginResult, SessionUser } from "../../common/auth";
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
  /** The signed-in account, or null (the admin loaders' guard). */
  session(): Promise<SessionUser | null>;
  /** Signs in; on success the session cookie has been set. */
  login(input: LoginInput): Promise<LoginResult>;
  /** Ends the current session. */
  logout(): Promise<void>;
}

export const dataSourceContext = createContext<DataSource>();
