import type { Bindings } from "../../env";
import { BUILD } from "../../ssr/build-info";
import { ICONS } from "../../ssr/icons";
import { captchaPublicConfig } from "../identity";
import { configTag, pageCacheKey } from "../page-cache";

/*
 * The page cache's key for this deployment and build. Apart from page-cache.ts, whose rules and
 * names the publication path (and so the command-line import, in Node) also loads: this module
 * reads the build's manifest and the icon data, which only the worker has.
 */

/** The env's tag, computed once per isolate (the bindings object lives as long as it does), not per request. */
const tags = new WeakMap<Bindings, string>();
function deploymentTag(env: Bindings): string {
  let tag = tags.get(env);
  if (tag === undefined) {
    tag = configTag([env.API_PATH, env.PUBLIC_ORIGIN, ICONS.version, captchaPublicConfig(env)]);
    tags.set(env, tag);
  }
  return tag;
}

/** The key of a page of this deployment (`env`) and build, at the location's `generation`. */
export function pageCacheKeyOf(env: Bindings, generation: string, colorMode: string, pathname: string): string {
  return pageCacheKey({ build: BUILD.id, generation, colorMode, config: deploymentTag(env), pathname });
}
