import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ICONS, iconSubset } from "../ssr/icons";

/** A year: a versioned URL never changes its answer. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The worker's own Iconify API (`/api/icons/{version}/{prefix}.json?icons=a,b`),
 * answering in the IconifyJSON format from the icon sets installed as npm
 * packages; no third-party service is asked. Names it does not have are listed in
 * `not_found`; when none of the asked-for names exist the answer is a 404.
 * Responses under the current version are cached for good; any other version
 * (a page from an older build) gets the current data, revalidated each time.
 */
export const icons = new Hono<AppEnv>().get("/:version/:file{[a-z0-9-]+\\.json}", (c) => {
  const prefix = c.req.param("file").slice(0, -".json".length);
  const names = [...new Set((c.req.query("icons") ?? "").split(",").filter(Boolean))];
  const { set, missing } = iconSubset(prefix, names);
  const current = c.req.param("version") === ICONS.version;
  c.header("Cache-Control", current ? IMMUTABLE : "no-cache");
  if (!set) return c.json({ error: "Unknown icons", prefix, not_found: missing }, 404);
  return c.json(missing.length ? { ...set, not_found: missing } : set);
});
