import { useCallback, useSyncExternalStore } from "react";

/**
 * The admin's phone layout: the width below which the editor shows one target language.
 * client/pages/translation/editor.css repeats it in its `@media` rule (CSS cannot import it).
 */
export const PHONE_QUERY = "(max-width: 40rem)";

/**
 * Whether a media query matches, following changes. The server (and hydration) render the
 * desktop markup (`false`); CSS makes that first paint fit, the browser's answer follows.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
