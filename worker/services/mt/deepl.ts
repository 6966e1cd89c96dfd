import { localeInfo } from "../../../common/locales";
import { failureOf, type Provider, ProviderFailure, type TranslationRequest } from "./provider";

/**
 * DeepL's API v2 (`POST /v2/translate`), free keys (`…:fx`) on api-free.deepl.com.
 * The glossary is not sent: DeepL takes only a `glossary_id` made beforehand (`POST /v3/glossaries`),
 * a network call and a state to keep in step with every glossary change; see
 * docs/decisions/0067-glossary.md for what a deployment would do.
 */
export function deepl(apiKey: string, baseUrl: string | undefined): Provider {
  const base = (baseUrl || (apiKey.endsWith(":fx") ? "https://api-free.deepl.com" : "https://api.deepl.com")).replace(
    /\/+$/u,
    "",
  );
  return {
    name: "deepl",
    async translate(request: TranslationRequest, signal: AbortSignal): Promise<string[]> {
      const res = await fetch(`${base}/v2/translate`, {
        method: "POST",
        signal,
        headers: { Authorization: `DeepL-Auth-Key ${apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          text: request.units,
          source_lang: languageOf(request.sourceLocale, false),
          target_lang: languageOf(request.target, true),
          // Our markup is XML: DeepL keeps the tags and translates around them.
          tag_handling: "xml",
          ignore_tags: ["x"],
          context: request.context.join("\n") || undefined,
        }),
      });
      if (!res.ok) throw failureOf(res, "DeepL", false);
      const body = (await res.json().catch(() => null)) as { translations?: { text?: unknown }[] } | null;
      const texts = body?.translations?.map((t) => t.text);
      if (!texts || texts.length !== request.units.length || texts.some((t) => typeof t !== "string"))
        throw new ProviderFailure("DeepL answered something other than translations", 0, "refused");
      return texts as string[];
    },
  };
}

/** DeepL's language codes: the primary subtag, upper-case; English as a target must name a variant. */
function languageOf(locale: Parameters<typeof localeInfo>[0], target: boolean): string {
  const tag = localeInfo(locale).tag.split("-")[0]?.toUpperCase() ?? "";
  return target && tag === "EN" ? "EN-US" : tag;
}
