import type { LoginInput, LoginResult, SecondFactorInput, SessionAccount } from "../auth";
import type { CompiledBundle } from "../icu/types";
import type { LocaleCode } from "../locales";
import type { ListResult, Stats } from "./translation-responses";

/**
 * What a public page's loaders ask of their environment: the messages, the visitor's cookie
 * and languages, and whether a preview or an editor's edit mode is on top. The worker renders
 * a visitor's page with this alone (worker/routes/pages/public.ts).
 */
export interface PageDataSource {
  /** The messages of one locale (without the fallback merged in). */
  messages(locale: LocaleCode): Promise<CompiledBundle>;
  /** The raw value of a cookie of the current request or document. */
  cookie(name: string): string | undefined;
  /** The languages the visitor's browser asks for: the request's `Accept-Language`, or `navigator.languages`. */
  acceptLanguage(): string | undefined;
  /**
   * The live preview this render shows (its drafts are already in `messages`); null or
   * absent when none. Only the worker ever has one: it is one session's, one request at a time.
   */
  preview?(): PreviewState | null;
  /**
   * Whether this render is a signed-in editor's edit-mode page (in-context editing): its
   * messages then come marked with their keys. Only the worker ever says yes.
   */
  inContext?(): boolean;
}

/**
 * What route loaders may ask of their environment, the admin's included. The worker provides
 * one backed by its services; the browser one backed by the HTTP API. Loaders never know
 * which, so one route table serves both.
 */
export interface DataSource extends PageDataSource {
  /** The signed-in account, or null (the admin loaders' guard). */
  session(): Promise<SessionAccount | null>;
  /**
   * How many of the signed-in account's notifications are unread (the admin bar's bell): the
   * worker's comes with the session's own row, the browser's with the last answer of `session()`
   * (docs/decisions/0076-inbox.md). Absent: 0.
   */
  unreadNotifications?(): Promise<number>;
  /** Signs in; on success the session cookie has been set. */
  login(input: LoginInput): Promise<LoginResult>;
  /** The second step after a password's challenge: a code; on success the session cookie has been set. */
  secondFactor(input: SecondFactorInput): Promise<LoginResult>;
  /** Ends the current session. */
  logout(): Promise<void>;
  /** A one-time link (invitation or password reset): whose it is, or why it cannot be used (404, 410). */
  linkInfo?(token: string): Promise<LinkLookupResult>;
  /** Sets the password through a one-time link; on success the session cookie has been set. */
  acceptLink?(token: string, password: string): Promise<AcceptLinkResult>;
  /**
   * The dashboard's figures: completion per locale and the latest changes (signed in only).
   * Optional: without it the dashboard fetches them in the browser instead.
   */
  adminStats?(): Promise<Stats>;
  /**
   * One page of the editor's list, for the query string the list API would get (signed in
   * only). Optional: the worker has it, so the editor's first page comes with its HTML; the
   * browser fetches pages itself.
   */
  adminList?(query: Record<string, string>): Promise<ListResult>;
  /** The project's source locale (the worker's configuration); the browser's is in its boot data. */
  sourceLocale?(): LocaleCode;
}

/** A one-time link as its page sees it. */
export type LinkLookupResult =
  | { ok: true; email: string; kind: "invite" | "reset" }
  | { ok: false; status: number; message: string };

/** Setting a password through a link: done (signed in), or why not (`field` names the password when it is the reason). */
export type AcceptLinkResult = { ok: true } | { ok: false; status: number; message: string; field?: "password" };

/** A page rendered with an editor's unsaved drafts (POST /api/admin/preview). */
export interface PreviewState {
  locale: LocaleCode;
  /** How many drafts were overlaid. */
  drafts: number;
  /** ISO time after which the preview link shows the published text. */
  expiresAt: string;
}
