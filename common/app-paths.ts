/** URLs the worker serves for the client runtime; the worker's routes and the browser both use these. */

/** The latest build's id and time; never cached. */
export const APP_VERSION_PATH = "/_app/version.json";

/** The manifest of one build, named by its id; immutable. */
export function appBuildManifestPath(buildId: string): string {
  return `/_app/builds/${encodeURIComponent(buildId)}.json`;
}

/** Form target of the color-mode toggle, so it works before JavaScript has loaded. */
export const COLOR_MODE_FORM_PATH = "/_app/color-mode";

/** The worker's own Iconify API (`{ICONS_PATH}/{version}/{prefix}.json?icons=a,b`). */
export const ICONS_PATH = "/api/icons";

/** The versioned base path Iconify's API provider is pointed at. */
export function iconApiPath(version: string): string {
  return `${ICONS_PATH}/${encodeURIComponent(version)}/`;
}

/**
 * Where the build puts the seed messages (`locales/*.json`) among the static assets; the worker
 * reads its built-in messages from there through its ASSETS binding. Not a page: a request from
 * outside reaches the worker (wrangler.toml `run_worker_first`), which does not serve it.
 */
export const SEED_ASSET_DIR = "/_seed";

/** The admin's seed messages of a locale among the static assets (`{ "<area>": { … } }`, from `locales/admin/`). */
export function adminSeedAssetPath(code: string): string {
  return `${SEED_ASSET_DIR}/admin/${encodeURIComponent(code)}.json`;
}

/**
 * The admin's messages of a locale at a version (the store's revision and the build): immutable,
 * so a browser keeps them until a change is published or a new build deployed.
 */
export const ADMIN_MESSAGES_PATH = "/_app/admin-messages";
export function adminMessagesPath(locale: string, version: string): string {
  return `${ADMIN_MESSAGES_PATH}/${encodeURIComponent(locale)}/${encodeURIComponent(version)}.json`;
}
