/** URLs the worker serves for the client runtime; the worker's routes and the browser both use these. */

/** The latest build's id and time; never cached. */
export const APP_VERSION_PATH = "/_app/version.json";

/** The manifest of one build, named by its id; immutable. */
export function appBuildManifestPath(buildId: string): string {
  return `/_app/builds/${encodeURIComponent(buildId)}.json`;
}

/** Form target of the colour-mode toggle, so it works before JavaScript has loaded. */
export const COLOR_MODE_FORM_PATH = "/_app/color-mode";

/** The worker's own Iconify API (`{ICONS_PATH}/{version}/{prefix}.json?icons=a,b`). */
export const ICONS_PATH = "/api/icons";

/** The versioned base path Iconify's API provider is pointed at. */
export function iconApiPath(version: string): string {
  return `${ICONS_PATH}/${encodeURIComponent(version)}/`;
}
