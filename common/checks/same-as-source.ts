import { words } from "./text.ts";
import { defineCheck, type Problem, report } from "./types.ts";

/**
 * Words that stay the same in every locale of the site: brand and product names and
 * internationalisms. Compared case-insensitively; a text made only of these, of codes
 * (`SKU-12`, `API`, `iOS`), numbers, URLs or arguments is not reported (Weblate's
 * `same` check ignores such strings the same way).
 */
export const SAME_AS_SOURCE_ALLOWED: ReadonlySet<string> = new Set(
  [
    "Polyglot",
    "GitHub",
    "Google",
    "Facebook",
    "Instagram",
    "LinkedIn",
    "YouTube",
    "Mastodon",
    "Cloudflare",
    "WhatsApp",
    "TikTok",
    "PayPal",
    "Visa",
    "Mastercard",
    "Apple",
    "Android",
    "Microsoft",
    "Windows",
    "Linux",
    "OK",
    "Email",
    "E-mail",
    "Online",
    "Offline",
    "Internet",
    "Web",
    "Blog",
    "Podcast",
    "Video",
    "Audio",
    "Logo",
    "Hotel",
    "Taxi",
    "Menu",
    "Info",
    "Status",
    "Design",
    "Wi-Fi",
    "WiFi",
    "Cookies",
    "Newsletter",
    "Login",
  ].map((word) => word.toLowerCase()),
);

const URL_OR_EMAIL = /\b(?:https?:\/\/|www\.)\S+|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+/gu;
const WORD = /\p{L}[\p{L}\p{M}\p{N}'’-]*/gu;

/** A code rather than a word: it has a digit, or a capital after its first letter (API, iOS, SKU-12). */
const isCode = (word: string) => /\d/.test(word) || /^.\p{L}*\p{Lu}/u.test(word);

/**
 * Labels of one or two words are often the same word in the site's related languages
 * (Kontakt, Firma, Jazyk and O nás in sk, cz, pl, hr, rs, si): not reported.
 */
const SHORT_LABEL_WORDS = 2;

function untranslatable(text: string): boolean {
  const words = text.replace(URL_OR_EMAIL, " ").match(WORD) ?? [];
  if (words.length <= SHORT_LABEL_WORDS) return true;
  return words.every((word) => word.length <= 1 || isCode(word) || SAME_AS_SOURCE_ALLOWED.has(word.toLowerCase()));
}

export const sameAsSource = defineCheck({
  id: "same-as-source",
  severity: "warning",
  text: true,
  title: "Same as source",
  explanation:
    "The translation is the source text unchanged; names, codes, numbers, links and labels of one or two words are allowed.",
  run(ctx): Problem[] {
    // As Weblate's `same`: the texts as written are equal; the visible words decide whether that is fine.
    if (!ctx.source || ctx.source.locale === ctx.locale || ctx.text.trim() !== ctx.source.text.trim()) return [];
    const mine = words(ctx.visible.main).trim();
    if (mine === "" || untranslatable(mine)) return [];
    return [report(sameAsSource, `the text is the same as the source (${ctx.source.locale})`)];
  },
});
