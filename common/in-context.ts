/**
 * In-context editing (docs/decisions/0058-in-context-editing.md): in in-context editing the server's
 * `t()` wraps every message it formats in invisible markers naming the key, and the worker turns
 * them into `<span data-i18n-key="…">` in the page's text (and drops them everywhere else).
 *
 * A marker is made of private-use code points, which nothing else on a page produces and no
 * HTML serialiser escapes: OPEN, the key's characters each shifted into the private-use area
 * (key names are ASCII, common/text.ts `KEY_NAME`), TEXT, the message's text, CLOSE.
 */

/** The attribute that names the key of a span of text in in-context editing. */
export const KEY_ATTRIBUTE = "data-i18n-key";
/**
 * The cookie that turns in-context editing on; honoured only together with a valid session. Its
 * name predates the word "in-context" and is kept: browsers hold it.
 */
export const IN_CONTEXT_COOKIE = "__Host-edit-on-page";
/** How long edit mode stays on without being turned off: a working day. */
export const IN_CONTEXT_MAX_AGE_S = 12 * 60 * 60;
/** The admin API endpoint that turns in-context editing on and off. */
export const IN_CONTEXT_PATH = "/api/admin/in-context";
/** Its former path, still answered for one release (README: renamed API paths). */
export const FORMER_IN_CONTEXT_PATH = "/api/admin/edit-on-page";

const BASE = 0xe000;
const OPEN = String.fromCharCode(BASE);
const TEXT = String.fromCharCode(BASE + 1);
const CLOSE = String.fromCharCode(BASE + 2);

/** Any marker code point: OPEN, TEXT, CLOSE and the shifted key characters (U+E000–U+E07F). */
const ANY_MARKER = /[\uE000-\uE07F]/g;

function encodeKey(key: string): string {
  let out = "";
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    // Key names are printable ASCII; anything else cannot be marked and is left unmarked.
    if (code < 0x20 || code > 0x7e) return "";
    out += String.fromCharCode(BASE + code);
  }
  return out;
}

function decodeKey(encoded: string): string {
  let out = "";
  for (let i = 0; i < encoded.length; i++) out += String.fromCharCode(encoded.charCodeAt(i) - BASE);
  return out;
}

/** The markers that open a message of `key` (empty when the key cannot be marked). */
export function openMarker(key: string): string {
  const encoded = encodeKey(key);
  return encoded ? OPEN + encoded + TEXT : "";
}

/** The marker that closes a message. */
export const CLOSE_MARKER = CLOSE;

/** A message's text with the markers of its key around it. */
export function markMessage(key: string, text: string): string {
  const open = openMarker(key);
  return open ? open + text + CLOSE : text;
}

/** Whether a string holds any marker code point. */
export function hasMarkers(text: string): boolean {
  ANY_MARKER.lastIndex = 0;
  return ANY_MARKER.test(text);
}

/** The text without any marker: what an attribute, a title or a script gets. */
export function stripMarkers(text: string): string {
  return hasMarkers(text) ? text.replace(ANY_MARKER, "") : text;
}

/** A key name as an attribute value (key names hold no `"`, `&` or `<`, but a marker is not trusted). */
function attributeValue(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** An opening marker (with its key), a closing one, or a stray marker code point. */
const TOKEN = /\uE000([\uE020-\uE07E]{1,200})\uE001|\uE002|[\uE000-\uE07F]/g;

/**
 * Turns the markers of a document's text into spans, text node by text node, as a streaming
 * rewriter sees them: an opening marker becomes `<span data-i18n-key="…">`, its closing one
 * `</span>`. A message formatted with rich text (`rich()`) opens in one text node and closes in
 * another of the same element, so what is open is remembered with the element depth it was
 * opened at: a closing marker at another depth is dropped, and an element that ends with spans
 * still open inside it closes them first (`closeAt`). The markup is therefore always balanced.
 */
export class MarkerSpans {
  /** The element depth at which each open span was opened, innermost last. */
  private readonly open: number[] = [];

  /** `html` (a text node's source, entities as written) at element depth `depth`, markers made spans. */
  text(html: string, depth: number): string {
    if (!hasMarkers(html)) return html;
    return html.replace(TOKEN, (whole, key: string | undefined) => {
      if (key !== undefined) {
        this.open.push(depth);
        return `<span ${KEY_ATTRIBUTE}="${attributeValue(decodeKey(key))}">`;
      }
      if (whole === CLOSE && this.open.at(-1) === depth) {
        this.open.pop();
        return "</span>";
      }
      return "";
    });
  }

  /** The closing tags of spans still open at `depth` or deeper, when the element holding them ends. */
  closeAt(depth: number): string {
    let out = "";
    while (this.open.length > 0 && (this.open.at(-1) as number) >= depth) {
      this.open.pop();
      out += "</span>";
    }
    return out;
  }
}

/** One piece of HTML text with its markers made spans, every span closed at its end (tests, simple uses). */
export function markersToHtml(html: string): string {
  const spans = new MarkerSpans();
  return spans.text(html, 0) + spans.closeAt(0);
}
