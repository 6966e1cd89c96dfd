import { useLocation } from "react-router";
import type { RuntimeLabels } from "../lib/runtime-labels";
import { ColorModeToggle } from "./ColorModeToggle";

/** The color-mode toggle of a routed page (the admin's app): its form returns to the current location. */
export function RoutedColorModeToggle({ labels }: { labels?: RuntimeLabels["colorMode"] }) {
  const { pathname, search } = useLocation();
  return <ColorModeToggle labels={labels} redirect={pathname + search} />;
}
