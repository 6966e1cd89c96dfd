import { describe, expect, it } from "vitest";
import { createAdminI18n } from "../../client/admin-i18n/translator";
import { ago, bellLabel, notificationText } from "../../client/lib/inbox-api";
import type { NotificationItem } from "../../common/contracts/notifications";
import { sentenceOf } from "../../worker/services/notifications/sentence";
import { mentionedNames } from "../../worker/services/notifications/sql";
import { adminSeedBundle } from "./admin-i18n-seed";

const en = createAdminI18n(adminSeedBundle("en"));
const pl = createAdminI18n(adminSeedBundle("pl"));

/** Issue 37, item 2: what `@name` names, and the words of the inbox (whole sentences, plural-aware). */
describe("mentions", () => {
  it("are the email's local part, lower-cased, each once, without a sentence's final dot", () => {
    expect(mentionedNames("@Ana, please ask @ana.kowalska. Thanks @ana")).toEqual(["ana", "ana.kowalska"]);
    expect(mentionedNames("mail me at ana@example.com or @marek+pl")).toEqual(["marek+pl"]);
    expect(mentionedNames("no one here, @ alone")).toEqual([]);
  });
});

describe("the inbox's words", () => {
  it("names the bell by its count, in sentences", () => {
    expect([0, 1, 3].map((n) => bellLabel(n, en.t))).toEqual([
      "Notifications, none unread",
      "Notifications, 1 unread",
      "Notifications, 3 unread",
    ]);
    // Polish has a form for 2–4 and another for 5 and up.
    expect([3, 5].map((n) => bellLabel(n, pl.t))).toEqual([
      "Powiadomienia, 3 nieprzeczytane",
      "Powiadomienia, 5 nieprzeczytanych",
    ]);
  });

  it("says how long ago, relative to now", () => {
    const now = Date.parse("2026-11-28T10:00:00Z");
    expect(ago("2026-11-28T09:59:40Z", en, now)).toBe("just now");
    expect(ago("2026-11-28T09:55:00Z", en, now)).toBe("5 minutes ago");
    expect(ago("2026-11-27T09:00:00Z", en, now)).toBe("yesterday");
    expect(ago("2026-11-27T09:00:00Z", pl, now)).toBe("wczoraj");
  });

  it("writes each notification as one sentence: who, what, where", () => {
    const row = { actor: "ana@example.test", locale: "pl", key_name: "home.title", count: 1, data: "{}" };
    expect(sentenceOf({ ...row, kind: "approved", count: 12 })).toBe(
      "12 of your Polish texts were approved, last by ana@example.test.",
    );
    expect(sentenceOf({ ...row, kind: "changes-requested", data: '{"reason":"Too formal"}' })).toBe(
      "ana@example.test sent your Polish text “home.title” back: “Too formal”",
    );
    expect(sentenceOf({ ...row, kind: "import", locale: null, count: 1 })).toBe(
      "ana@example.test imported a file that changed 1 text in your languages.",
    );
  });

  it("words the same sentence in the admin's language from the item's kind and facts", () => {
    const item: NotificationItem = {
      id: 1,
      kind: "changes-requested",
      text: "",
      facts: { quote: "Too formal", title: "", event: "", left: 0, name: "" },
      link: "/admin/translation",
      actor: "ana@example.test",
      locale: "pl",
      key: "home.title",
      count: 1,
      createdAt: "2026-11-28T10:00:00Z",
      read: false,
    };
    expect(notificationText(item, en)).toBe("ana@example.test sent your Polish text “home.title” back: “Too formal”");
    const approved = { ...item, kind: "approved", count: 12 } as const;
    expect(notificationText(approved, en)).toBe("12 of your Polish texts were approved, last by ana@example.test.");
    const imported = { ...item, kind: "import", locale: null, count: 1 } as const;
    expect(notificationText(imported, en)).toBe(
      "ana@example.test imported a file that changed 1 text in your languages.",
    );
    expect(notificationText(approved, pl)).toContain("12");
    expect(notificationText(approved, pl)).not.toContain("were approved");
  });

  it("tells an account of a passkey added or removed and of a new password, in the API's English and the admin's language", () => {
    const row = { kind: "security", actor: null, locale: null, key_name: null, count: 1 } as const;
    const cases = [
      [{ event: "passkey_added", name: "Work laptop" }, "The passkey “Work laptop” was added to your account."],
      [{ event: "passkey_removed", name: "Spare" }, "The passkey “Spare” was removed from your account."],
      [{ event: "password_changed" }, "The password of your account was changed."],
    ] as const;
    for (const [data, sentence] of cases) {
      expect(sentenceOf({ ...row, data: JSON.stringify(data) })).toBe(sentence);
      const item: NotificationItem = {
        id: 1,
        kind: "security",
        text: sentence,
        facts: { quote: null, title: "", event: data.event, left: 0, name: "name" in data ? data.name : "" },
        link: "/admin/account",
        actor: null,
        locale: null,
        key: null,
        count: 1,
        createdAt: "2026-11-28T10:00:00Z",
        read: false,
      };
      expect(notificationText(item, en)).toBe(sentence);
      const polish = notificationText(item, pl);
      expect(polish).not.toBe(sentence);
      if ("name" in data) expect(polish).toContain(data.name);
    }
  });
});
