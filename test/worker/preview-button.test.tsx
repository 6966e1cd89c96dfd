import { QueryClientProvider } from "@tanstack/react-query";
import { renderToReadableStream } from "react-dom/server.edge";
import { describe, expect, it } from "vitest";
import { AdminI18nProvider } from "../../client/admin-i18n/AdminI18nProvider";
import { PreviewButton } from "../../client/components/admin/PreviewButton";
import { AppConfigProvider } from "../../client/lib/app-config";
import { createQueryClient } from "../../client/lib/query";
import { englishAdminBundle } from "./admin-seed";

const config = {
  assets: { entry: "/assets/entry.js", styles: [], preload: [] },
  apiPath: "/api",
  origin: "http://localhost",
  buildId: "b",
  iconsVersion: "v",
  colorMode: "system" as const,
  sourceLocale: "sk" as const,
};

/** The button as the editor's toolbar first renders it (on the server, before any click). */
async function render(drafts: Record<string, string>): Promise<string> {
  const stream = await renderToReadableStream(
    <AppConfigProvider value={config}>
      <AdminI18nProvider bundle={englishAdminBundle()}>
        <QueryClientProvider client={createQueryClient()}>
          <PreviewButton locale="de" drafts={drafts} />
        </QueryClientProvider>
      </AdminI18nProvider>
    </AppConfigProvider>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

describe("PreviewButton", () => {
  it("is off without drafts, and says why", async () => {
    const html = await render({});
    expect(html).toMatch(/<button[^>]*aria-disabled="true"[^>]*aria-describedby="([^"]+)"/);
    const [, hint] = /aria-describedby="([^"]+)"/.exec(html) ?? [];
    expect(html).toContain(`id="${hint}"`);
    expect(html).toContain("No unsaved drafts in Deutsch to preview.");
    expect(html).toMatch(/Preview Deutsch<\/button>/);
  });

  it("is on with drafts, named after the locale", async () => {
    const html = await render({ "home.title": "Entwurf" });
    expect(html).toMatch(/<button[^>]*aria-disabled="false"/);
    expect(html).not.toContain("No unsaved drafts");
    expect(html).toMatch(/Preview Deutsch<\/button>/);
  });
});
