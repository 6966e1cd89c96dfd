import { compileBundle } from "../../../common/icu/compile";
import { type CompiledBundle, emptyBundle } from "../../../common/icu/types";
import type { LocaleCode } from "../../../common/locales";
import { keyNameError, valueError } from "../../../common/text";

/**
 * Live preview: a signed-in editor's unsaved drafts, kept in KV under a random token bound
 * to their session, overlaid on one locale's messages for their own page requests only.
 * Nothing is published; the record expires on its own.
 */

/** How long a preview link works (KV's own minimum TTL is 60 s). */
export const PREVIEW_TTL_S = 10 * 60;
export { MAX_PREVIEW_DRAFTS } from "../../../common/contracts/preview";
/** The query parameter of a preview URL. */
export const PREVIEW_PARAM = "preview";

/** 32 random bytes, base64url: unguessable, and safe in a URL without escaping. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface PreviewRecord {
  sessionId: string;
  locale: LocaleCode;
  drafts: Record<string, string>;
  /** Epoch milliseconds; checked on read too, so the TTL holds whatever KV's own expiry does. */
  expiresAt: number;
}

export const previewKey = (token: string) => `preview:${token}`;

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Stores the drafts and returns the token that names them. */
export async function createPreview(
  kv: KVNamespace,
  input: Omit<PreviewRecord, "expiresAt">,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const token = randomToken();
  const expiresAt = now + PREVIEW_TTL_S * 1000;
  const record: PreviewRecord = { ...input, expiresAt };
  await kv.put(previewKey(token), JSON.stringify(record), { expirationTtl: PREVIEW_TTL_S });
  return { token, expiresAt };
}

/**
 * The drafts a token names, for this session only: null for a malformed, unknown or expired
 * token, or one created by another session. A KV failure is no preview, never an error page.
 */
export async function readPreview(
  kv: KVNamespace,
  token: string,
  sessionId: string,
  now = Date.now(),
): Promise<PreviewRecord | null> {
  if (!TOKEN.test(token)) return null;
  let record: PreviewRecord | null;
  try {
    record = await kv.get<PreviewRecord>(previewKey(token), "json");
  } catch (error) {
    console.warn("preview: KV unavailable:", String(error));
    return null;
  }
  if (!record || record.sessionId !== sessionId || !(record.expiresAt > now)) return null;
  const drafts = checkedDrafts(record.drafts);
  return drafts ? { ...record, drafts } : null;
}

/**
 * A record's drafts as KV gave them back, checked as the request's were: valid key names
 * and texts only, on a null prototype. Anything else is no preview.
 */
function checkedDrafts(value: unknown): Record<string, string> | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const drafts: Record<string, string> = Object.create(null);
  for (const [key, text] of Object.entries(value)) {
    if (keyNameError(key) || valueError(text)) return null;
    drafts[key] = text as string;
  }
  return drafts;
}

/**
 * `messages` with the drafts on top, compiled as publishing compiles them (a new bundle;
 * the input is not touched). A draft that does not compile is left out: the page shows
 * the published text for it, as it would after saving.
 */
export function overlayDrafts(messages: CompiledBundle, drafts: Record<string, string>): CompiledBundle {
  const { messages: compiled } = compileBundle(Object.entries(drafts));
  return Object.assign(emptyBundle(), messages, compiled);
}
