import type { BulkAction } from "../../../../common/contracts/bulk";
import { auditStatement } from "../../identity";
import { approvedNotice, changesRequestedNotice } from "../../notifications";
import { reasonComment } from "../comments";
import { prepareAll } from "../write";
import { chunkStatements, FINISH, OPEN } from "./bulk-sql";
import type { BulkAccount, BulkChangeRow } from "./plan";

/**
 * Writes a bulk action's planned changes as one change (docs/decisions/0066-bulk-actions.md):
 * rows in chunks (one JSON parameter each), chunks in D1 batches; each batch is one transaction,
 * whole or not at all. After the last batch, or after a failed one, the change's counts are
 * written (what was written stays undoable under one id) and it is audited once.
 */
export interface BulkWriteOptions {
  /** Rows per statement: far inside D1's 100 KB statement and 2 MB row limits. */
  chunkRows: number;
  /** Statements per batch (one transaction); the batches are what the run reports progress in. */
  batchStatements: number;
}

export const BULK_WRITE: BulkWriteOptions = { chunkRows: 200, batchStatements: 40 };

export interface BulkWritten {
  undoId: number | null;
  changed: number;
  batches: { done: number; total: number };
  /** The batch that failed (its error), when the run stopped half-way. */
  failure: unknown;
  /** D1 round trips and statements the write took (what the run cost against the Workers limits). */
  cost: { roundTrips: number; statements: number };
}

/** A statement with as many of `values` as its SQL names (?1…?n). */
function bound(db: D1Database, sql: string, values: (string | number)[]): D1PreparedStatement {
  const highest = Math.max(0, ...[...sql.matchAll(/\?(\d+)/g)].map((m) => Number(m[1])));
  return db.prepare(sql).bind(...values.slice(0, highest));
}

export async function writeBulkAction(
  db: D1Database,
  action: BulkAction,
  rows: readonly BulkChangeRow[],
  account: BulkAccount,
  options: BulkWriteOptions = BULK_WRITE,
  /** request-changes: the reason, a comment on each translation. */
  reason?: string,
): Promise<BulkWritten> {
  const at = new Date().toISOString();
  const head = [account.email, at] as const;
  const open = bound(db, OPEN, ["[]", ...head, action]);
  const who = { actor: account.email, at };
  const chunks: D1PreparedStatement[][] = [];
  for (let i = 0; i < rows.length; i += options.chunkRows) {
    const chunk = rows.slice(i, i + options.chunkRows);
    const comments = action === "request-changes" && reason ? [reasonComment(chunk, reason, who)] : [];
    chunks.push(prepareAll(db, [...comments, ...chunkStatements(action, chunk, who, account)]));
  }
  const batches = wholeChunks(open, chunks, options.batchStatements);
  const cost = { roundTrips: 0, statements: 0 };
  let done = 0;
  let failure: unknown = null;
  for (const { statements: batch } of batches) {
    try {
      cost.roundTrips++;
      cost.statements += batch.length;
      await db.batch(batch);
      done++;
    } catch (error) {
      failure = error;
      break;
    }
  }
  // The authors of what the run wrote are told in the batch that closes it (issue 37, item 2; approvals gather).
  const notices =
    action === "approve"
      ? [approvedNotice("run", who)]
      : action === "request-changes" && reason
        ? [changesRequestedNotice("run", reason, who)]
        : [];
  const finish = [
    ...FINISH.slice(0, -1).map((sql) => bound(db, sql, ["[]", ...head])),
    ...prepareAll(db, notices),
    ...FINISH.slice(-1).map((sql) => bound(db, sql, ["[]", ...head])),
  ];
  const results = done > 0 ? await db.batch(finish) : [];
  cost.roundTrips += done > 0 ? 2 : 0;
  cost.statements += done > 0 ? finish.length + 1 : 0;
  const row = results.at(-1)?.results[0] as { id: number; cells: number } | undefined;
  const changed = row?.cells ?? 0;
  if (row && changed === 0) await db.prepare("DELETE FROM i18n_imports WHERE id = ?").bind(row.id).run();
  else if (row) await audit(db, action, account, row, done < batches.length);
  return {
    undoId: changed > 0 ? (row?.id ?? null) : null,
    changed,
    batches: { done, total: batches.length },
    failure,
    cost,
  };
}

/** A D1 batch of whole chunks, and how many chunks it holds. */
export interface ChunkBatch {
  statements: D1PreparedStatement[];
  chunks: number;
}

/**
 * The open statement, then whole chunks, at most `max` statements a batch (a chunk larger than
 * that goes alone): a chunk never straddles two batches, so each batch writes whole translations.
 */
export function wholeChunks(
  open: D1PreparedStatement,
  chunks: readonly D1PreparedStatement[][],
  max: number,
): ChunkBatch[] {
  const batches: ChunkBatch[] = [{ statements: [open], chunks: 0 }];
  for (const chunk of chunks) {
    let last = batches.at(-1) as ChunkBatch;
    if (last.chunks > 0 && last.statements.length + chunk.length > max) {
      last = { statements: [], chunks: 0 };
      batches.push(last);
    }
    last.statements.push(...chunk);
    last.chunks++;
  }
  return batches;
}

/** The run's one audit entry: what, where, how many, its undo id, and whether it stopped half-way. */
function audit(
  db: D1Database,
  action: BulkAction,
  account: BulkAccount,
  row: { id: number; cells: number },
  stopped: boolean,
) {
  const detail = `action=${action} id=${row.id} translations=${row.cells}${stopped ? " stopped=true" : ""}`;
  const who = { email: account.email, userId: account.id, actorId: account.id, actorEmail: account.email };
  // Its facts for the activity log's sentence (docs/decisions/0079), the locales from the run's row.
  const details = { action, change: row.id, count: row.cells, stopped };
  const locales = {
    where: "",
    details: "json_object('locales', (SELECT json(locales) FROM i18n_imports WHERE id = ?1))",
    params: [row.id],
  };
  return auditStatement(db, { event: "translations.bulk", ...who, detail, details }, Date.now(), locales).run();
}
