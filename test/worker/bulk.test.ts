import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ImportList } from "../../common/contracts/translation-responses";
import { createAccount, signIn } from "./auth-helpers";
import { auditCount, bulk, emptyBulkStore, undoRun } from "./bulk-helpers";
import { problemOf } from "./helpers";
import { call, cellOf, json, write } from "./suggestions-helpers";

/** Bulk actions (issue 28, item 6; docs/decisions/0066): preview, per-translation rights, one audit entry, one undo. */
let admin: string;
let reviewer: string;
let translator: string;

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
  reviewer = await signIn(await createAccount({ role: "reviewer", locales: ["de"] }));
  translator = await signIn(await createAccount({ role: "translator", locales: ["de"] }));
});
beforeEach(emptyBulkStore);

/** Edits by the admin: every translation needs review (an edit is not an approval). */
async function fixture() {
  await write(admin, "a.one", { sk: "Jeden", de: "Eins", hu: "Egy" });
  await write(admin, "a.two", { sk: "Dva", de: "Zwei" });
  await write(admin, "a.bad", { sk: "Ahoj {name}", de: "Hallo {name" });
  await write(admin, "b.other", { sk: "Iné", de: "Anders" });
}

describe("bulk approve", { timeout: 60_000 }, () => {
  it("previews, skips per translation with reasons, approves in one audited change, and undoes in one action", async () => {
    await fixture();
    const body = { action: "approve", q: "a.", locales: "de,hu" };
    const preview = await bulk(reviewer, body);
    expect(preview).toMatchObject({ dryRun: true, considered: 6, changed: 2, undoId: null });
    expect(preview.skipped).toMatchObject({ forbidden: 3, hasError: 1, empty: 0 });
    expect((await cellOf(admin, "a.one", "de"))?.reviewedVersion).toBeNull();

    const run = await bulk(reviewer, { ...body, dryRun: false });
    expect(run).toMatchObject({
      dryRun: false,
      changed: 2,
      batches: { done: 1, total: 1 },
      undoId: expect.any(Number),
    });
    for (const key of ["a.one", "a.two"]) {
      const cell = await cellOf(admin, key, "de");
      expect(cell?.reviewedVersion).toBe(cell?.version);
    }
    expect((await cellOf(admin, "a.one", "hu"))?.reviewedVersion).toBeNull();
    expect((await cellOf(admin, "b.other", "de"))?.reviewedVersion).toBeNull();
    expect(await auditCount("translations.bulk")).toBe(1);
    const imports = await json<ImportList>(await call(admin, "GET", "/imports"));
    expect(imports.imports[0]).toMatchObject({
      id: run.undoId,
      kind: "bulk",
      format: "approve",
      cells: 2,
      locales: ["de"],
    });
    expect(await bulk(reviewer, body)).toMatchObject({ changed: 0, skipped: { unchanged: 2 } });

    const { preview: undo, done } = await undoRun(reviewer, run.undoId);
    expect(undo.cells).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: "a.one", review: "approve", status: "restore" })]),
    );
    expect(done).toMatchObject({ restored: 2, skipped: 0 });
    expect((await cellOf(admin, "a.one", "de"))?.reviewedVersion).toBeNull();
    expect((await cellOf(admin, "a.two", "de"))?.reviewedVersion).toBeNull();
  });

  it("refuses a translator (403), bad input (400) and a reviewer outside their locales, changing nothing", async () => {
    await fixture();
    expect(
      (await problemOf(await call(translator, "POST", "/bulk", { action: "approve", locale: "de" }), 403)).detail,
    ).toMatch(/approve/);
    await problemOf(await call(reviewer, "POST", "/bulk", { action: "approve", locale: "hu", dryRun: false }), 403);
    await problemOf(await call(admin, "POST", "/bulk", { action: "shout", locale: "de" }), 400);
    await problemOf(await call(admin, "POST", "/bulk", { action: "replace", locale: "de", find: "x" }), 400);
    await problemOf(await call(admin, "POST", "/bulk", { action: "copy-from", locale: "de", from: "de" }), 400);
    await problemOf(await call(admin, "POST", "/bulk", { action: "clear", keys: ["a.one"], q: "a" }), 400);
    expect((await cellOf(admin, "a.one", "de"))?.reviewedVersion).toBeNull();
    expect(await auditCount("translations.bulk")).toBe(0);
  });
});

describe("bulk review states", { timeout: 60_000 }, () => {
  it("sets needs review and confirms outdated translations, each undone in one action", async () => {
    await fixture();
    const approved = await bulk(admin, { action: "approve", locale: "de", keys: ["a.one"], dryRun: false });
    const marked = await bulk(admin, { action: "needs-review", locale: "de", keys: ["a.one", "a.two"], dryRun: false });
    expect(marked).toMatchObject({ changed: 1, skipped: { unchanged: 1 } });
    expect((await cellOf(admin, "a.one", "de"))?.reviewedVersion).toBeNull();
    await undoRun(admin, marked.undoId);
    const back = await cellOf(admin, "a.one", "de");
    expect(back?.reviewedVersion).toBe(back?.version);
    expect(approved.undoId).not.toBe(marked.undoId);

    await write(admin, "a.one", { sk: "Jedna" });
    const outdated = () => cellOf(admin, "a.one", "de") as Promise<{ outdatedSource?: string | null }>;
    expect((await outdated()).outdatedSource).toBe("Jeden");
    const confirmed = await bulk(translator, { action: "confirm", locale: "de", dryRun: false });
    expect(confirmed).toMatchObject({ changed: 1, skipped: { unchanged: 3 } });
    expect((await outdated()).outdatedSource).toBeNull();
    await undoRun(translator, confirmed.undoId);
    expect((await outdated()).outdatedSource).toBe("Jeden");
  });
});
