import type { IconifyJSON } from "@iconify/types";

/**
 * Every icon the app renders, by Iconify name. The build extracts exactly these
 * from the installed icon sets (`@iconify-json/*`), the worker serves and
 * pre-renders them, and `<Icon name>` accepts only these names, so an icon that
 * is not listed here is a type error rather than a blank box.
 */
export const APP_ICONS = [
  "lucide:sun",
  "lucide:moon",
  "lucide:monitor",
  "lucide:refresh-cw",
  "lucide:x",
  // Dashboard and live preview
  "lucide:eye",
  "lucide:external-link",
  // The translation editor
  "lucide:search",
  "lucide:lock",
  "lucide:history",
  "lucide:plus",
  "lucide:upload",
  "lucide:download",
  "lucide:save",
  "lucide:trash-2",
  "lucide:pencil",
  "lucide:triangle-alert",
  "lucide:check",
  "lucide:circle-alert",
  "lucide:circle-dot",
  "lucide:loader-circle",
  "lucide:git-merge",
  "lucide:languages",
  "lucide:undo-2",
  "lucide:wand-sparkles",
  "lucide:list-checks",
  "lucide:clipboard-list",
  // Questions and comments on keys, dismissed warnings (docs/decisions/0065)
  "lucide:message-circle-question-mark",
  "lucide:message-square",
  "lucide:eye-off",
  // The inbox (docs/decisions/0076)
  "lucide:bell",
] as const;

export type IconName = (typeof APP_ICONS)[number];

/** `lucide:sun` → { prefix: "lucide", name: "sun" }. */
export function splitIconName(icon: string): { prefix: string; name: string } {
  const at = icon.indexOf(":");
  return { prefix: icon.slice(0, at), name: icon.slice(at + 1) };
}

/** One Iconify icon set (or a subset of one), in the IconifyJSON format. */
export type IconSet = IconifyJSON;

/** What the build extracts for the worker: the subsets of `APP_ICONS`, versioned by a hash of the data. */
export interface IconBundle {
  version: string;
  sets: IconSet[];
}
