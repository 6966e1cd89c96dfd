import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { BulkRequest } from "../../common/contracts/bulk";
import { AppError } from "../../worker/lib/errors";
import { runBulk } from "../../worker/services/translations/bulk/run";
import { writeImport } from "../../worker/services/translations/import-translations";
import { auditCount, countingDb, emptyBulkStore } from "./bulk-helpers";

/**
 * A bulk approve at scale within the Workers limits (issue 28: "1,000 cells in one request"), and
 * a run that fails half-way: whole batches, how far it got, which batches remain, still undoable.
 */
beforeEach(emptyBulkStore);

const account = { email: "bulk@example.test", id: 1, canEdit: () => true, canReview: () => true };
const approveDe: BulkRequest = { action: "approve", locale: "de", dryRun: false };

/** `n` keys with a German translation each, waiting for review (as a web import leaves them). */
async function needingReview(n: number) {
  const rows = Array.from({ length: n }, (_, i) => [
    { key: `bulk.k${String(i).padStart(4, "0")}`, locale: "sk", text: `Text ${i}` },
    { key: `bulk.k${String(i).padStart(4, "0")}`, locale: "de", text: `Text ${i} auf Deutsch` },
  ]).flat();
  await writeImport(env.DB, rows, "seed", 80_000, { reviewed: false, sourceLocale: "sk" });
}

const reviewed = async () =>
  (
    await env.DB.prepare(
      "SELECT count(*) AS n FROM i18n_values WHERE locale = 'de' AND reviewed_version = version",
    ).first<{
      n: number;
    }>()
  )?.n;

describe("bulk approve at scale", { timeout: 120_000 }, () => {
  it("approves 1,000 translations in one request, in one write batch, and reports what it cost", async () => {
    await needingReview(1000);
    const { db, count } = countingDb(env.DB);
    const started = performance.now();
    const result = await runBulk({ DB: db, CACHE: env.CACHE }, approveDe, account, "sk");
    const ms = performance.now() - started;
    expect(result).toMatchObject({ changed: 1000, batches: { done: 1, total: 1 }, undoId: expect.any(Number) });
    expect(await reviewed()).toBe(1000);
    expect(await auditCount("translations.bulk")).toBe(1);
    // Within the Free plan's 50 D1 queries per invocation, counting every statement of every batch.
    expect(count.roundTrips).toBeLessThan(50);
    console.log(
      `bulk approve of 1,000: ${count.roundTrips} D1 round trips (${count.batches} batches), ${count.statements} statements, ${ms.toFixed(0)} ms`,
    );
  });

  it("stops at a failed batch: earlier batches stay whole and undoable, the error names the remaining batches", async () => {
    await needingReview(10);
    // 2 rows a chunk, 3 statements a chunk, at most 7 statements a batch: 5 chunks in 3 batches.
    const { db } = countingDb(env.DB, 2);
    const error = await runBulk({ DB: db, CACHE: env.CACHE }, approveDe, account, "sk", {
      chunkRows: 2,
      batchStatements: 7,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    const { status, message, details } = error as AppError;
    expect(status).toBe(503);
    expect(message).toMatch(/after 1 of 3 batches: 4 translation\(s\) changed .*batch\(es\) 2, 3 were not written/);
    expect(details).toMatchObject({ applied: { changed: 4, batches: { done: 1, total: 3 } }, remaining: [2, 3] });
    expect(await reviewed()).toBe(4);
    expect(await auditCount("translations.bulk")).toBe(1);

    const rest = await runBulk(env, approveDe, account, "sk", { chunkRows: 2, batchStatements: 7 });
    expect(rest).toMatchObject({ changed: 6, skipped: { unchanged: 4 }, batches: { done: 2, total: 2 } });
    expect(await reviewed()).toBe(10);
  });
});
