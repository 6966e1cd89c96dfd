import { runChecks } from "../../../common/checks/run";
import { findTerms, type LocaleGlossary } from "../../../common/glossary/match";
import { pluralCategories } from "../../../common/icu/plural-categories";
import type { LocaleCode } from "../../../common/locales";
import { AppError } from "../../lib/errors";
import { glossaryFor } from "../glossary";
import { ProviderFailure } from "./provider";
import { MarkupChanged, type MessagePlan, planMessage } from "./segments";
import type { MtSettings } from "./settings";
import { refundCharacters, reserveCharacters } from "./usage";

/**
 * Machine translation of whole ICU messages (docs/decisions/0062-suggestions.md): cached per
 * source text, locale and provider in KV; otherwise planned (segments.ts), counted against the
 * budget, sent in as few calls as the provider allows, rebuilt, and checked like a person's
 * text. A provider that fails is paused for as long as it asked (KV, seen by every isolate).
 */
export interface MachineInput {
  sourceText: string;
  description?: string;
}
export type MachineOutcome = { text: string; warnings: string[] } | { error: string };

type On = Extract<MtSettings, { status: "on" }>;
interface Stores {
  DB: D1Database;
  CACHE: KVNamespace;
}

/** Units per provider call (DeepL takes at most 50 texts a request). */
const UNITS_PER_CALL = 50;
const CACHE_TTL_S = 30 * 86_400;
/** KV's shortest expiry. */
const MIN_KV_TTL_S = 60;

export class MachinePaused extends AppError {
  constructor(message: string, retryAfter: number) {
    super(
      503,
      `${message}. Machine translation is paused for ${retryAfter} s.`,
      { code: "mt_paused", retryAfter },
      {
        "Retry-After": String(retryAfter),
      },
    );
    this.name = "MachinePaused";
  }
}

const pauseKey = (mt: On) => `mt:pause:${mt.provider.name}`;

/** Throws MachinePaused while the provider is paused. */
export async function checkPause(stores: Stores, mt: On): Promise<void> {
  const until = Number((await stores.CACHE.get(pauseKey(mt))) ?? 0);
  const left = Math.ceil((until - Date.now()) / 1000);
  if (left > 0) throw new MachinePaused(`${mt.provider.name} asked us to wait`, left);
}

async function pause(stores: Stores, mt: On, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  await stores.CACHE.put(pauseKey(mt), String(until), { expirationTtl: Math.max(MIN_KV_TTL_S, seconds) });
}

/** The glossary's translations of the terms found in `texts` of `sourceLocale` (term → translation), for the provider. */
export function glossaryEntries(
  glossary: LocaleGlossary,
  texts: readonly string[],
  sourceLocale: LocaleCode,
): Map<string, string> {
  const terms = glossary.terms.filter((t) => t.translation !== "");
  return new Map(
    texts.flatMap((text) =>
      findTerms(text, terms, sourceLocale).map((m) => [m.term.term, m.term.translation] as const),
    ),
  );
}

/** Keyed by the text and the glossary entries it uses: a glossary change retranslates only what it concerns. */
async function cacheKey(
  mt: On,
  sourceLocale: LocaleCode,
  target: LocaleCode,
  text: string,
  glossary: LocaleGlossary,
): Promise<string> {
  const entries = [...glossaryEntries(glossary, [text], sourceLocale)];
  const keyed = entries.length === 0 ? text : `${text}\u0000${JSON.stringify(entries)}`;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(keyed));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `mt:v1:${mt.provider.name}:${sourceLocale}:${target}:${hex}`;
}

/** A unit with no letter (only markup, digits, punctuation) is its own translation and costs nothing. */
const needsProvider = (unit: string) => /\p{L}/u.test(unit.replace(/<[^>]*>/gu, ""));

/** The machine's translation of each input, in order; throws MachinePaused / BudgetExhausted. */
export async function machineTranslate(
  stores: Stores,
  mt: On,
  inputs: readonly MachineInput[],
  sourceLocale: LocaleCode,
  target: LocaleCode,
): Promise<MachineOutcome[]> {
  await checkPause(stores, mt);
  const glossary = await glossaryFor(stores.DB, target);
  const keys = await Promise.all(inputs.map((i) => cacheKey(mt, sourceLocale, target, i.sourceText, glossary)));
  const cached = await Promise.all(keys.map((k) => stores.CACHE.get<MachineOutcome>(k, "json")));
  const outcomes: (MachineOutcome | null)[] = cached.map((c) => (c && "text" in c ? c : null));
  const plans = new Map<number, MessagePlan>();
  inputs.forEach((input, i) => {
    if (outcomes[i]) return;
    const plan = planMessage(input.sourceText, target);
    if (plan) plans.set(i, plan);
    else outcomes[i] = { error: "the source text does not parse" };
  });
  const translated = await translateUnits(stores, mt, [...plans.entries()], inputs, { sourceLocale, target, glossary });
  for (const [i, plan] of plans) {
    const outcome = finish(plan, translated.get(i) ?? [], (inputs[i] as MachineInput).sourceText, {
      sourceLocale,
      target,
      glossary,
    });
    outcomes[i] = outcome;
    if ("text" in outcome)
      await stores.CACHE.put(keys[i] as string, JSON.stringify(outcome), { expirationTtl: CACHE_TTL_S });
  }
  return outcomes as MachineOutcome[];
}

/** Sends every unit that needs it, budget first; answers each plan's translated units. */
async function translateUnits(
  stores: Stores,
  mt: On,
  plans: [number, MessagePlan][],
  inputs: readonly MachineInput[],
  { sourceLocale, target, glossary }: { sourceLocale: LocaleCode; target: LocaleCode; glossary: LocaleGlossary },
): Promise<Map<number, string[]>> {
  const sent: { plan: number; unit: number; text: string }[] = [];
  const result = new Map<number, string[]>();
  for (const [i, plan] of plans) {
    result.set(i, [...plan.units]);
    plan.units.forEach((text, unit) => {
      if (needsProvider(text)) sent.push({ plan: i, unit, text });
    });
  }
  if (sent.length === 0) return result;
  const characters = sent.reduce((n, s) => n + s.text.length, 0);
  await reserveCharacters(stores.DB, characters, mt.budget);
  const context = [...new Set(plans.map(([i]) => inputs[i]?.description ?? "").filter(Boolean))];
  try {
    for (let at = 0; at < sent.length; at += UNITS_PER_CALL) {
      const chunk = sent.slice(at, at + UNITS_PER_CALL);
      const request = {
        units: chunk.map((s) => s.text),
        sourceLocale,
        target,
        context,
        pluralCategories: pluralCategories(target),
        glossary: glossaryEntries(
          glossary,
          chunk.map((s) => s.text),
          sourceLocale,
        ),
      };
      const texts = await mt.provider.translate(request, AbortSignal.timeout(mt.timeoutMs));
      chunk.forEach((s, n) => {
        (result.get(s.plan) as string[])[s.unit] = texts[n] as string;
      });
    }
  } catch (error) {
    await refundCharacters(stores.DB, characters);
    throw await paused(stores, mt, error);
  }
  return result;
}

/** A provider's failure as the answer to give: paused for as long as it asked, never a 500. */
async function paused(stores: Stores, mt: On, error: unknown): Promise<AppError> {
  const name = mt.provider.name === "deepl" ? "DeepL" : "The translation model";
  const failure =
    error instanceof ProviderFailure
      ? error
      : new ProviderFailure(
          (error as Error)?.name === "TimeoutError" || (error as Error)?.name === "AbortError"
            ? `${name} did not answer within ${mt.timeoutMs / 1000} s`
            : `${name} could not be reached`,
          30,
        );
  if (failure.pause > 0) await pause(stores, mt, failure.pause);
  return new MachinePaused(failure.message, Math.max(failure.pause, 1));
}

/** The rebuilt message, checked as a person's text would be: an error drops it, warnings go with it. */
function finish(
  plan: MessagePlan,
  units: readonly string[],
  sourceText: string,
  { sourceLocale, target, glossary }: { sourceLocale: LocaleCode; target: LocaleCode; glossary: LocaleGlossary },
): MachineOutcome {
  let text: string;
  try {
    text = plan.build(units);
  } catch (error) {
    if (error instanceof MarkupChanged) return { error: error.message };
    throw error;
  }
  const source = { text: sourceText, locale: sourceLocale };
  const problems = runChecks(text, { locale: target, source, glossary });
  const error = problems.find((p) => p.severity === "error");
  if (error) return { error: `the translation fails the checks: ${error.message}` };
  const warnings = [
    ...plan.missing.map((m) => `plural categories without a source branch, filled from other: ${m}`),
    ...problems.map((p) => p.message),
  ];
  return { text, warnings };
}
