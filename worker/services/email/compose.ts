import type { NotificationKind } from "../../../common/contracts/notifications";
import { linkOf } from "../notifications";
import type { OutgoingEmail } from "./provider";
import { EMAIL_TEXTS, type NotificationFacts, sentence } from "./texts";
import { type LinkAccount, UNSUBSCRIBE_PATH, type UnsubscribeKind, unsubscribeToken } from "./unsubscribe";

/**
 * An email from notifications: the same content as plain text and as HTML (every value escaped),
 * with the one-click unsubscribe headers of RFC 8058 (`List-Unsubscribe` with an https link,
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`), whose link needs no sign-in.
 */

/** A digest lists this many notifications; the rest are in the inbox. */
export const DIGEST_LIMIT = 50;

export interface Recipient extends LinkAccount {
  email: string;
}

export interface Composition {
  origin: string;
  from: string;
  linkSecret: string;
  recipient: Recipient;
  /** The email's id: every attempt of one email carries the same idempotency key. */
  emailId: number;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Where a notification's link goes: the inbox's link (notifications/sentence.ts), made absolute. */
export function notificationLink(origin: string, n: NotificationFacts): string {
  const row = { kind: n.kind, actor: n.actor, locale: n.locale, key_name: n.key, count: n.count };
  return origin + linkOf({ ...row, data: JSON.stringify(n.data) });
}

const unsubscribeUrl = async (c: Composition, kind: UnsubscribeKind) =>
  `${c.origin}${UNSUBSCRIBE_PATH}${await unsubscribeToken(c.linkSecret, c.recipient, kind)}`;

interface Item {
  text: string;
  quote: string | null;
  link: string;
}

function textBody(intro: string | null, items: Item[], footer: [string, string][]): string {
  const lines = intro ? [intro, ""] : [];
  for (const item of items) {
    lines.push(item.text);
    if (item.quote) lines.push(`  “${item.quote}”`);
    lines.push(`  ${EMAIL_TEXTS.open}: ${item.link}`, "");
  }
  lines.push("--", EMAIL_TEXTS.why, ...footer.map(([label, url]) => `${label}: ${url}`));
  return `${lines.join("\n")}\n`;
}

function htmlBody(intro: string | null, items: Item[], footer: [string, string][]): string {
  const e = escapeHtml;
  const list = items
    .map(
      (item) =>
        `<li><p>${e(item.text)}</p>${item.quote ? `<blockquote>${e(item.quote)}</blockquote>` : ""}` +
        `<p><a href="${e(item.link)}">${e(EMAIL_TEXTS.open)}</a></p></li>`,
    )
    .join("");
  const links = footer.map(([label, url]) => `<a href="${e(url)}">${e(label)}</a>`).join(" · ");
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${e(EMAIL_TEXTS.productName)}</title></head>` +
    `<body>${intro ? `<p>${e(intro)}</p>` : ""}<ul>${list}</ul><hr><p><small>${e(EMAIL_TEXTS.why)}<br>${links}</small></p></body></html>`
  );
}

async function assemble(c: Composition, subject: string, text: string, html: string, headerKind: UnsubscribeKind) {
  const url = await unsubscribeUrl(c, headerKind);
  return {
    to: c.recipient.email,
    from: c.from,
    subject,
    text,
    html,
    headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    idempotencyKey: `polyglot-email-${c.emailId}`,
  } satisfies OutgoingEmail;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The email of one notification (mode `immediately`): its sentence is the subject. */
export async function immediateEmail(c: Composition, n: NotificationFacts): Promise<OutgoingEmail> {
  const { text, quote } = sentence(n);
  const item = { text, quote, link: notificationLink(c.origin, n) };
  const footer: [string, string][] = [
    [EMAIL_TEXTS.stopKind(n.kind), await unsubscribeUrl(c, n.kind)],
    [EMAIL_TEXTS.preferences, `${c.origin}/admin/account`],
  ];
  return assemble(
    c,
    oneLine(text).slice(0, 200),
    textBody(null, [item], footer),
    htmlBody(null, [item], footer),
    n.kind,
  );
}

/** The day's digest of one account: a sentence per notification, a link to stop each kind in it. */
export async function digestEmail(c: Composition, notifications: NotificationFacts[]): Promise<OutgoingEmail> {
  const shown = notifications.slice(0, DIGEST_LIMIT);
  const items = shown.map((n) => ({ ...sentence(n), link: notificationLink(c.origin, n) }));
  const intro = EMAIL_TEXTS.digestIntro(notifications.length);
  if (notifications.length > shown.length)
    items.push({ text: EMAIL_TEXTS.more(notifications.length - shown.length), quote: null, link: `${c.origin}/admin` });
  const kinds = [...new Set(notifications.map((n) => n.kind))] as NotificationKind[];
  const footer: [string, string][] = [[EMAIL_TEXTS.stopDigest, await unsubscribeUrl(c, "digest")]];
  for (const kind of kinds) footer.push([EMAIL_TEXTS.stopKind(kind), await unsubscribeUrl(c, kind)]);
  footer.push([EMAIL_TEXTS.preferences, `${c.origin}/admin/account`]);
  const subject = EMAIL_TEXTS.digestSubject(notifications.length);
  return assemble(c, subject, textBody(intro, items, footer), htmlBody(intro, items, footer), "digest");
}
