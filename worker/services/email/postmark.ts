import { checkAnswer, type EmailProvider, noAnswer, type OutgoingEmail } from "./provider";

/** Postmark's API (`POST /email`, the server token in `X-Postmark-Server-Token`), its transactional stream. */
export function postmark(serverToken: string, baseUrl: string | undefined): EmailProvider {
  const base = (baseUrl || "https://api.postmarkapp.com").replace(/\/+$/u, "");
  return {
    name: "postmark",
    async send(message: OutgoingEmail, signal: AbortSignal): Promise<void> {
      const res = await fetch(`${base}/email`, {
        method: "POST",
        signal,
        headers: {
          "X-Postmark-Server-Token": serverToken,
          Accept: "application/json",
          "Content-Type": "application/json",
        },
        body: JSON.stringify({
          From: message.from,
          To: message.to,
          Subject: message.subject,
          TextBody: message.text,
          HtmlBody: message.html,
          Headers: Object.entries(message.headers).map(([Name, Value]) => ({ Name, Value })),
          MessageStream: "outbound",
        }),
      }).catch((error: unknown) => {
        throw noAnswer(error, "Postmark");
      });
      await checkAnswer(res, "Postmark");
    },
  };
}
