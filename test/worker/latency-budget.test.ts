import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { LocaleCode } from "../../common/locales";
import { bundledMessagesFrom } from "../../worker/services/site/messages";
import { BUNDLE_CACHE_TTL_S, lastBundleKey, REVISION_KEY } from "../../worker/services/translations/bundle-keys";
import { createBundleReader } from "../../worker/services/translations/bundles";
import { keyId, readTranslation, saveTranslation } from "../../worker/services/translations/translation-sql";
import { pointedBundleKey, seedStore } from "./store-helpers";

/**
 * What the latency budget (docs/decisions/0052-latency-budget.md) asks of the code: round
 * trips counted, not timed. Real local D1 and KV, with every call written down on its way.
 */

beforeEach(seedStore);

/** The real KV, writing down each key read and the `cacheTtl` it was read with. */
function recordingKv() {
  const reads: [string, number | undefined][] = [];
  const kv = new Proxy(env.CACHE, {
    get(target, property) {
      if (property !== "get") return Reflect.get(target, property).bind(target);
      return (key: string, options?: string | { cacheTtl?: number }) => {
        reads.push([key, typeof options === "object" ? options.cacheTtl : undefined]);
        return target.get(key, options as "text");
      };
    },
  });
  return { kv, reads };
}

/**
 * The real D1, writing down each round trip a caller waits for: a statement run, or a batch.
 * `beforeBatch` runs just before a batch is sent (another editor's save landing in between).
 */
function recordingD1(beforeBatch?: () => Promise<unknown>) {
  const trips: string[] = [];
  const statement = (inner: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const trip =
      (kind: "first" | "all" | "run" | "raw") =>
      (...args: unknown[]) => {
        trips.push(`${kind} ${sql.trim().split(/\s+/).slice(0, 4).join(" ")}`);
        return (inner[kind] as (...a: unknown[]) => unknown)(...args);
      };
    const wrapped = {
      bind: (...values: unknown[]) => statement(inner.bind(...values), sql),
      first: trip("first"),
      all: trip("all"),
      run: trip("run"),
      raw: trip("raw"),
    } as unknown as D1PreparedStatement;
    raw.set(wrapped, inner);
    return wrapped;
  };
  const raw = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  const db = {
    prepare: (sql: string) => statement(env.DB.prepare(sql), sql),
    batch: async (statements: D1PreparedStatement[]) => {
      trips.push(`batch of ${statements.length}`);
      await beforeBatch?.();
      return env.DB.batch(statements.map((s) => raw.get(s) ?? s));
    },
  } as unknown as D1Database;
  return { db, trips };
}

async function versionOf(key: string, locale: LocaleCode): Promise<number> {
  return (await readTranslation(env.DB, await keyId(env.DB, key), locale))?.version ?? 0;
}

describe("the public read path", () => {
  it("keeps a revision's bundle in the location's KV cache for an hour, and reads the pointer without", async () => {
    const { kv, reads } = recordingKv();
    const read = createBundleReader({ db: env.DB, kv, waitUntil: () => {}, bundled: bundledMessagesFrom(env.ASSETS) });
    const de = await read("de");
    expect(de["home.title"]).toBeDefined();
    expect(reads).toEqual([
      [REVISION_KEY, undefined],
      [await pointedBundleKey("de"), BUNDLE_CACHE_TTL_S],
    ]);
    expect(BUNDLE_CACHE_TTL_S).toBeGreaterThanOrEqual(60); // KV's minimum cacheTtl
  });

  it("reads the last bundle, which changes in place, without a cacheTtl", async () => {
    const { kv, reads } = recordingKv();
    const broken = new Proxy({} as D1Database, {
      get() {
        throw new Error("D1 is down");
      },
    });
    await env.CACHE.delete((await pointedBundleKey("hu")) ?? "none");
    const read = createBundleReader({
      db: broken,
      kv,
      waitUntil: () => {},
      bundled: bundledMessagesFrom(env.ASSETS),
      log: () => {},
    });
    expect((await read("hu"))["home.title"]).toBeDefined();
    expect(reads.at(-1)).toEqual([lastBundleKey("hu"), undefined]);
  });
});

describe("a save", () => {
  it("reads the key's cells in one query and writes in one batch that reads the cell back", async () => {
    const { db, trips } = recordingD1();
    const input = {
      key: "home.title",
      locale: "de" as const,
      text: "Hallo",
      baseVersion: await versionOf("home.title", "de"),
    };
    const result = await saveTranslation({ DB: db, CACHE: env.CACHE }, input, "test");
    expect(result).toMatchObject({ status: "saved", cell: { text: "Hallo", version: input.baseVersion + 1 } });
    const write = trips.slice(0, trips.findIndex((t) => t.startsWith("batch")) + 1);
    // The batch: the history, the value, the revision, the key's time, the activity log's row
    // (docs/decisions/0079-activity-log.md: it rides in the same round trip), the read back.
    expect(write).toEqual(["all SELECT k.id, k.max_length AS", "batch of 6"]);
  });

  it("of the source locale rechecks the other cells in the same two round trips", async () => {
    const { db, trips } = recordingD1();
    const input = {
      key: "home.title",
      locale: "sk" as const,
      text: "Ahoj",
      baseVersion: await versionOf("home.title", "sk"),
    };
    expect((await saveTranslation({ DB: db, CACHE: env.CACHE }, input, "test")).status).toBe("saved");
    const write = trips.slice(0, trips.findIndex((t) => t.startsWith("batch")) + 1);
    expect(write).toHaveLength(2);
    expect(write[1]).toMatch(/^batch of (\d+)$/);
    expect(Number(write[1]?.split(" ").at(-1))).toBeGreaterThan(5);
  });

  it("that loses the race inside its batch answers the cell that won, read by the same batch", async () => {
    const baseVersion = await versionOf("home.title", "de");
    const rival = () => saveTranslation(env, { key: "home.title", locale: "de", text: "Erster", baseVersion }, "rival");
    const { db, trips } = recordingD1(rival);
    const input = { key: "home.title", locale: "de" as const, text: "Zweiter", baseVersion };
    const late = await saveTranslation({ DB: db, CACHE: env.CACHE }, input, "test");
    expect(late).toMatchObject({ status: "conflict", current: { text: "Erster", version: baseVersion + 1 } });
    expect(trips).toEqual(["all SELECT k.id, k.max_length AS", "batch of 6"]);
  });

  it("of an unknown key is a 404 after one query", async () => {
    const { db, trips } = recordingD1();
    await expect(
      saveTranslation(
        { DB: db, CACHE: env.CACHE },
        { key: "no.such.key", locale: "de", text: "x", baseVersion: 0 },
        "test",
      ),
    ).rejects.toMatchObject({ status: 404 });
    expect(trips).toHaveLength(1);
  });
});
