import { Hono } from "hono";
import type { AppEnv } from "../env";
import { BUILD } from "../ssr/build-info";

/**
 * The build files of the new-build check (SPEC.md §7): `/_app/version.json`, the
 * latest build, never cached; `/_app/builds/{id}.json`, the manifest of a build,
 * immutable. Only the deployed build is known; any other id is a 404.
 */
export const appBuild = new Hono<AppEnv>()
  .get("/version.json", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ id: BUILD.id, timestamp: BUILD.timestamp });
  })
  .get("/builds/:file{[^/]+\\.json}", (c) => {
    const id = c.req.param("file").slice(0, -".json".length);
    if (id !== BUILD.id) {
      c.header("Cache-Control", "no-store");
      return c.json({ error: "Unknown build" }, 404);
    }
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    return c.json(BUILD);
  });
