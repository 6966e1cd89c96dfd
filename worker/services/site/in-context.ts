import { serialize } from "hono/utils/cookie";
import type { AppConfig } from "../../../common/contracts/app-config";
import { readCookie } from "../../../common/cookies";
import {
  hasMarkers,
  IN_CONTEXT_COOKIE,
  IN_CONTEXT_MAX_AGE_S,
  MarkerSpans,
  stripMarkers,
} from "../../../common/in-context";

/**
 * In-context editing on the public site (docs/decisions/0058-in-context-editing.md): the
 * edit-mode cookie, and the pass that turns an edit-mode page's key markers into spans and
 * adds the in-context script. Nothing here runs for a visitor's page.
 */

/** The cookie's value when edit mode is on. */
const ON = "1";

/**
 * `__Host-edit-on-page`: HttpOnly (no script reads it), Secure, Path=/, SameSite=Strict (a link
 * from another site opens the normal page). It only asks: a page honours it with a valid session.
 */
export function inContextCookie(on: boolean): string {
  return serialize(IN_CONTEXT_COOKIE, on ? ON : "", {
    path: "/",
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    maxAge: on ? IN_CONTEXT_MAX_AGE_S : 0,
  });
}

/** Whether a request's cookies ask for edit mode (the session is checked elsewhere). */
export function asksForInContext(cookieHeader: string | null | undefined): boolean {
  return readCookie(cookieHeader, IN_CONTEXT_COOKIE) === ON;
}

/**
 * Elements whose text must stay text: raw text (script, style), text that is no markup
 * (title, textarea, option) and islands, which the browser renders again from their props
 * (a span the server added would not match the browser's rendering).
 */
const PLAIN_TEXT = new Set(["title", "script", "style", "textarea", "option", "template"]);

/** HTML's void elements: they have no end tag, so no end-tag handler. */
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}

/**
 * The in-context script's tags, nonced: its stylesheets, its preloads and the entry; what the
 * page (`page`, the public entry's assets) links already is left out.
 */
export function inContextTags(assets: AppConfig["assets"], page: AppConfig["assets"], nonce: string): string {
  const n = escapeAttribute(nonce);
  const preloaded = new Set([page.entry, ...page.preload]);
  return (
    assets.styles
      .filter((href) => !page.styles.includes(href))
      .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
      .join("") +
    assets.preload
      .filter((href) => !preloaded.has(href))
      .map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}" nonce="${n}">`)
      .join("") +
    `<script type="module" src="${escapeAttribute(assets.entry)}" nonce="${n}"></script>`
  );
}

/**
 * An edit-mode page as it streams: markers in text become `<span data-i18n-key>`, markers in
 * attributes and in plain-text elements are dropped, and `tags` (the in-context script) go at
 * the end of `<body>`.
 */
export function inContextPage(res: Response, tags: string): Response {
  const spans = new MarkerSpans();
  let depth = 0;
  let plain = 0;
  let pending = "";
  return new HTMLRewriter()
    .on("*", {
      element(element) {
        const changed: Array<[string, string]> = [];
        // The DOM's `Element` type merges with the rewriter's here: its attributes are name/value pairs.
        for (const [name, value] of element.attributes as unknown as Iterable<[string, string]>) {
          if (hasMarkers(value)) changed.push([name, value]);
        }
        for (const [name, value] of changed) element.setAttribute(name, stripMarkers(value));
        if (element.tagName === "body") element.append(tags, { html: true });
        // An element without an end tag (void, or `<x/>` in SVG) holds no text: no depth of its own.
        if (VOID.has(element.tagName)) return;
        const inner = depth + 1;
        const keepsText = PLAIN_TEXT.has(element.tagName) || element.hasAttribute("data-island");
        try {
          // One end-tag handler per element: close what is open inside it, then leave it.
          element.onEndTag((end) => {
            const closing = spans.closeAt(inner);
            if (closing) end.before(closing, { html: true });
            if (keepsText) plain--;
            depth = inner - 1;
          });
        } catch {
          // The rewriter knows the element has no end tag (a self-closing SVG element).
          return;
        }
        depth = inner;
        if (keepsText) plain++;
      },
    })
    .onDocument({
      text(chunk) {
        // A text node may come in several chunks; a marker must be read whole.
        pending += chunk.text;
        if (!chunk.lastInTextNode) {
          chunk.remove();
          return;
        }
        const text = pending;
        pending = "";
        chunk.replace(plain > 0 ? stripMarkers(text) : spans.text(text, depth), { html: true });
      },
    })
    .transform(res);
}
