import { type EmailProvider, type OutgoingEmail, SendFailure } from "./provider";

/**
 * Cloudflare Email Service through a `send_email` binding (wrangler.toml's `[[send_email]]`,
 * docs/decisions/0077-email.md): once the sender's domain is onboarded it sends to any address.
 * The binding throws an Error with a `code`; rate and daily limits and its own outages are tried again.
 */
export interface SendEmailBinding {
  send(message: {
    to: string;
    from: string;
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
  }): Promise<unknown>;
}

const AGAIN = new Set([
  "E_RATE_LIMIT_EXCEEDED",
  "E_DAILY_LIMIT_EXCEEDED",
  "E_INTERNAL_SERVER_ERROR",
  "E_DELIVERY_FAILED",
]);

export function cloudflareEmail(binding: SendEmailBinding): EmailProvider {
  return {
    name: "cloudflare",
    async send(message: OutgoingEmail): Promise<void> {
      try {
        await binding.send({
          to: message.to,
          from: message.from,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
        });
      } catch (error) {
        const code = String((error as { code?: unknown }).code ?? "E_UNKNOWN");
        const detail = error instanceof Error ? error.message : String(error);
        const verdict = AGAIN.has(code) || code === "E_UNKNOWN" ? "retry" : "refused";
        throw new SendFailure(verdict, code, `Cloudflare Email Service: ${detail}`.slice(0, 300));
      }
    },
  };
}
