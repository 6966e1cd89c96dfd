import type { Context } from "hono";
import type { PageDataSource } from "../../../common/contracts/data-source";
import { isAdminPath } from "../../../common/pages";
import type { AppEnv } from "../../env";
import { getAccount } from "../../http/auth";
import { PAGE_CACHE_HEADER } from "../../services/page-cache";
import {
  asksForInContext,
  inContextPage,
  inContextTags,
  markPending,
  overlayDrafts,
  PendingTexts,
} from "../../services/site";
import { clientAssets } from "../../ssr/assets";
import { withPreview } from "./preview";
import { visitorDataSource } from "./public";
import { render } from "./render";

/**
 * A public page asked for in edit mode by a signed-in account (the cookie alone is not enough)
 * with nothing to do first (an account that must change its password or set up a second factor
 * sees the visitor's page: docs/decisions/0082-two-factor-sign-in.md).
 */
export function wantsInContext(c: Context<AppEnv>): boolean {
  const { pathname } = new URL(c.req.url);
  const account = getAccount(c);
  return !isAdminPath(pathname) && asksForInContext(c.req.header("Cookie")) && account !== null && !account.pending;
}

/** An editor's view of a page: the texts waiting for review shown in place of the reviewed ones, every message marked. */
function editModeDataSource(c: Context<AppEnv>, pending: PendingTexts): PageDataSource {
  const visitor = visitorDataSource(c);
  return {
    ...visitor,
    messages: async (locale) => overlayDrafts(await visitor.messages(locale), await pending.texts(locale)),
    inContext: () => true,
  };
}

/**
 * An editor's edit-mode page (docs/decisions/0058-in-context-editing.md): rendered with every
 * message marked, the markers made spans, the in-context script added; one person's page, so
 * never read from nor written to the page cache, and never indexed. A live preview goes on top.
 */
export async function inContextEditPage(c: Context<AppEnv>) {
  const pending = new PendingTexts(c.env.DB, c.get("locale"));
  const res = await render(c, { dataSource: await withPreview(c, editModeDataSource(c, pending)) });
  const out = new Response(res.body, res);
  out.headers.set("Cache-Control", "private, no-store");
  out.headers.set("X-Robots-Tag", "noindex");
  out.headers.set(PAGE_CACHE_HEADER, "bypass");
  if (!/^text\/html\b/i.test(out.headers.get("Content-Type") ?? "")) return out;
  const tags = inContextTags(clientAssets("inContext"), clientAssets("public"), c.get("nonce"));
  return markPending(inContextPage(out, tags), pending.keys);
}
