import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createAdminI18n } from "../../client/admin-i18n/translator";
import { LocalePicker } from "../../client/pages/people/LocalePicker";
import { linkNote } from "../../client/pages/people/people-form";
import { SessionList } from "../../client/pages/people/SessionList";
import type { PersonSession } from "../../common/contracts/people";
import { adminSeedBundle, withAdminI18n } from "./admin-i18n-seed";

const AT = Date.UTC(2026, 10, 28, 9, 30);
const session: PersonSession = {
  id: "s1",
  createdAt: AT,
  lastSeenAt: AT,
  expiresAt: AT + 86_400_000,
  ip: "127.0.0.1",
  userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:135.0) Gecko/20100101 Firefox/135.0",
  device: "Firefox on Windows",
  method: "password+totp",
  current: true,
};
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const sessions = (locale: "en" | "pl") =>
  renderToStaticMarkup(
    withAdminI18n(<SessionList sessions={[session]} busy={false} label="x" onEnd={() => {}} />, locale),
  );

describe("sign-in, account and people in the admin's language", () => {
  it("says how a session signed in as one sentence, English as it was", () => {
    const html = sessions("en");
    expect(text(html)).toContain("Signed in with a password and an authenticator app");
    expect(html).toContain('aria-label="End session Firefox on Windows signed in');
    expect(html).toContain("(this session)");
  });

  it("in Polish, with a Polish date and no English left", () => {
    const html = sessions("pl");
    expect(text(html)).toContain("Zalogowano hasłem i aplikacją uwierzytelniającą");
    expect(text(html)).toContain("lis 2026");
    expect(html).toContain("(ta sesja)");
    expect(text(html)).toContain("Firefox w systemie Windows");
    expect(text(html)).not.toMatch(/Signed in|last active|This session| on Windows/);
  });

  it("names each locale in the admin's language, its code kept for the tests and the eye", () => {
    const de = renderToStaticMarkup(
      withAdminI18n(<LocalePicker idPrefix="p" value={{ all: false, list: [] }} onChange={() => {}} invalid />, "de"),
    );
    expect(text(de)).toContain("Polnisch (pl)");
    expect(text(de)).toContain("Wählen Sie mindestens eine Sprache");
  });

  it("dates a link's expiry in the admin's locale, never en-GB", () => {
    const i18n = createAdminI18n(adminSeedBundle("de"));
    const note = linkNote({ url: "https://x.test/admin/invite/t", expiresAt: AT }, i18n);
    expect(note).toMatch(/^Wird nur einmal angezeigt: .* bis 28\.11\.2026, \d{2}:\d{2}\.$/);
  });
});
