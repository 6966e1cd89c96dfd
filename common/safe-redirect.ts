/**
 * The one rule for a redirect target built from input (a path under `/sk`, a `?redirect=`
 * parameter, a form field): normalise first, then check, then answer the normalised form.
 * Checking the text before the URL parser has had its say is how `/.//evil.com` and
 * `/%2e%2e//evil.com` once passed as paths (issue 13).
 */

/** Any origin will do when the caller has none: a path that stays on it stays on every site. */
const PROBE_ORIGIN = "http://same-site.invalid";

/**
 * Controls (which the URL parser drops, turning `/\t/x` into `//x`) and backslashes (which
 * browsers read as `/` in http URLs) have no place in a target this app builds.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse.
const REFUSED_CHARACTERS = /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A `Location` that starts so is read as another host (`//evil.com`, `/\evil.com`). */
const HOST_LEAD = /^[/\\]{2}/;

/**
 * `target` as a path of the site at `origin` (path, query and fragment, dot segments and
 * `%2e` resolved), or null when it is not one: another origin, a scheme of its own, a
 * control character or backslash, or a normalised path that starts with `//`, which a
 * browser would resolve to another host. What it answers resolves to itself on `origin`,
 * so it is safe as a `Location` as it is.
 */
export function sitePath(target: unknown, origin: string = PROBE_ORIGIN): string | null {
  if (typeof target !== "string" || target === "" || REFUSED_CHARACTERS.test(target)) return null;
  const site = new URL(origin).origin;
  let url: URL;
  try {
    url = new URL(target, site);
  } catch {
    return null;
  }
  if (url.origin !== site) return null;
  const path = url.pathname + url.search + url.hash;
  if (HOST_LEAD.test(path) || new URL(path, site).href !== url.href) return null;
  return path;
}
