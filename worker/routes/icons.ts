import { Hono } from "hono";
import { iconParams, iconQuery } from "../../common/contracts/public";
import type { AppEnv } from "../env";
import { validate } from "../http/validate";
import { AppError } from "../lib/errors";
import { ICONS, iconSubset } from "../ssr/icons";

/** A year: a versioned URL never changes its answer. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The worker's own Iconify API (`/api/icons/{version}/{prefix}.json?icons=a,b`),
 * answering in the IconifyJSON format from the icon sets installed as npm
 * packages; no third-party service is asked. Names it does not have are listed in
 * `not_found`; when none of the asked-for names exist the answer is a 404 problem
 * that lists them too. Responses under the current version are cached for good;
 * any other version (a page from an older build) gets the current data, revalidated each time.
 */
export const icons = new Hono<AppEnv>().get(
  "/:version/:file",
  validate("param", iconParams),
  validate("query", iconQuery),
  (c) => {
    const { version, file } = c.req.valid("param");
    const prefix = file.slice(0, -".json".length);
    const { set, missing } = iconSubset(prefix, c.req.valid("query").icons);
    if (!set)
      throw new AppError(404, `No icons named ${missing.join(", ")} in the set ${prefix}`, {
        prefix,
        not_found: missing,
      });
    c.header("Cache-Control", version === ICONS.version ? IMMUTABLE : "no-cache");
    return c.json(missing.length ? { ...set, not_found: missing } : set);
  },
);
