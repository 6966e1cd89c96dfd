import { localeInfo } from "../../../common/locales";
import { failureOf, type Provider, ProviderFailure, type TranslationRequest } from "./provider";

/** An OpenAI-compatible chat-completions endpoint (`POST {base}/chat/completions`), asked for JSON. */
export function openai(apiKey: string, baseUrl: string | undefined, model: string | undefined): Provider {
  const base = (baseUrl || "https://api.openai.com/v1").replace(/\/+$/u, "");
  return {
    name: "openai",
    async translate(request: TranslationRequest, signal: AbortSignal): Promise<string[]> {
      const res = await fetch(`${base}/chat/completions`, {
        method: "POST",
        signal,
        headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          model: model || "gpt-4o-mini",
          temperature: 0,
          response_format: { type: "json_object" },
          messages: [
            { role: "system", content: instructions(request) },
            { role: "user", content: JSON.stringify({ segments: request.units }) },
          ],
        }),
      });
      if (!res.ok) {
        const text = await res.text().catch(() => "");
        throw failureOf(res, "The translation model", /insufficient_quota/u.test(text));
      }
      const body = (await res.json().catch(() => null)) as { choices?: { message?: { content?: unknown } }[] } | null;
      const content = body?.choices?.[0]?.message?.content;
      let segments: unknown;
      try {
        segments = typeof content === "string" ? (JSON.parse(content) as { segments?: unknown }).segments : undefined;
      } catch {}
      if (
        !Array.isArray(segments) ||
        segments.length !== request.units.length ||
        segments.some((s) => typeof s !== "string")
      )
        throw new ProviderFailure("The translation model answered something other than the segments", 0, "refused");
      return segments as string[];
    },
  };
}

/** The system prompt: the languages, the markup rule, the plural categories, the context, the glossary. */
function instructions(request: TranslationRequest): string {
  const from = localeInfo(request.sourceLocale).name;
  const to = localeInfo(request.target).name;
  const lines = [
    `Translate each segment from ${from} (${localeInfo(request.sourceLocale).tag}) to ${to} (${localeInfo(request.target).tag}).`,
    'Answer only a JSON object {"segments": [...]} with one translated string per segment, in the same order.',
    'Keep every <x id="N"/> placeholder and every <g id="N">…</g> tag exactly as written, once each; translate the text around and inside them.',
    `The segments are user-interface texts; a segment may be one plural form. ${to} uses the plural categories: ${request.pluralCategories.join(", ")}.`,
  ];
  if (request.context.length > 0) lines.push(`What the texts are for: ${request.context.join(" / ")}`);
  if (request.glossary.size > 0)
    lines.push(`Glossary (always use): ${[...request.glossary].map(([s, t]) => `${s} → ${t}`).join("; ")}`);
  return lines.join("\n");
}
