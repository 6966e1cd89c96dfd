import { SELF } from "cloudflare:test";

export const ORIGIN = "http://localhost:8787";

/** A request to the worker under test, as a browser would send it (no redirects followed). */
export function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${path}`, { headers, redirect: "manual" });
}

/** The text of the first element matching a simple `attr="value"` marker in an HTML string. */
export function textOf(html: string, marker: string): string | undefined {
  const at = html.indexOf(marker);
  if (at < 0) return undefined;
  const start = html.indexOf(">", at) + 1;
  return html.slice(start, html.indexOf("<", start));
}
