import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AdminApi } from "../../client/lib/admin-api";
import { AppConfigProvider } from "../../client/lib/app-config";
import { EditorContext, type EditorContextValue } from "../../client/pages/translation/context";
import { KeyComments } from "../../client/pages/translation/KeyComments";
import type { SessionAccount } from "../../common/auth";
import type { AppConfig } from "../../common/contracts/app-config";
import { withAdminI18n } from "./admin-i18n-seed";

const translator = {
  id: 3,
  email: "t@polyglot.test",
  role: "translator",
  locales: ["de"],
} as unknown as SessionAccount;

function composer(admin: "en" | "pl" = "en"): string {
  const editor = { user: translator, announce() {} } as unknown as EditorContextValue;
  const html = renderToStaticMarkup(
    withAdminI18n(
      // The comment field completes @names through the HTTP client, which reads the API's base path.
      <AppConfigProvider value={{ apiPath: "/api" } as AppConfig}>
        <QueryClientProvider client={new QueryClient()}>
          <EditorContext value={editor}>
            <KeyComments
              api={{ comments: () => new Promise(() => {}) } as unknown as AdminApi}
              name="home.title"
              locale="de"
            />
          </EditorContext>
        </QueryClientProvider>
      </AppConfigProvider>,
      admin,
    ),
  );
  return html.slice(html.indexOf("<form"));
}

describe("the key dialog's comment composer", () => {
  it("posts a comment or asks the team from one group of equal buttons, saying what a question adds", () => {
    const html = composer();
    const group = /<fieldset class="comment-send"[^>]*aria-describedby="([^"]+)"[^>]*>(.*?)<\/fieldset>/s.exec(html);
    expect(group, "one group holds both ways to post").not.toBeNull();
    const [, hintId, buttons] = group as unknown as [string, string, string];
    const classes = [...buttons.matchAll(/<button[^>]*class="([^"]+)"[^>]*>.*?<\/button>/gs)].map((m) => m[1]);
    expect(buttons).toContain("Comment");
    expect(buttons).toContain("Ask the team");
    expect(classes).toHaveLength(2);
    expect(new Set(classes).size).toBe(1);
    expect(html).toContain(`id="${hintId}"`);
    expect(html).toMatch(/A question stays open/);
  });

  it("speaks the admin's language: a Polish admin comments or asks the team in Polish", () => {
    const html = composer("pl");
    expect(html).toContain("Skomentuj");
    expect(html).toContain("Zapytaj zespół");
    expect(html).toContain("Komentarz lub pytanie");
    expect(html).not.toContain("Ask the team");
  });
});
