import type { Context } from "hono";
import type { PageDataSource, PreviewState } from "../../../common/contracts/data-source";
import { isAdminPath } from "../../../common/pages";
import type { AppEnv } from "../../env";
import { overlayDrafts, PREVIEW_PARAM, type PreviewRecord, readPreview } from "../../services/site";

/**
 * A live preview's drafts for this request: only on a public page of the preview's locale,
 * only for the session that made it (the session is resolved for `?preview=` requests only).
 */
async function previewOf(c: Context<AppEnv>): Promise<PreviewRecord | null> {
  const token = c.req.query(PREVIEW_PARAM);
  const sessionId = c.get("sessionId");
  if (!token || !sessionId || isAdminPath(new URL(c.req.url).pathname)) return null;
  const record = await readPreview(c.env.CACHE, token, sessionId);
  return record && record.locale === c.get("locale") ? record : null;
}

/** `source` with this request's live preview on top (its drafts over its locale's messages), if it has one. */
export async function withPreview(c: Context<AppEnv>, source: PageDataSource): Promise<PageDataSource> {
  const preview = await previewOf(c);
  if (!preview) return source;
  const state: PreviewState = {
    locale: preview.locale,
    drafts: Object.keys(preview.drafts).length,
    expiresAt: new Date(preview.expiresAt).toISOString(),
  };
  return {
    ...source,
    messages: async (locale) => {
      const published = await source.messages(locale);
      return locale === preview.locale ? overlayDrafts(published, preview.drafts) : published;
    },
    preview: () => state,
  };
}

/** A preview URL is one person's page, whatever it shows: never stored, never indexed. */
export function markPreviewPrivate(c: Context<AppEnv>, headers: Headers): void {
  if (c.req.query(PREVIEW_PARAM) === undefined) return;
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Robots-Tag", "noindex");
}
