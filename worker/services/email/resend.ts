import { checkAnswer, type EmailProvider, noAnswer, type OutgoingEmail } from "./provider";

/**
 * Resend's API (`POST /emails`, Bearer key). Its `Idempotency-Key` header makes a retried
 * attempt of one email a no-op there for 24 hours, should the first have gone through unanswered.
 */
export function resend(apiKey: string, baseUrl: string | undefined): EmailProvider {
  const base = (baseUrl || "https://api.resend.com").replace(/\/+$/u, "");
  return {
    name: "resend",
    async send(message: OutgoingEmail, signal: AbortSignal): Promise<void> {
      const res = await fetch(`${base}/emails`, {
        method: "POST",
        signal,
        headers: {
          Authorization: `Bearer ${apiKey}`,
          "Content-Type": "application/json",
          "Idempotency-Key": message.idempotencyKey,
        },
        body: JSON.stringify({
          from: message.from,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
        }),
      }).catch((error: unknown) => {
        throw noAnswer(error, "Resend");
      });
      await checkAnswer(res, "Resend");
    },
  };
}
