import type { SessionAccount } from "../common/auth";
import type { ColorModePreference } from "../common/color-mode";
import type { LocaleCode } from "../common/locales";
import type { SendEmailBinding } from "./services/email";
import type { TokenAuth } from "./services/identity";

/**
 * Bindings are typed once, from wrangler.toml, by `wrangler types` (worker-configuration.d.ts).
 * Secrets are not in wrangler.toml: they are declared here, optional, because a deployment
 * may lack them (the code that needs one says so when it is missing).
 */
export type Bindings = Env & {
  /** HS256 key of the session JWT, at least 32 bytes (`wrangler secret put SESSION_SECRET`). */
  SESSION_SECRET?: string;
  /**
   * The AES-256-GCM key sealing authenticator apps' secrets at rest: the base64url of 32 random
   * bytes (`wrangler secret put TWO_FACTOR_KEY`; `.dev.vars` locally). Two-factor set-up needs it.
   */
  TWO_FACTOR_KEY?: string;
  /** The captcha provider's secret key (`wrangler secret put CAPTCHA_SECRET`). */
  CAPTCHA_SECRET?: string;
  /** A token allowed to purge the zone's cache (`wrangler secret put CLOUDFLARE_API_TOKEN`); with CLOUDFLARE_ZONE_ID. */
  CLOUDFLARE_API_TOKEN?: string;
  /** DeepL's API key, with MT_PROVIDER = "deepl" (`wrangler secret put DEEPL_API_KEY`). */
  DEEPL_API_KEY?: string;
  /** The chat-completions API key, with MT_PROVIDER = "openai" (`wrangler secret put OPENAI_API_KEY`). */
  OPENAI_API_KEY?: string;
  /** Resend's API key, with EMAIL_PROVIDER = "resend" (`wrangler secret put RESEND_API_KEY`). */
  RESEND_API_KEY?: string;
  /** Postmark's server token, with EMAIL_PROVIDER = "postmark" (`wrangler secret put POSTMARK_SERVER_TOKEN`). */
  POSTMARK_SERVER_TOKEN?: string;
  /** The HMAC key of emails' unsubscribe links, at least 32 bytes (`wrangler secret put EMAIL_LINK_SECRET`). */
  EMAIL_LINK_SECRET?: string;
  /** Cloudflare Email Service's `send_email` binding, with EMAIL_PROVIDER = "cloudflare" (docs/email.md). */
  SEND_EMAIL?: SendEmailBinding;
  /**
   * Single sign-on (docs/decisions/0089-single-sign-on.md): the OpenID provider's issuer URL and this
   * deployment's client id there (wrangler vars, commented in wrangler.toml), the client's secret
   * (`wrangler secret put OIDC_CLIENT_SECRET`; `.dev.vars` locally), and the name on the sign-in
   * page's button. Without the first three, no SSO anywhere.
   */
  OIDC_ISSUER?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  OIDC_PROVIDER_NAME?: string;
  /** "on" only under `npm run bench` (`--var`): the constant page of worker/routes/bench-constant.ts. Never configured. */
  BENCH_CONSTANT_PAGE?: string;
};

export interface Variables {
  /** Per-response CSP nonce, handed to React's renderer. */
  nonce: string;
  /** The visitor's stored color-mode preference (`system` when none). */
  colorMode: ColorModePreference;
  /**
   * The locale of a page request's path (its prefix; the default locale's pages have none),
   * resolved once by middleware/locale.ts for every page route (worker/routes/pages/).
   */
  locale: LocaleCode;
  /** The signed-in account on admin routes (set by the session middleware), else null. */
  account: SessionAccount | null;
  /**
   * The signed-in account's unread notifications, read with its session row (middleware/session.ts;
   * docs/decisions/0076-inbox.md); 0 without a session, and for a bearer call (which never shows a bell).
   */
  unread: number;
  /** The `sessions` row of the signed-in account, else null. */
  sessionId: string | null;
  /**
   * The API token of a bearer call on the admin API (middleware/api-token.ts), else null: the
   * account above is then the token's, and `sessionId` is null.
   */
  token: TokenAuth | null;
}

export type AppEnv = { Bindings: Bindings; Variables: Variables };
