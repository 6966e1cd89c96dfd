import { SELF } from "cloudflare:test";
import { Hono } from "hono";
import { expect } from "vitest";
import type { AppConfig } from "../../common/contracts/app-config";
import type { PageRenderer, RenderOptions } from "../../worker/ssr/render";

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

/**
 * Render options for tests that drive the SSR pipeline with a route table of
 * their own: a signed-out visitor, no messages, a fixed nonce.
 */
export function testRenderOptions(config: Partial<AppConfig> = {}): RenderOptions {
  return {
    nonce: "test-nonce",
    config: {
      assets: { entry: "/assets/entry.js", styles: [], preload: [] },
      apiPath: "/api",
      origin: "http://localhost",
      buildId: "test",
      iconsVersion: "test",
      colorMode: "system",
      sourceLocale: "sk",
      ...config,
    },
    dataSource: {
      messages: async () => ({}),
      cookie: () => undefined,
      acceptLanguage: () => undefined,
      session: async () => null,
      login: async () => ({ ok: false, status: 401, error: "invalid_credentials", message: "" }),
      secondFactor: async () => ({ ok: false, status: 401, error: "invalid_code", message: "" }),
      logout: async () => {},
    },
    onError: () => {},
  };
}

/**
 * The pages of `render` served by a bare Hono app, as the worker's page route serves them;
 * a render that fails rejects (the worker's own catch answers its plain 500 then).
 */
export function servePages(render: PageRenderer, options: RenderOptions): (path: string) => Promise<Response> {
  const app = new Hono();
  app.all("*", (c) => render(c, options));
  app.onError((error) => {
    throw error;
  });
  return async (path) => app.request(`http://localhost${path}`);
}

/** An RFC 9457 problem answer: the status, the exact media type, and the body. */
export async function problemOf(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toBe("application/problem+json");
  const body = (await res.json()) as {
    type: string;
    title: string;
    status: number;
    detail: string;
    errors?: { path: string; message: string }[];
    [extension: string]: unknown;
  };
  expect(body).toMatchObject({ type: "about:blank", status, title: expect.any(String), detail: expect.any(String) });
  return body;
}

/** The failing field paths of a 400 problem. */
export async function failingPaths(res: Response): Promise<string[]> {
  return ((await problemOf(res, 400)).errors ?? []).map((e) => e.path);
}
