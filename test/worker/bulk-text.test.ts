import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAccount, signIn } from "./auth-helpers";
import { bulk, emptyBulkStore, undoRun } from "./bulk-helpers";
import { cellOf, write } from "./suggestions-helpers";

/** Bulk text actions (docs/decisions/0066): find & replace in text parts, copy from a locale, clear; each undone at once. */
let admin: string;
let translator: string;

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
  translator = await signIn(await createAccount({ role: "translator", locales: ["de", "rs"] }));
});
beforeEach(emptyBulkStore);

const PLURAL = "{count, plural, one {# count: 14 Tag} other {# count: 14 Tage}}";

describe("find & replace", { timeout: 60_000 }, () => {
  it("replaces in text parts only, leaving {count, plural, …} intact, and undoes in one action", async () => {
    await write(admin, "p.days", { sk: "{count, plural, one {# deň} few {# dni} other {# dní}}", de: PLURAL });
    await write(admin, "p.plain", { sk: "Do 14 dní", de: "Bis zu 14 Tage" });
    await write(admin, "p.none", { sk: "Nič", de: "Nichts" });
    const body = { action: "replace", locale: "de", find: "count", replace: "Anzahl" };
    const preview = await bulk(translator, body);
    expect(preview).toMatchObject({ changed: 1, skipped: { unchanged: 2 } });
    expect(preview.sample[0]?.after).toBe("{count, plural, one {# Anzahl: 14 Tag} other {# Anzahl: 14 Tage}}");

    const run = await bulk(translator, { ...body, find: "14", replace: "30", dryRun: false });
    expect(run).toMatchObject({ changed: 2, skipped: { unchanged: 1 } });
    expect((await cellOf(admin, "p.days", "de"))?.text).toBe(
      "{count, plural, one {# count: 30 Tag} other {# count: 30 Tage}}",
    );
    expect(await cellOf(admin, "p.plain", "de")).toMatchObject({ text: "Bis zu 30 Tage", reviewedVersion: null });
    expect((await cellOf(admin, "p.plain", "sk"))?.text).toBe("Do 14 dní");

    const { done } = await undoRun(translator, run.undoId);
    expect(done.restored).toBe(2);
    expect((await cellOf(admin, "p.days", "de"))?.text).toBe(PLURAL);
    expect((await cellOf(admin, "p.plain", "de"))?.text).toBe("Bis zu 14 Tage");
  });

  it("refuses a replacement that would break ICU syntax in the preview, naming the translations", async () => {
    await write(admin, "q.one", { sk: "Ahoj {name}!", de: "Hallo {name}!" });
    await write(admin, "q.two", { sk: "Ahoj", de: "Hallo!" });
    const preview = await bulk(admin, { action: "replace", locale: "de", find: "!", replace: "{" });
    expect(preview).toMatchObject({ changed: 0, skipped: { breaksIcu: 2 } });
    expect(preview.refused).toEqual([
      { key: "q.one", locale: "de", text: "Hallo {name}!", after: "Hallo {name}{" },
      { key: "q.two", locale: "de", text: "Hallo!", after: "Hallo{" },
    ]);
    const applied = await bulk(admin, { action: "replace", locale: "de", find: "!", replace: "{", dryRun: false });
    expect(applied).toMatchObject({ changed: 0, undoId: null });
    expect((await cellOf(admin, "q.one", "de"))?.text).toBe("Hallo {name}!");
  });
});

describe("copy from another locale, clear", { timeout: 60_000 }, () => {
  it("copies hr into rs where rs differs, skips the source locale and other rights, clears, and undoes each", async () => {
    await write(admin, "c.one", { sk: "Jeden", hr: "Jedan", rs: "Један" });
    await write(admin, "c.two", { sk: "Dva", hr: "Dva" });
    await write(admin, "c.three", { sk: "Tri" });
    const copy = await bulk(translator, { action: "copy-from", from: "hr", locale: "rs", dryRun: false });
    expect(copy).toMatchObject({ changed: 2, skipped: { fromEmpty: 1 } });
    expect((await cellOf(admin, "c.one", "rs"))?.text).toBe("Jedan");
    expect((await cellOf(admin, "c.two", "rs"))?.text).toBe("Dva");
    await undoRun(translator, copy.undoId);
    expect((await cellOf(admin, "c.one", "rs"))?.text).toBe("Један");
    expect(await cellOf(admin, "c.two", "rs")).toBeUndefined();

    const skipped = await bulk(translator, { action: "clear", locales: "sk,hr,rs" });
    expect(skipped).toMatchObject({ changed: 1, skipped: { forbidden: 6, empty: 2 } });
    expect((await bulk(admin, { action: "clear", locale: "sk" })).skipped.sourceLocale).toBe(3);
    const cleared = await bulk(admin, { action: "clear", locale: "hr", keys: ["c.one", "c.two"], dryRun: false });
    expect(cleared.changed).toBe(2);
    expect(await cellOf(admin, "c.one", "hr")).toBeUndefined();
    await undoRun(admin, cleared.undoId);
    expect((await cellOf(admin, "c.one", "hr"))?.text).toBe("Jedan");
    expect((await cellOf(admin, "c.two", "hr"))?.text).toBe("Dva");
  });
});
