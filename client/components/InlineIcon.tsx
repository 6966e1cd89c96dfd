import { useContext } from "react";
import { type IconName, splitIconName } from "../../common/icons";
import { IconDataContext } from "../lib/icon-data";

/** Puts icons a component may draw later into the page's icon data (collected on the server, repeated in the browser). */
export function useIconData(names: readonly IconName[]): void {
  const source = useContext(IconDataContext);
  for (const name of names) source?.add(name);
}

interface InlineIconProps {
  name: IconName;
  /** Accessible name; without one the icon is decorative and hidden from assistive technology. */
  label?: string;
}

/**
 * An icon drawn from the page's own icon data, with no Iconify runtime: for the public
 * pages' islands (docs/decisions/0053-public-pages-hydrate-islands.md), whose icons are
 * all known when the page is rendered. The markup is Iconify's (`iconify iconify--<set>`),
 * so styles and tests treat both kinds alike.
 */
export function InlineIcon({ name, label }: InlineIconProps) {
  const source = useContext(IconDataContext);
  source?.add(name);
  const drawing = source?.get(name);
  if (!drawing) return null;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className={`iconify iconify--${splitIconName(name).prefix} icon`}
      width="1em"
      height="1em"
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      role="img"
      aria-hidden={!label}
      aria-label={label}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the icon's SVG body from the build's own icon sets (vite.config.ts), never from input.
      dangerouslySetInnerHTML={{ __html: drawing.body }}
    />
  );
}
