import { useCallback, useSyncExternalStore } from "react";

/**
 * The admin's phone layout: the width below which the editor shows one target language.
 * The editor's stylesheets (client/pages/translation/grid.css and others) repeat it in their `@media`
 * rules (CSS cannot import it).
 */
export const PHONE_QUERY = "(max-width: 40rem)";

/**
 * Whether a media query matches, following changes. The server, and hydration, answer `false`
 * (the desktop markup); a component mounted after hydration gets the browser's answer at once.
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
