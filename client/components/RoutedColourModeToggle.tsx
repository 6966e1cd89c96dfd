import { useLocation } from "react-router";
import type { RuntimeLabels } from "../lib/runtime-labels";
import { ColourModeToggle } from "./ColourModeToggle";

/** The colour-mode toggle of a routed page (the admin's app): its form returns to the current location. */
export function RoutedColourModeToggle({ labels }: { labels?: RuntimeLabels["colorMode"] }) {
  const { pathname, search } = useLocation();
  return <ColourModeToggle labels={labels} redirect={pathname + search} />;
}
