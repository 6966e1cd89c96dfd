import type { BrowserContext, Page } from "@playwright/test";
import { ADMIN_LOCALE_COOKIE, PSEUDO_LOCALE } from "../../common/admin-locale";

/**
 * The pseudo-locale's harness (issue 38, item 5): in `en-XA` every message is accented and in
 * brackets (`[Šåvé··]`, common/pseudo-locale.ts), so a letter on screen outside brackets is a
 * string that is not a message.
 *
 * What is not the admin's words is exempt — user data and text in another language — by these
 * markers, which the screens put on such elements (and only on such elements):
 * - `translate="no"` (HTML's own "do not translate this"): key names, emails, a person's texts,
 *   the product's name "Polyglot"; `data-no-pseudo` where `translate` would be wrong;
 * - an element whose `lang` is not the page's: a locale named in itself ("Polski"), a translation's
 *   text in the grid, the source text;
 * - `<code>`, `<kbd>`, `<samp>` (key names, shortcuts, ICU shown as code) and `<time>` (a date or
 *   time `Intl` formats, whose words are the locale's, not messages); form fields' own values.
 * Text without letters (numbers, symbols, "·") never counts.
 */
export const NOT_MESSAGES =
  '[translate="no"], [data-no-pseudo], code, kbd, samp, time, textarea, script, style, svg, template';

/** What of a screen is looked at: its main content, its navigation and any open dialog. */
const SCREEN_PARTS = "main, nav, dialog[open], [role=dialog], [role=alertdialog]";

/** The attributes a person reads (or hears) whose text must be a message too. */
export const READ_ATTRIBUTES = ["aria-label", "title", "placeholder", "alt"] as const;

export interface Unbracketed {
  /** Where: the element's tag and classes (or the attribute's name), for the report. */
  where: string;
  text: string;
}

/** Shows the admin of `context` in the pseudo-locale (as `?lang=en-XA` would, remembered in its cookie). */
export async function usePseudoLocale(context: BrowserContext, baseURL: string): Promise<void> {
  // The suite's English choice (playwright.config.ts) goes first: two cookies of one name, and the older wins.
  await context.clearCookies({ name: ADMIN_LOCALE_COOKIE });
  await context.addCookies([{ name: ADMIN_LOCALE_COOKIE, value: PSEUDO_LOCALE, url: baseURL }]);
}

/**
 * Every visible text node and read attribute under `selector`'s elements (by default each `<main>`,
 * navigation and open dialog) with a letter outside `[ … ]`. Brackets are followed across text
 * nodes in document order, so a message with a `<b>` in the middle (`[Šîĝñéð îñ åš <b>x</b>]`)
 * counts as one. Also the page's `<title>` when the whole screen is looked at (no `selector`).
 */
export function unbracketedText(page: Page, selector?: string): Promise<Unbracketed[]> {
  return page.evaluate(
    ({ selector, notMessages, attributes, SCREEN }) => {
      const found: { where: string; text: string }[] = [];
      const pageLang = document.documentElement.lang;
      const letter = /\p{L}/u;
      const whereOf = (el: Element) =>
        `${el.tagName.toLowerCase()}${[...el.classList]
          .slice(0, 2)
          .map((c) => `.${c}`)
          .join("")}`;
      const exempt = (el: Element) => {
        if (el.closest(notMessages)) return true;
        const lang = el.closest("[lang]")?.getAttribute("lang");
        return lang !== undefined && lang !== null && lang !== pageLang;
      };
      // Letters outside brackets, carrying the depth from one text to the next.
      let depth = 0;
      const outside = (text: string): boolean => {
        let bare = false;
        for (const ch of text) {
          if (ch === "[") depth++;
          else if (ch === "]") depth = Math.max(0, depth - 1);
          else if (depth === 0 && letter.test(ch)) bare = true;
        }
        return bare;
      };
      const visible = (el: Element) =>
        el.tagName === "OPTION" || el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
      const all = [...document.querySelectorAll(selector ?? SCREEN)];
      const roots = all.filter((el) => !all.some((other) => other !== el && other.contains(el)));
      for (const root of roots) {
        depth = 0;
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          const text = node.textContent ?? "";
          if (!parent || !text.trim() || exempt(parent) || !visible(parent)) continue;
          if (outside(text)) found.push({ where: whereOf(parent), text: text.trim().slice(0, 80) });
        }
        for (const el of [root, ...root.querySelectorAll("*")]) {
          if (exempt(el) || !visible(el)) continue;
          for (const name of attributes) {
            const value = el.getAttribute(name);
            depth = 0;
            if (value && outside(value)) found.push({ where: `${whereOf(el)}[${name}]`, text: value.slice(0, 80) });
          }
        }
      }
      depth = 0;
      if (!selector && outside(document.title)) found.push({ where: "title", text: document.title });
      return found;
    },
    { selector, notMessages: NOT_MESSAGES, attributes: [...READ_ATTRIBUTES], SCREEN: SCREEN_PARTS },
  );
}

/** How far the page scrolls sideways past the viewport, in CSS pixels (0: it does not). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    return Math.max(0, scroller.scrollWidth - window.innerWidth);
  });
}
