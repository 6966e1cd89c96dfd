import { cloudflareEmail, type SendEmailBinding } from "./cloudflare";
import { postmark } from "./postmark";
import { EMAIL_PROVIDERS, type EmailProvider, type EmailProviderName } from "./provider";
import { resend } from "./resend";

/** The variables, secrets and binding of email (wrangler.toml, .dev.vars.example, docs/email.md). */
export interface EmailEnv {
  EMAIL_PROVIDER?: string;
  EMAIL_FROM?: string;
  RESEND_API_URL?: string;
  POSTMARK_API_URL?: string;
  RESEND_API_KEY?: string;
  POSTMARK_SERVER_TOKEN?: string;
  EMAIL_LINK_SECRET?: string;
  PUBLIC_ORIGIN?: string;
  /** Cloudflare Email Service's `send_email` binding, with EMAIL_PROVIDER = "cloudflare". */
  SEND_EMAIL?: SendEmailBinding;
}

/** The unsubscribe links' HMAC key must be at least this long, as the session secret is. */
export const MIN_LINK_SECRET_BYTES = 32;

export type EmailSettings =
  | { status: "off" }
  | { status: "misconfigured"; message: string }
  | { status: "on"; provider: EmailProvider; from: string; linkSecret: string; origin: string };

const isProvider = (name: string): name is EmailProviderName => (EMAIL_PROVIDERS as readonly string[]).includes(name);

/** The provider's own secret (or binding), or what is missing. */
function providerOf(name: EmailProviderName, env: EmailEnv): EmailProvider | string {
  if (name === "resend")
    return env.RESEND_API_KEY ? resend(env.RESEND_API_KEY, env.RESEND_API_URL) : "the secret RESEND_API_KEY";
  if (name === "postmark")
    return env.POSTMARK_SERVER_TOKEN
      ? postmark(env.POSTMARK_SERVER_TOKEN, env.POSTMARK_API_URL)
      : "the secret POSTMARK_SERVER_TOKEN";
  return env.SEND_EMAIL ? cloudflareEmail(env.SEND_EMAIL) : "the send_email binding SEND_EMAIL";
}

/**
 * Off without `EMAIL_PROVIDER`: nothing is claimed, queued or sent, and nothing leaves the deployment.
 * Set, it needs the provider's secret (or binding), `EMAIL_FROM` and `EMAIL_LINK_SECRET`.
 */
export function emailSettings(env: EmailEnv): EmailSettings {
  const name = (env.EMAIL_PROVIDER ?? "").trim();
  if (name === "") return { status: "off" };
  if (!isProvider(name))
    return {
      status: "misconfigured",
      message: `EMAIL_PROVIDER must be one of ${EMAIL_PROVIDERS.join(", ")}, not ${name}`,
    };
  const provider = providerOf(name, env);
  const from = (env.EMAIL_FROM ?? "").trim();
  const linkSecret = env.EMAIL_LINK_SECRET ?? "";
  const missing = [
    typeof provider === "string" ? provider : null,
    from ? null : "EMAIL_FROM",
    new TextEncoder().encode(linkSecret).byteLength >= MIN_LINK_SECRET_BYTES
      ? null
      : `the secret EMAIL_LINK_SECRET (at least ${MIN_LINK_SECRET_BYTES} bytes)`,
  ].filter((m) => m !== null);
  if (typeof provider === "string" || missing.length > 0)
    return { status: "misconfigured", message: `EMAIL_PROVIDER is ${name} but it lacks ${missing.join(", ")}` };
  return { status: "on", provider, from, linkSecret, origin: (env.PUBLIC_ORIGIN ?? "").replace(/\/+$/u, "") };
}

/** Whether the deployment sends email (what the account page says). */
export const emailDelivery = (env: EmailEnv): "on" | "off" => (emailSettings(env).status === "on" ? "on" : "off");
