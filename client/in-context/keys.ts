import { KEY_ATTRIBUTE } from "../../common/in-context";

/** Set by the worker on a text that waits for review (worker/services/in-context-pending.ts). */
export const PENDING_ATTRIBUTE = "data-i18n-pending";
/** The mark beside such a text, in the admin's words (the stylesheet shows it: in-context.css). */
const PENDING_MARK_ATTRIBUTE = "data-i18n-pending-mark";

/** What the marked texts say of themselves, in the admin's language. */
export interface KeyWords {
  /** The title of a marked text: its key, and whether its text waits for review. */
  title(key: string, pending: boolean): string;
  /** The mark beside a text that waits for review. */
  pendingMark: string;
}

/** The class of `<html>` while edit mode runs: the stylesheet outlines the keys under it. */
export const EDIT_MODE_CLASS = "in-context";

/**
 * Makes every marked text reachable: focusable, and a button when it holds no other marked
 * text (a button may not contain another control). Its title names the key, in the admin's words.
 */
export function prepareKeys(doc: Document, words: KeyWords): void {
  doc.documentElement.classList.add(EDIT_MODE_CLASS);
  for (const element of doc.querySelectorAll<HTMLElement>(`[${KEY_ATTRIBUTE}]`)) {
    element.tabIndex = 0;
    if (!element.querySelector(`[${KEY_ATTRIBUTE}]`)) element.setAttribute("role", "button");
    const pending = element.hasAttribute(PENDING_ATTRIBUTE);
    element.title = words.title(element.getAttribute(KEY_ATTRIBUTE) ?? "", pending);
    if (pending) element.setAttribute(PENDING_MARK_ATTRIBUTE, words.pendingMark);
  }
}

/** The key of the marked text an event happened on, if any. */
function keyOf(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  return target.closest(`[${KEY_ATTRIBUTE}]`)?.getAttribute(KEY_ATTRIBUTE) ?? null;
}

/**
 * Opens a key on a click of its text (in the capture phase, so a link around it does not
 * navigate: Alt+click still follows it) or on Enter / Space while its text has focus.
 * Returns the function that stops listening.
 */
export function listenForKeys(doc: Document, open: (key: string) => void): () => void {
  const click = (event: MouseEvent) => {
    const key = keyOf(event.target);
    if (!key || event.altKey) return;
    event.preventDefault();
    event.stopPropagation();
    open(key);
  };
  const keydown = (event: KeyboardEvent) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.hasAttribute(KEY_ATTRIBUTE)) return;
    event.preventDefault();
    event.stopPropagation();
    open(target.getAttribute(KEY_ATTRIBUTE) as string);
  };
  doc.addEventListener("click", click, true);
  doc.addEventListener("keydown", keydown, true);
  return () => {
    doc.removeEventListener("click", click, true);
    doc.removeEventListener("keydown", keydown, true);
  };
}
