import { describe, expect, it } from "vitest";
import { createAdminI18n } from "../../client/admin-i18n/translator";
import { activitySentence } from "../../client/lib/activity-api";
import { type ActivityRow, type ChangeRecord, tell } from "../../common/activity/facts";
import { ACTIVITY, ACTIVITY_GROUPS, eventsOf } from "../../common/activity/sentences";
import type { ActivityEntry } from "../../common/contracts/activity";
import { adminSeedBundle } from "./admin-i18n-seed";

/** The activity log's sentences (docs/decisions/0079-activity-log.md): one ICU message per action. */
const row = (event: string, details: Record<string, unknown> | null, detail: string | null = null): ActivityRow => ({
  id: 1,
  at: Date.UTC(2026, 10, 28, 10, 42),
  event,
  user_id: 2,
  email: "marek@example.test",
  actor_id: 1,
  actor_email: "ana@example.test",
  detail,
  details: details && JSON.stringify(details),
});

describe("the activity log's sentences", () => {
  it("tell every action as a whole sentence, whatever facts are missing", () => {
    for (const event of Object.keys(ACTIVITY)) {
      const { summary, group } = tell(row(event, {}));
      expect(summary, event).not.toMatch(/[{}]|undefined|null/);
      expect(summary.length, event).toBeGreaterThan(10);
      expect(group, event).toBe(ACTIVITY[event]?.group);
    }
  });

  it("choose the plural by the CLDR rules and name locales by the locale table", () => {
    const tellCount = (count: number, locales: string[]) =>
      tell(row("translations.pretranslate", { count, locales, change: 3 })).summary;
    expect(tellCount(1, ["pl"])).toBe("ana@example.test pre-translated 1 text in Polish");
    expect(tellCount(5, ["pl", "cz"])).toBe("ana@example.test pre-translated 5 texts in Polish and Czech");
    expect(tellCount(2, [])).toBe("ana@example.test pre-translated 2 texts");
  });

  it("say when and by whom a change was undone, from the change as it is now", () => {
    const change = {
      id: 7,
      kind: "import",
      actor: "ana@example.test",
      fileName: "de.xlf",
      locales: ["pl"],
      cells: 2,
      undoneAt: "2026-11-28T10:42:00.000Z",
      undoneBy: "marek@example.test",
    };
    const story = tell(row("translations.import", { change: 7, file: "de.xlf", locales: ["pl"], count: 2 }), change);
    expect(story.summary).toBe(
      "ana@example.test imported de.xlf into Polish: 2 texts changed; undone by marek@example.test at 10:42 UTC",
    );
    expect(story.link).toEqual({ api: "/api/admin/translations/imports/7/undo", ui: "/admin/audit?change=7" });
  });

  it("read a bulk run's facts from its old codes, hyphenated action included", () => {
    const old = tell(row("translations.bulk", null, "action=request-changes id=5 translations=3 stopped=true"));
    expect(old.summary).toBe("ana@example.test sent 3 texts back for changes, then stopped");
    expect(old.facts).toMatchObject({ change: 5, count: 3 });
  });

  it("show an action it has no sentence for by its code, and group every action", () => {
    expect(tell(row("task.created", { id: 3 })).summary).toBe("ana@example.test: task.created");
    const grouped = Object.keys(ACTIVITY_GROUPS).flatMap((g) => eventsOf(g as keyof typeof ACTIVITY_GROUPS));
    expect(grouped.sort()).toEqual(Object.keys(ACTIVITY).sort());
  });
});

/** The admin page words the same entry in the admin's language, from the message and arguments the API sends. */
describe("the activity log in the admin's language", () => {
  const entryOf = (r: ActivityRow, change?: ChangeRecord) => {
    const { summary, key, args } = tell(r, change);
    return { summary, sentence: { key, args: JSON.parse(JSON.stringify(args)) } } as ActivityEntry;
  };
  const en = createAdminI18n(adminSeedBundle("en"));
  const pl = createAdminI18n(adminSeedBundle("pl"));

  it("says in English what the API's summary says, for every action", () => {
    for (const event of [...Object.keys(ACTIVITY), "task.created"]) {
      const entry = entryOf(row(event, { count: 3, locales: ["pl", "de"], key: "home.title", change: 4 }));
      expect(activitySentence(entry, en), event).toBe(entry.summary);
    }
    const change = {
      id: 7,
      kind: "import",
      actor: "ana@example.test",
      fileName: "de.xlf",
      locales: ["pl"],
      cells: 2,
      undoneAt: "2026-11-28T13:42:00.000Z",
      undoneBy: null,
    };
    const undone = entryOf(row("translations.import", { change: 7 }), change);
    expect(activitySentence(undone, en)).toBe(undone.summary);
    expect(undone.summary).toBe(
      "ana@example.test imported de.xlf into Polish: 2 texts changed; undone by Someone at 13:42 UTC",
    );
    expect(activitySentence(undone, pl)).toContain("13:42 UTC");
  });

  it("says it in Polish, with Polish plurals and locale names, whatever facts are missing", () => {
    for (const event of Object.keys(ACTIVITY)) {
      const text = activitySentence(entryOf(row(event, {})), pl);
      expect(text, event).not.toMatch(/[{}]|undefined|null|^activity\./);
    }
    const pretranslated = (count: number) =>
      activitySentence(entryOf(row("translations.pretranslate", { count, locales: ["cz", "de"] })), pl);
    expect(pretranslated(2)).toContain("2 teksty");
    expect(pretranslated(5)).toContain("5 tekstów");
    expect(pretranslated(5)).toContain("czeski i niemiecki");
  });
});
