import type { MtProvider } from "../../../common/contracts/origin";
import type { LocaleCode } from "../../../common/locales";

/**
 * One machine-translation provider behind one interface (docs/decisions/0062-suggestions.md).
 * A provider gets the units of one or more messages (text with `<x/>` and `<g>` markup it must
 * keep) and answers their translations in the same order, or throws ProviderFailure.
 */
export interface TranslationRequest {
  units: string[];
  sourceLocale: LocaleCode;
  target: LocaleCode;
  /** What the keys are for (their descriptions), for a provider that can use context. */
  context: string[];
  /** The target language's plural categories, for a provider that reads instructions. */
  pluralCategories: readonly string[];
  /** Source term → target term: the glossary's entries for the terms these units use (DeepL ignores it: ./deepl.ts). */
  glossary: ReadonlyMap<string, string>;
}

export interface Provider {
  name: MtProvider;
  translate(request: TranslationRequest, signal: AbortSignal): Promise<string[]>;
}

/**
 * Why a provider gave no translation: `pause` seconds before asking it again (rate limits,
 * quotas, outages), and a sentence for the person (never the provider's raw body).
 */
export class ProviderFailure extends Error {
  readonly pause: number;
  readonly kind: "paused" | "refused";
  constructor(message: string, pause: number, kind: "paused" | "refused" = "paused") {
    super(message);
    this.name = "ProviderFailure";
    this.pause = pause;
    this.kind = kind;
  }
}

/** Seconds to wait after a 429: its `Retry-After` (seconds or a date), else a minute. */
export function retryAfterOf(res: Response, fallback = 60): number {
  const value = res.headers.get("Retry-After");
  if (!value) return fallback;
  const seconds = /^\d+$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - Date.now()) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 86_400) : fallback;
}

/** Pauses after failures that say nothing of their own. */
export const PAUSE = { outage: 30, quota: 3600, key: 300 } as const;

/** The failure of an answer that is not 2xx, by status; `quota` when the body says the quota is gone. */
export function failureOf(res: Response, provider: string, quota: boolean): ProviderFailure {
  if (res.status === 429 && !quota)
    return new ProviderFailure(`${provider} asks to slow down (too many requests)`, retryAfterOf(res));
  if (res.status === 456 || quota)
    return new ProviderFailure(`${provider}'s character quota is used up`, retryAfterOf(res, PAUSE.quota));
  if (res.status === 401 || res.status === 403)
    return new ProviderFailure(`${provider} refused the API key: check the secret`, PAUSE.key, "refused");
  if (res.status >= 500) return new ProviderFailure(`${provider} is unavailable (HTTP ${res.status})`, PAUSE.outage);
  return new ProviderFailure(`${provider} refused the request (HTTP ${res.status})`, 0, "refused");
}
