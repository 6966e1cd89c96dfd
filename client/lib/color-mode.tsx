import { createContext, type ReactNode, useCallback, useContext, useMemo, useState, useSyncExternalStore } from "react";
import { type ColorMode, type ColorModePreference, colorModeCookie, isColorMode } from "../../common/color-mode";

/**
 * Color mode (docs/decisions/0022-color-mode-without-a-flash-or-a-script.md). The preference lives in a cookie, so
 * the worker renders `<html data-theme>` for light or dark on the first byte; with
 * `system` there is no attribute and the stylesheet's `prefers-color-scheme`
 * decides, before any script runs. Either way the first paint is already right.
 */

interface ColorModeState {
  preference: ColorModePreference;
  setPreference(preference: ColorModePreference): void;
}

const ColorModeContext = createContext<ColorModeState | null>(null);

/** Holds the preference; `initial` is what the server rendered with, so hydration matches. */
export function ColorModeProvider({ initial, children }: { initial: ColorModePreference; children: ReactNode }) {
  const [preference, setState] = useState(initial);
  const setPreference = useCallback((next: ColorModePreference) => {
    // biome-ignore lint/suspicious/noDocumentCookie: one preference cookie, built by colorModeCookie; the Cookie Store API is not everywhere yet.
    document.cookie = colorModeCookie(next, window.location.protocol === "https:");
    setState(next);
  }, []);
  const value = useMemo(() => ({ preference, setPreference }), [preference, setPreference]);
  return <ColorModeContext value={value}>{children}</ColorModeContext>;
}

/**
 * A mode the page forces (a route's `handle: { colorMode: "dark" }`, the deepest winning): the
 * document shell provides it from the route matches, a public page's island from its props.
 */
export const ForcedColorMode = createContext<ColorMode | undefined>(undefined);

/** The forced mode of a route match list. */
export function forcedColorMode(handles: readonly unknown[]): ColorMode | undefined {
  return handles.map((h) => (h as { colorMode?: unknown } | undefined)?.colorMode).findLast(isColorMode);
}

const DARK_QUERY = "(prefers-color-scheme: dark)";

function subscribeSystem(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The OS setting, followed live; `null` on the server and during hydration, where it is unknown. */
export function useSystemColorMode(): ColorMode | null {
  return useSyncExternalStore(
    subscribeSystem,
    () => (window.matchMedia(DARK_QUERY).matches ? "dark" : "light"),
    () => null,
  );
}

export interface ColorModeValue extends ColorModeState {
  /** Set when the route forces a mode; the preference then waits for other pages. */
  forced: ColorMode | undefined;
  /** The OS setting, once the browser runs. */
  system: ColorMode | null;
  /** The mode the page shows, when known (with `system`, only once the browser runs). */
  effective: ColorMode | null;
  /** What `<html data-theme>` says: a fixed mode, or nothing for `system`. */
  theme: ColorMode | undefined;
}

export function useColorMode(): ColorModeValue {
  const state = useContext(ColorModeContext);
  if (!state) throw new Error("useColorMode outside ColorModeProvider");
  const forced = useContext(ForcedColorMode);
  const system = useSystemColorMode();
  const theme = forced ?? (state.preference === "system" ? undefined : state.preference);
  return { ...state, forced, theme, system, effective: theme ?? system };
}
