import { useEffect } from "react";
import type { ColorMode } from "../../common/color-mode";
import { ColorModeToggle } from "../components/ColorModeToggle";
import { ForcedColorMode, useColorMode } from "../lib/color-mode";
import type { RuntimeLabels } from "../lib/runtime-labels";

/**
 * The document's `data-theme` and `color-scheme` follow the preference. On a public page the
 * `<html>` element is the server's, not React's: the island writes them itself once it runs.
 */
function ThemeOfDocument() {
  const { theme } = useColorMode();
  useEffect(() => {
    const root = document.documentElement;
    if (theme) root.dataset.theme = theme;
    else delete root.dataset.theme;
    document.querySelector('meta[name="color-scheme"]')?.setAttribute("content", theme ?? "light dark");
  }, [theme]);
  return null;
}

export interface ColorModeIslandProps {
  labels: RuntimeLabels["colorMode"];
  redirect: string;
  /** The mode the page forces, if any. */
  forced?: ColorMode;
}

/** The color-mode toggle of a public page, hydrated on its own. */
export function ColorModeIsland({ labels, redirect, forced }: ColorModeIslandProps) {
  return (
    <ForcedColorMode value={forced}>
      <ColorModeToggle labels={labels} redirect={redirect} />
      <ThemeOfDocument />
    </ForcedColorMode>
  );
}
