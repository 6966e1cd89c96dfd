import { describe, expect, it } from "vitest";
import { ago, bellLabel } from "../../client/lib/inbox-api";
import { sentenceOf } from "../../worker/services/notifications/sentence";
import { mentionedNames } from "../../worker/services/notifications/sql";

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
    expect([0, 1, 3].map(bellLabel)).toEqual([
      "Notifications, none unread",
      "Notifications, 1 unread",
      "Notifications, 3 unread",
    ]);
  });

  it("says how long ago, relative to now", () => {
    const now = Date.parse("2026-11-28T10:00:00Z");
    expect(ago("2026-11-28T09:59:40Z", now)).toBe("just now");
    expect(ago("2026-11-28T09:55:00Z", now)).toBe("5 minutes ago");
    expect(ago("2026-11-27T09:00:00Z", now)).toBe("yesterday");
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
});
