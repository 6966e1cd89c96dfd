import { Icon as IconifyIcon } from "@iconify/react";
import { useContext } from "react";
import { ICON_REQUEST_TIMEOUT_MS, ICON_SPIN_DURATION_MS } from "../../common/constants";
import type { IconName } from "../../common/icons";
import { ICON_DATA_ID, IconDataContext } from "../lib/icon-data";

/** The spinner turns for as long as a request may take, then rests (a missing icon does not spin forever). */
const SPINNER_STYLE = {
  animationDuration: `${ICON_SPIN_DURATION_MS}ms`,
  animationIterationCount: Math.ceil(ICON_REQUEST_TIMEOUT_MS / ICON_SPIN_DURATION_MS),
};

interface IconProps {
  name: IconName;
  /** Accessible name; without one the icon is decorative and hidden from assistive technology. */
  label?: string;
  className?: string;
}

/**
 * An Iconify icon. Rendered on the server from the worker's icon data (so it is in
 * the HTML before hydration); icons not yet in the browser load from the worker's
 * icon API, with a spinner meanwhile.
 */
export function Icon({ name, label, className }: IconProps) {
  useContext(IconDataContext)?.add(name);
  return (
    <IconifyIcon
      icon={name}
      ssr
      className={className ? `icon ${className}` : "icon"}
      aria-hidden={!label}
      aria-label={label}
      fallback={<span className="icon-spinner" style={SPINNER_STYLE} aria-hidden="true" />}
    />
  );
}

/**
 * The data of the icons this page rendered, as a JSON block at the end of <body>.
 * It renders after the page's content, so on the server every icon has been
 * collected by then; the browser reads it before hydrating.
 */
export function IconData() {
  const source = useContext(IconDataContext);
  if (!source) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for an inline <script> (scriptSafeJson).
  return <script type="application/json" id={ICON_DATA_ID} dangerouslySetInnerHTML={{ __html: source.json() }} />;
}
