import { sourceLocaleFor } from "../../../common/admin-locale";
import type { Suggestion, SuggestionSource, SuggestionsResult } from "../../../common/contracts/suggestions";
import type { LocaleCode } from "../../../common/locales";
import { AppError } from "../../lib/errors";
import { BudgetExhausted, type MtEnv, machineTranslate, mtSettings } from "../mt";
import { keyId, type TranslationBindings } from "../translations";
import { importedSuggestions } from "./imported-memory";
import { memorySuggestions } from "./memory";
import { type SourceEntry, sourceIndex } from "./source-index";

type Machine = NonNullable<SuggestionsResult["machine"]>;

/**
 * GET `/keys/{name}/suggestions/{locale}` (docs/decisions/0062-suggestions.md): the memory's
 * items, best first, then the machine's when a provider is configured and asked for. A
 * provider that fails leaves the memory's items standing and says why in `machine`; asked
 * for the machine alone, its failure is the answer (503 or 429 with `Retry-After`).
 */
export async function suggestions(
  env: TranslationBindings & MtEnv,
  name: string,
  locale: LocaleCode,
  siteSource: LocaleCode,
  from: readonly SuggestionSource[],
): Promise<SuggestionsResult> {
  // The admin's messages are translated from English (docs/decisions/0088).
  const sourceLocale = sourceLocaleFor(siteSource, name);
  if (locale === sourceLocale) throw new AppError(400, `${locale} is the source locale: there is nothing to suggest`);
  const [id, index] = await Promise.all([keyId(env.DB, name), sourceIndex(env.DB, sourceLocale)]);
  const entry = index.byKey.get(id);
  if (!entry) return { items: [], ...(from.includes("machine") ? { machine: { status: "ok" as const } } : {}) };
  const items = from.includes("memory")
    ? await memorySuggestions(
        env.DB,
        index,
        entry,
        locale,
        await importedSuggestions(env.DB, entry, sourceLocale, locale),
      )
    : [];
  if (!from.includes("machine")) return { items };
  const machine = await machineItem(env, id, entry, sourceLocale, locale, from.length === 1);
  return { items: machine.item ? [...items, machine.item] : items, machine: machine.status };
}

async function machineItem(
  env: TranslationBindings & MtEnv,
  id: number,
  entry: SourceEntry,
  sourceLocale: LocaleCode,
  locale: LocaleCode,
  alone: boolean,
): Promise<{ item?: Suggestion; status: Machine }> {
  const mt = mtSettings(env);
  if (mt.status === "off")
    return { status: { status: "off", message: "No machine-translation provider is configured" } };
  if (mt.status === "misconfigured") {
    if (alone) throw new AppError(503, mt.message, { code: "mt_misconfigured" });
    return { status: { status: "refused", message: mt.message } };
  }
  const description = await env.DB.prepare("SELECT description FROM i18n_keys WHERE id = ?")
    .bind(id)
    .first<{ description: string }>();
  try {
    const [outcome] = await machineTranslate(
      env,
      mt,
      [{ sourceText: entry.text, description: description?.description ?? "" }],
      sourceLocale,
      locale,
    );
    if (!outcome || "error" in outcome)
      return { status: { status: "refused", message: outcome?.error ?? "no translation" } };
    const item: Suggestion = {
      text: outcome.text,
      // A machine's text is never an identical match: ranked after the memory's, by its own score.
      score: 0,
      origin: "machine",
      sourceText: entry.text,
      provider: mt.provider.name,
      ...(outcome.warnings.length > 0 ? { warnings: outcome.warnings } : {}),
    };
    return { item, status: { status: "ok" } };
  } catch (error) {
    if (alone || !(error instanceof AppError)) throw error;
    const retryAfter = Number(error.details.retryAfter ?? 0) || undefined;
    const status = error instanceof BudgetExhausted ? "budget" : "paused";
    return { status: { status, message: error.message, ...(retryAfter ? { retryAfter } : {}) } };
  }
}
