/**
 * One email provider behind one interface, as machine translation has (worker/services/mt/provider.ts):
 * a provider sends one message or throws SendFailure, which says whether to try again.
 */

/** One message, as every provider takes it: plain text and HTML, and the list headers (RFC 2369, RFC 8058). */
export interface OutgoingEmail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** The same for every attempt of one email: a provider that knows idempotency keys sends it once. */
  idempotencyKey: string;
}

export interface EmailProvider {
  name: EmailProviderName;
  send(message: OutgoingEmail, signal: AbortSignal): Promise<void>;
}

export const EMAIL_PROVIDERS = ["resend", "postmark", "cloudflare"] as const;
export type EmailProviderName = (typeof EMAIL_PROVIDERS)[number];

/**
 * Why a provider did not take a message: `retry` (429, 5xx, no answer: the queue brings it back,
 * after `retryAfter` seconds when the provider said so) or `refused` (the message or the account
 * is wrong: trying again would not help). `code` is what the operator reads: a status or an error code.
 */
export class SendFailure extends Error {
  readonly verdict: "retry" | "refused";
  readonly code: string;
  readonly retryAfter: number | null;
  constructor(verdict: "retry" | "refused", code: string, message: string, retryAfter: number | null = null) {
    super(message);
    this.name = "SendFailure";
    this.verdict = verdict;
    this.code = code;
    this.retryAfter = retryAfter;
  }
}

/** Seconds a 429's `Retry-After` asks for (seconds or an HTTP date), else null. */
function retryAfterOf(res: Response): number | null {
  const value = res.headers.get("Retry-After");
  if (!value) return null;
  const seconds = /^\d+$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - Date.now()) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** What an HTTP API's answer means: 2xx sent; 429 and 5xx again later; any other status refused. */
export async function checkAnswer(res: Response, provider: string): Promise<void> {
  await res.body?.cancel();
  if (res.ok) return;
  const code = `HTTP ${res.status}`;
  if (res.status === 429)
    throw new SendFailure("retry", code, `${provider} asks to slow down (too many requests)`, retryAfterOf(res));
  if (res.status >= 500) throw new SendFailure("retry", code, `${provider} is unavailable (HTTP ${res.status})`);
  if (res.status === 401 || res.status === 403)
    throw new SendFailure("refused", code, `${provider} refused the API key: check the secret`);
  throw new SendFailure("refused", code, `${provider} refused the message (HTTP ${res.status})`);
}

/** A request that got no answer (a network failure, the timeout): tried again later. */
export function noAnswer(error: unknown, provider: string): SendFailure {
  if (error instanceof SendFailure) return error;
  const timedOut = error instanceof Error && error.name === "TimeoutError";
  const message = timedOut ? `${provider} did not answer in time` : `${provider} could not be reached`;
  return new SendFailure("retry", timedOut ? "timeout" : "network", message);
}
