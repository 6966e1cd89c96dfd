import { Hono } from "hono";
import { buildParams } from "../../common/contracts/public";
import type { AppEnv } from "../env";
import { validate } from "../http/validate";
import { AppError } from "../lib/errors";
import { BUILD } from "../ssr/build-info";

/**
 * The build files of the new-build check: `/_app/version.json`, the latest
 * build, never cached; `/_app/builds/{id}.json`, the manifest of a build,
 * immutable. Only the deployed build is known; any other id is a 404 problem
 * (never cached: problems carry `no-store`).
 */
export const appBuild = new Hono<AppEnv>()
  .get("/version.json", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ id: BUILD.id, timestamp: BUILD.timestamp });
  })
  .get("/builds/:file", validate("param", buildParams), (c) => {
    const id = c.req.valid("param").file.slice(0, -".json".length);
    if (id !== BUILD.id) throw new AppError(404, `Unknown build: ${id}`);
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    return c.json(BUILD);
  });
