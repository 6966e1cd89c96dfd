import { Suspense, use } from "react";
import { describe, expect, it } from "vitest";
import { Document } from "../../client/layouts/Document";
import { createPageRenderer } from "../../worker/ssr/render";
import { servePages, testRenderOptions } from "./helpers";

/** How long the slow part of the test page takes: long enough to see the shell arrive first. */
const SLOW_MS = 50;

function Slow({ text }: { text: Promise<string> }) {
  return <p data-testid="slow">{use(text)}</p>;
}

function SlowPage() {
  const text = new Promise<string>((resolve) => setTimeout(() => resolve("arrived late"), SLOW_MS));
  return (
    <main>
      <h1>Shell first</h1>
      <Suspense fallback={<p>loading</p>}>
        <Slow text={text} />
      </Suspense>
    </main>
  );
}

const render = createPageRenderer([
  { id: "root", Component: Document, children: [{ path: "slow", Component: SlowPage }] },
]);

async function firstChunk(res: Response): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) throw new Error("no body");
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}

describe("the document streamed by @hono/react-renderer", () => {
  it("sends the shell before a suspended part has resolved", async () => {
    const res = await servePages(render, testRenderOptions())("/slow");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("Content-Length")).toBeNull();
    const first = await firstChunk(res);
    expect(first).toMatch(/^<!DOCTYPE html><html/);
    expect(first).toContain("<h1>Shell first</h1>");
    expect(first).not.toContain("arrived late");
  });

  it("completes the stream with the suspended part", async () => {
    const html = await (await servePages(render, testRenderOptions())("/slow")).text();
    expect(html).toContain("arrived late");
    expect(html).toMatch(/<\/html>/);
  });

  it("waits for the whole document when asked to (crawlers), keeping status and headers", async () => {
    const res = await servePages(render, { ...testRenderOptions(), waitForAll: true })("/slow");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const first = await firstChunk(res);
    expect(first).toMatch(/^<!DOCTYPE html><html/);
    expect(first).toContain("arrived late");
    expect(first).toMatch(/<\/html>$/);
  });

  it("puts the response's nonce on the boot script and the entry module, with the hydration data", async () => {
    const html = await (await servePages(render, testRenderOptions())("/slow")).text();
    // JSON data blocks are never run, so they need no nonce.
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("application/json"));
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const tag of scripts) expect(tag).toContain('nonce="test-nonce"');
    expect(html).toMatch(/<script nonce="test-nonce"[^>]*>[^<]*window\.__staticRouterHydrationData=/);
    expect(html).toContain('<script type="module" src="/assets/entry.js" nonce="test-nonce" async=""></script>');
  });
});
