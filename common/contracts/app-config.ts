import type { AdminLocale } from "../admin-locale";
import type { CaptchaPublicConfig } from "../auth";
import type { ColorModePreference } from "../color-mode";
import type { LocaleCode } from "../locales";

/** What the worker tells the page about this build and its public runtime settings. */
export interface AppConfig {
  /** Hashed entry script, the chunks it imports (modulepreloaded) and its stylesheets, from the Vite manifest. */
  assets: { entry: string; styles: string[]; preload: string[] };
  /** Public runtime setting `apiPath` (docs/client-runtime.md: the HTTP client's base address). */
  apiPath: string;
  /** The site's public origin, for canonical and hreflang URLs. */
  origin: string;
  /** Id of the build this page belongs to; the new-build check compares it with the latest. */
  buildId: string;
  /** Version of the worker's icon data: part of the icon API's URL, so responses cache for good. */
  iconsVersion: string;
  /** The visitor's stored color-mode preference, as the server rendered with it. */
  colorMode: ColorModePreference;
  /**
   * The source locale (`SOURCE_LOCALE`, worker/lib/source-locale.ts): what translators translate
   * from and checks compare against. The client's one place for it; the default locale (URLs,
   * visitors' fallback) is another thing and may differ.
   */
  sourceLocale: LocaleCode;
  /** The sign-in captcha's provider and public site key; absent when the captcha is off. */
  captcha?: CaptchaPublicConfig;
  /** Single sign-on's provider name for "Sign in with {provider}"; absent when SSO is not configured (decision 0089). */
  sso?: string;
  /** The admin's language on an admin page (docs/decisions/0087); absent on the site's pages. */
  admin?: AdminPageConfig;
}

export interface AdminPageConfig {
  /** The locale the admin's words are shown in on this page. */
  locale: AdminLocale;
  /** Where the browser reads those messages (immutable per version): fetched once before hydration. */
  messages: string;
  /** Whether the pseudo-locale is offered (local runs and the tests). */
  pseudo: boolean;
}

/** The global the worker's bootstrap script sets before the entry module runs. */
export const BOOT_GLOBAL = "__APP_CONFIG__";
