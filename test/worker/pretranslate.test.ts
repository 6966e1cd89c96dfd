import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PretranslateResult, PropagateResult, SameSourceResult } from "../../common/contracts/suggestions";
import type { ImportList, UndoApplied, UndoPreview } from "../../common/contracts/translation-responses";
import { createAccount, signIn } from "./auth-helpers";
import { problemOf } from "./helpers";
import { call, cellOf, emptyStore, json, write } from "./suggestions-helpers";

/** Pre-translation and propagation (issue 27, docs/decisions/0062): bulk, reviewed later, undone in one action. */
let admin: string;
let translator: string;

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
  translator = await signIn(await createAccount({ role: "translator", locales: ["hu"] }));
});
beforeEach(emptyStore);

const auditCount = async (event: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE event = ?").bind(event).first<{ n: number }>())?.n;

/** a.done is translated; b.same has its source (other argument name) and no German; c.alone nothing alike; d.bare no source. */
async function fixture() {
  await write(admin, "a.done", { sk: "Ahoj {name}", de: "Hallo {name}" });
  await write(admin, "b.same", { sk: "Ahoj {meno}" });
  await write(admin, "c.alone", { sk: "Niečo celkom iné" });
  await write(admin, "d.bare", { en: "Only English" });
}

describe("pre-translation", { timeout: 60_000 }, () => {
  it("previews its counts, fills from identical sources only, needs review, records its origin, and undoes in one action", async () => {
    await fixture();
    const body = { locale: "de", from: ["memory"] };
    const preview = await json<PretranslateResult>(await call(admin, "POST", "/pretranslate", body));
    expect(preview).toMatchObject({
      dryRun: true,
      considered: 4,
      fill: { memory: 1, machine: 0 },
      skipped: { translated: 1, noSource: 1, noMatch: 1, machineLimit: 0, machineFailed: 0 },
      goesLive: true,
      id: null,
    });
    expect(preview.message).toMatch(/live/);
    expect(await cellOf(admin, "b.same", "de")).toBeUndefined();

    const applied = await json<PretranslateResult>(
      await call(admin, "POST", "/pretranslate", { ...body, dryRun: false }),
    );
    expect(applied).toMatchObject({ dryRun: false, fill: { memory: 1, machine: 0 }, id: expect.any(Number) });
    const filled = await cellOf(admin, "b.same", "de");
    expect(filled).toMatchObject({
      text: "Hallo {meno}",
      origin: "pretranslate",
      originKey: "a.done",
      reviewedVersion: null,
    });
    expect(await auditCount("translations.pretranslate")).toBe(1);
    const list = await json<{ items: { name: string }[] }>(
      await call(admin, "GET", "?origin=pretranslate&stateLocale=de"),
    );
    expect(list.items.map((i) => i.name)).toEqual(["b.same"]);

    const imports = await json<ImportList>(await call(admin, "GET", "/imports"));
    expect(imports.imports[0]).toMatchObject({ id: applied.id, kind: "pretranslate", cells: 1, locales: ["de"] });
    const undo = await json<UndoPreview>(await call(admin, "GET", `/imports/${applied.id}/undo`));
    expect(undo).toMatchObject({ restores: 1, cells: [{ key: "b.same", after: "", status: "restore" }] });
    const done = await json<UndoApplied>(
      await call(admin, "POST", `/imports/${applied.id}/undo`, { basis: undo.basis }),
    );
    expect(done.restored).toBe(1);
    expect(await cellOf(admin, "b.same", "de")).toBeUndefined();
    expect(await cellOf(admin, "a.done", "de")).toMatchObject({ text: "Hallo {name}" });
  });

  it("takes the list's filters, says a reviewed-only locale keeps the texts back, and writes nothing twice", async () => {
    await fixture();
    await json(await call(admin, "PUT", "/locales/de", { reviewedOnly: true }));
    const body = { locale: "de", from: ["memory"], filter: { q: "same" }, dryRun: false };
    const run = await json<PretranslateResult>(await call(admin, "POST", "/pretranslate", body));
    expect(run).toMatchObject({ considered: 1, goesLive: false, fill: { memory: 1 } });
    expect(run.message).toMatch(/once approved/);
    const again = await json<PretranslateResult>(await call(admin, "POST", "/pretranslate", body));
    expect(again).toMatchObject({ fill: { memory: 0 }, skipped: { translated: 1 }, id: null });
  });

  it("refuses a translator outside the locale (403), the source locale and machine without a provider (400), and changes nothing", async () => {
    await fixture();
    await problemOf(
      await call(translator, "POST", "/pretranslate", { locale: "de", from: ["memory"], dryRun: false }),
      403,
    );
    await problemOf(await call(admin, "POST", "/pretranslate", { locale: "sk", from: ["memory"] }), 400);
    await problemOf(await call(admin, "POST", "/pretranslate", { locale: "de", from: ["machine"] }), 400);
    await problemOf(await call(admin, "POST", "/pretranslate", { locale: "de", from: [] }), 400);
    expect(await cellOf(admin, "b.same", "de")).toBeUndefined();
    expect(await auditCount("translations.pretranslate")).toBe(0);
  });
});

describe("propagation", { timeout: 60_000 }, () => {
  it("lists the keys with the identical source and another text, and copies this key's text to the chosen ones", async () => {
    await write(admin, "p.saved", { sk: "Zrušiť {what}", de: "{what} abbrechen" });
    await write(admin, "p.empty", { sk: "Zrušiť {thing}" });
    await write(admin, "p.other", { sk: "Zrušiť  {what}", de: "{what} stornieren" });
    await write(admin, "p.equal", { sk: "Zrušiť {what}", de: "{what} abbrechen" });
    const same = await json<SameSourceResult>(await call(admin, "GET", "/keys/p.saved/same-source/de"));
    expect(same).toMatchObject({ text: "{what} abbrechen" });
    expect(same.items.map((i) => [i.key, i.text, i.version > 0])).toEqual([
      ["p.empty", "", false],
      ["p.other", "{what} stornieren", true],
    ]);
    const other = same.items.find((i) => i.key === "p.other");
    const body = {
      version: same.version,
      targets: [
        { key: "p.empty", version: 0 },
        { key: "p.other", version: (other?.version ?? 0) - 1 },
      ],
    };
    const result = await json<PropagateResult>(await call(admin, "POST", "/keys/p.saved/propagate/de", body));
    // p.other moved since the version named: left as it is, and said so.
    expect(result).toMatchObject({ written: 1, conflicts: ["p.other"], id: expect.any(Number) });
    expect(await cellOf(admin, "p.empty", "de")).toMatchObject({
      text: "{thing} abbrechen",
      origin: "memory",
      originKey: "p.saved",
      reviewedVersion: null,
    });
    expect(await cellOf(admin, "p.other", "de")).toMatchObject({ text: "{what} stornieren" });
    expect(await auditCount("translations.propagate")).toBe(1);
  });

  it("refuses a stale source translation (409), a key with another source (422) and a translator outside the locale (403)", async () => {
    await write(admin, "q.saved", { sk: "Späť", de: "Zurück" });
    await write(admin, "q.twin", { sk: "Späť" });
    await write(admin, "q.stranger", { sk: "Ďalej" });
    const { version } = (await cellOf(admin, "q.saved", "de")) as { version: number };
    const targets = [{ key: "q.twin", version: 0 }];
    await problemOf(await call(admin, "POST", "/keys/q.saved/propagate/de", { version: version + 1, targets }), 409);
    const strangers = [{ key: "q.stranger", version: 0 }];
    await problemOf(await call(admin, "POST", "/keys/q.saved/propagate/de", { version, targets: strangers }), 422);
    await problemOf(await call(translator, "POST", "/keys/q.saved/propagate/de", { version, targets }), 403);
    expect(await cellOf(admin, "q.twin", "de")).toBeUndefined();
  });
});
