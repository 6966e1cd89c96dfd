import { beforeEach, describe, expect, it } from "vitest";
import { inboxOf, person } from "./notifications-helpers";
import { call, emptyStore, json, write } from "./suggestions-helpers";

/**
 * Issue 37, item 2: a pre-translation tells the reviewers and translators of its locale, once per
 * run with its count, not the one who ran it; a run that wrote nothing tells nobody.
 */
beforeEach(emptyStore);

describe("a pre-translation's notifications", { timeout: 60_000 }, () => {
  it("tell each reviewer and translator of the locale once, with the count; nobody else", async () => {
    const admin = await person({ role: "admin" });
    const german = await person({ role: "translator", locales: ["de"] });
    const everywhere = await person({ role: "reviewer" });
    const polish = await person({ role: "translator", locales: ["pl"] });
    await write(admin.cookie, "a.done", { sk: "Ahoj {name}", de: "Hallo {name}" });
    await write(admin.cookie, "b.same", { sk: "Ahoj {meno}" });
    await write(admin.cookie, "c.same", { sk: "Ahoj {name}" });
    const body = { locale: "de", from: ["memory"], dryRun: false };
    await json(await call(admin.cookie, "POST", "/pretranslate", body));
    const runs = async (who: typeof admin) => (await inboxOf(who)).items.filter((n) => n.kind === "pretranslate");
    expect((await runs(german)).map((n) => [n.count, n.text, n.link])).toEqual([
      [2, `${admin.account.email} pre-translated 2 texts in German.`, "/admin/translation?changed=24h&cols=de"],
    ]);
    expect((await runs(everywhere)).map((n) => n.count)).toEqual([2]);
    expect(await runs(polish)).toEqual([]);
    expect(await runs(admin)).toEqual([]);
    // Again: everything is filled, nothing is written, nobody is told.
    await json(await call(admin.cookie, "POST", "/pretranslate", body));
    expect(await runs(german)).toHaveLength(1);
  });
});
