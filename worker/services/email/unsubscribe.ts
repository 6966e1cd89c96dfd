import { NOTIFICATION_KINDS, type NotificationKind } from "../../../common/contracts/notifications";
import { emailPreferences, setEmailMode } from "./preferences";

/**
 * The one-click unsubscribe link of every email (RFC 8058): `/email/unsubscribe/{account}.{kind}.{mac}`,
 * where the MAC is HMAC-SHA256 under EMAIL_LINK_SECRET of the account's id, its creation time and
 * the kind. It needs no sign-in; a changed id or kind, or a link of another account, fails the MAC;
 * an id given again to a new account (ids are reused after a deletion) fails on the creation time.
 * A digest's link names the pseudo-kind `digest`: every kind the account has in its digest goes off.
 */
export const UNSUBSCRIBE_PATH = "/email/unsubscribe/";

const TOKEN = /^(\d{1,15})\.([a-z-]{1,40})\.([A-Za-z0-9_-]{43})$/;

const encoder = new TextEncoder();

async function keyOf(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

const signed = (accountId: number, createdAt: number, kind: string) =>
  encoder.encode(`unsubscribe\n${accountId}\n${createdAt}\n${kind}`);

function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/u, "");
}

function unbase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** What a link turns off: one notification kind, or the daily digest (every kind in it). */
export type UnsubscribeKind = NotificationKind | "digest";
const KINDS: readonly string[] = [...NOTIFICATION_KINDS, "digest"];

export interface LinkAccount {
  id: number;
  createdAt: number;
}

/** The token of `account`'s link for `kind`. */
export async function unsubscribeToken(secret: string, account: LinkAccount, kind: UnsubscribeKind): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await keyOf(secret), signed(account.id, account.createdAt, kind));
  return `${account.id}.${kind}.${base64url(mac)}`;
}

export interface UnsubscribeLink {
  accountId: number;
  email: string;
  kind: UnsubscribeKind;
}

/** The account and kind a token names, or null when it is not one this deployment signed (compared in constant time). */
export async function readUnsubscribeToken(
  db: D1Database,
  secret: string | undefined,
  token: string,
): Promise<UnsubscribeLink | null> {
  const match = TOKEN.exec(token);
  if (!match || !secret) return null;
  const [, id, kind, mac] = match as unknown as [string, string, string, string];
  if (!KINDS.includes(kind)) return null;
  const account = await db
    .prepare("SELECT id, email, created_at FROM users WHERE id = ?")
    .bind(Number(id))
    .first<{ id: number; email: string; created_at: number }>();
  if (!account) return null;
  // One spelling per MAC: the last character's two spare bits must be zero, as we write them.
  const bytes = unbase64url(mac);
  if (base64url(bytes.buffer) !== mac) return null;
  const valid = await crypto.subtle.verify(
    "HMAC",
    await keyOf(secret),
    bytes,
    signed(account.id, account.created_at, kind),
  );
  return valid ? { accountId: account.id, email: account.email, kind: kind as UnsubscribeKind } : null;
}

/** A confirmed unsubscribe: the kind is off for the account (again is harmless). */
export async function unsubscribe(db: D1Database, link: UnsubscribeLink): Promise<void> {
  if (link.kind !== "digest") return setEmailMode(db, link.accountId, { [link.kind]: "off" });
  const modes = await emailPreferences(db, link.accountId);
  const digest = NOTIFICATION_KINDS.filter((kind) => modes[kind] === "digest");
  await setEmailMode(db, link.accountId, Object.fromEntries(digest.map((kind) => [kind, "off" as const])));
}
