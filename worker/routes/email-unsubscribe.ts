import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound, onError } from "../http/on-error";
import {
  readUnsubscribeToken,
  UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_TEXTS,
  type UnsubscribeLink,
  unsubscribe,
} from "../services/email";
import { clientAssets } from "../ssr/assets";

/**
 * `/email/unsubscribe/{token}`, the link in every email's `List-Unsubscribe` header and footer,
 * answered without a session (docs/decisions/0077-email.md):
 * - POST (a mail client's one-click, RFC 8058: `List-Unsubscribe=One-Click` as a form; or the
 *   button below) turns the kind off and says so;
 * - GET only asks, with a button: a link scanner or a prefetch that follows it changes nothing.
 * A link this deployment did not sign, or signed for another account or kind, is refused (404).
 */

const t = UNSUBSCRIBE_TEXTS;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A small page of its own, in the sign-in page's card and the admin's stylesheet (no script: the
 * admin's React app is not loaded for one sentence and a button).
 */
function page(body: string): string {
  const styles = clientAssets("app")
    .styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
    .join("");
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(t.title)} · Polyglot</title>${styles}</head>` +
    `<body><div class="layout layout-login"><main id="main" class="login-card">` +
    `<h1>${escapeHtml(t.title)}</h1>${body}</main></div></body></html>`
  );
}

const question = (link: UnsubscribeLink) =>
  link.kind === "digest" ? t.askDigest(link.email) : t.askKind(link.email, link.kind);
const done = (link: UnsubscribeLink) => (link.kind === "digest" ? t.doneDigest : t.doneKind(link.kind));
const accountLink = `<p><a href="/admin/account">${escapeHtml(t.account)}</a></p>`;

const emailUnsubscribe = new Hono<AppEnv>();

emailUnsubscribe.use(async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
  c.header("Referrer-Policy", "no-referrer");
});

const linkOf = (c: { env: AppEnv["Bindings"]; req: { param: (name: "token") => string } }) =>
  readUnsubscribeToken(c.env.DB, c.env.EMAIL_LINK_SECRET, c.req.param("token"));

emailUnsubscribe.get(`${UNSUBSCRIBE_PATH}:token`, async (c) => {
  const link = await linkOf(c);
  if (!link) return c.html(page(`<p>${escapeHtml(t.invalid)}</p>${accountLink}`), 404);
  const action = escapeHtml(new URL(c.req.url).pathname);
  return c.html(
    page(
      `<form method="post" action="${action}"><p>${escapeHtml(question(link))}</p>` +
        `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
        `<p><button type="submit" class="button-primary">${escapeHtml(t.button)}</button></p></form>`,
    ),
  );
});

emailUnsubscribe.post(`${UNSUBSCRIBE_PATH}:token`, async (c) => {
  const link = await linkOf(c);
  if (!link) return c.html(page(`<p>${escapeHtml(t.invalid)}</p>${accountLink}`), 404);
  await unsubscribe(c.env.DB, link);
  return c.html(page(`<p role="status">${escapeHtml(done(link))}</p>${accountLink}`));
});

emailUnsubscribe.notFound(notFound);
emailUnsubscribe.onError(onError);

export default emailUnsubscribe;
