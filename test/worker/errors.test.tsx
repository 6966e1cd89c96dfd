import { describe, expect, it } from "vitest";
import { DefaultLayout } from "../../client/layouts/DefaultLayout";
import { Document, RootErrorBoundary } from "../../client/layouts/Document";
import { publicError, validated } from "../../client/lib/errors";
import { createPageRenderer } from "../../worker/ssr/render";
import { servePages, testRenderOptions, textOf } from "./helpers";

/**
 * A route table made for these tests, rendered by the real SSR pipeline: the
 * product's own routes have no parameters to validate and nothing that fails.
 */
const render = createPageRenderer([
  {
    id: "root",
    Component: Document,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        path: "item/:id",
        loader: validated(
          (params) => /^\d+$/.test(params.id ?? ""),
          ({ params }) => params.id,
        ),
        Component: DefaultLayout,
      },
      {
        path: "boom",
        loader: () => {
          throw new Error("secret: D1 credentials at line 42");
        },
        Component: DefaultLayout,
      },
      { path: "teapot", loader: () => publicError(418, "I am a teapot"), Component: DefaultLayout },
      {
        path: "crash",
        Component: () => {
          throw new Error("secret: render failed");
        },
      },
    ],
  },
]);

const options = testRenderOptions();

const page = servePages(render, options);

describe("error pages", () => {
  it("answers 404 `Page Not Found: {path}` when route validation fails", async () => {
    const res = await page("/item/abc");
    expect(res.status).toBe(404);
    expect(textOf(await res.text(), 'data-testid="error-message"')).toBe("Page Not Found: /item/abc");
  });

  it("renders a valid parameter normally", async () => {
    const res = await page("/item/42");
    expect(res.status).toBe(200);
  });

  it("hides an internal error behind 500 `Internal Server Error`, in the page and in the hydration data", async () => {
    const res = await page("/boom");
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(textOf(html, 'data-testid="error-message"')).toBe("Internal Server Error");
    expect(html).not.toContain("secret");
    expect(html).not.toContain("at ");
  });

  it("shows the message of an error raised as user-facing, with its status", async () => {
    const res = await page("/teapot");
    expect(res.status).toBe(418);
    expect(textOf(await res.text(), 'data-testid="error-message"')).toBe("I am a teapot");
  });

  it("rejects when the document shell cannot render, so the worker can answer its plain 500", async () => {
    await expect(page("/crash")).rejects.toThrow();
  });
});
