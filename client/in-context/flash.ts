/**
 * A sentence for the bar after the page reloads (a save that waits for review, an approval):
 * the reload shows the text in place, the bar says what happened. Kept for this tab only.
 */
const FLASH_KEY = "in-context-flash";

export function flashAfterReload(message: string): void {
  try {
    sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    // Storage refused (a private mode's quota): the page still shows the text, without the sentence.
  }
}

export function takeFlash(): string | null {
  try {
    const message = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    return message;
  } catch {
    return null;
  }
}
