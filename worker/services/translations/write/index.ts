/**
 * The one writer of translations (docs/decisions/0073-one-writer.md): the only module that builds
 * statements inserting, updating or deleting an `i18n_values` row or inserting an `i18n_history`
 * row (test/unit/one-writer.test.ts keeps it so). Callers describe what to write as typed rows;
 * each row's guard (the version its caller read) is checked in the statement that writes it.
 */
import { BUMP_REVISION } from "../revision";
import { chunkJson, type TextWrite, textRow } from "./rows";
import { type Statement, statement } from "./sql";
import { type TextChunk, type TextWriteContext, textStatements } from "./text";

export {
  createdKeyHistory,
  describedKeyHistory,
  limitedKeyHistory,
  removedKeysStatements,
  renamedKeyHistory,
  UNTOUCHED,
} from "./keys";
export { problemsStatements } from "./problems";
export { REVIEW_AS_LEFT, type ReviewAction, restoreReviewsStatement, reviewStatements } from "./review";
export type { ProblemsWrite, TextWrite, TranslationState, WriteOrigin } from "./rows";
export { type Statement, THIS_RUN } from "./sql";
export type { TextChunk, TextWriteContext } from "./text";

/** Rows per chunk by default: far inside D1's 100 KB statement limit, even inlined as literals. */
export const WRITE_CHUNK_BYTES = 80_000;

/**
 * Every statement of writing `writes`, chunk by chunk (each chunk's statements in their order,
 * only those its rows need: a save of one text is its history, its value and nothing else).
 */
export function writeTexts(
  writes: readonly TextWrite[],
  ctx: TextWriteContext,
  maxBytes = WRITE_CHUNK_BYTES,
): TextChunk[] {
  const shape = {
    source: writes.some((w) => w.isSource),
    clears: writes.some((w) => w.text === ""),
    writes: writes.some((w) => w.text !== ""),
    restores: writes.some((w) => w.review?.kind === "restore"),
  };
  return chunkJson(writes.map(textRow), maxBytes).map((json) => textStatements(json, ctx, shape));
}

/**
 * After a write's statements in the same batch: the revision moves and the keys it wrote are
 * touched, only if it wrote anything (its history rows, named by actor and time).
 */
export function afterTextWrites(ctx: { actor: string; at: string }): Statement[] {
  return [
    revisionIfWritten(ctx),
    statement(`UPDATE i18n_keys SET updated_at = ?2 WHERE id IN (${WROTE})`, [ctx.actor, ctx.at]),
  ];
}

const WROTE = "SELECT key_id FROM i18n_history WHERE at = ?2 AND actor = ?1 AND locale IS NOT NULL";

/** The revision moves if the write of `actor` at `at` (a text, an approval) wrote a history row in this batch. */
export const revisionIfWritten = (ctx: { actor: string; at: string }): Statement =>
  statement(`${BUMP_REVISION} AND EXISTS (${WROTE})`, [ctx.actor, ctx.at]);

/**
 * Where the activity log's row of a write comes from (identity's `AuditSource`): a row only if the
 * write of `actor` at `at` wrote a history row in this batch (a stale save records nothing).
 */
export const ifWritten = (ctx: { actor: string; at: string }) => ({
  where: `WHERE EXISTS (${WROTE})`,
  params: [ctx.actor, ctx.at],
});

/** A statement prepared for D1. */
export const prepare = (db: D1Database, { sql, params }: Statement): D1PreparedStatement =>
  db.prepare(sql).bind(...params);

/** The statements prepared for a D1 batch. */
export const prepareAll = (db: D1Database, statements: readonly Statement[]) => statements.map((s) => prepare(db, s));
