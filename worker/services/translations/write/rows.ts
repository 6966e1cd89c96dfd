/**
 * The rows every translation write takes (docs/decisions/0072-one-writer.md). A write travels
 * as JSON rows, one JSON parameter per statement (json_each): one row for a save, thousands for
 * an import, in chunks far inside D1's 100 bound parameters and 100 KB statement limit. Every
 * row carries its own guard: the version its caller read, and optionally another translation's
 * version (a save's rechecks of its key) and the mark of the undo it belongs to.
 */
import type { Origin } from "../../../../common/contracts/origin";
import { fold } from "../../../../common/text";

/** What a write leaves of the review state (docs/decisions/0055). */
export type ReviewEffect =
  /** The approval stays on its older version: a changed text needs review. */
  | { kind: "keep" }
  /** The written text counts as reviewed (a reviewed import, the seed). */
  | { kind: "approve" }
  /** Exactly what was there before an earlier write (an undo): review state, reviewer, outdated mark, origin. */
  | { kind: "restore"; state: TranslationState | null };

/**
 * A translation's state beside its text, as a history row keeps it (`i18n_history.old_state`):
 * enough to put back exactly what was there.
 */
export interface TranslationState {
  version: number;
  reviewedVersion: number | null;
  reviewedText: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  outdatedSource: string | null;
  changesRequestedVersion?: number | null;
  changesRequestedBy?: string | null;
  changesRequestedAt?: string | null;
  changesRequestedComment?: number | null;
  origin: string | null;
  originKey: string | null;
  originProvider: string | null;
}

/** Another translation whose version a write depends on: a source save's rechecks depend on the save. */
export interface VersionGuard {
  keyId: number;
  locale: string;
  version: number;
}

/** The mark of the undo a write belongs to: written only while that undo's mark is its own. */
export interface UndoMark {
  changeId: number;
  at: string;
}

/** How a text was written, as stored (docs/decisions/0062-suggestions.md). */
export interface WriteOrigin {
  origin: Origin;
  key?: string | null;
  provider?: string | null;
}

/** One text write: a translation (its key by id or by name, and its locale) and what it becomes. */
export interface TextWrite {
  key: number | string;
  locale: string;
  /**
   * The version the caller read (0: no translation): the write happens only if it is still so.
   * Null only for an import that read nothing first (the seed, a test's store).
   */
  baseVersion: number | null;
  /** The new text; empty clears the translation. */
  text: string;
  /** The problems of the new text, as stored (JSON). */
  problems: string;
  origin?: WriteOrigin | undefined;
  review?: ReviewEffect | undefined;
  /** An import's place of the translation among its locale's (placed last at the end of the import). */
  ordinal?: number | undefined;
  /** The text is the source locale's: the key's other translations are marked outdated. */
  isSource?: boolean | undefined;
  /** False: the row is carried (an import's key placement) but writes nothing. */
  write?: boolean | undefined;
  guard?: VersionGuard | undefined;
  undo?: UndoMark | undefined;
}

/** A rewrite of stored problems, only while the translation holds `text` (and `version`, when given). */
export interface ProblemsWrite {
  keyId: number;
  locale: string;
  problems: string;
  text?: string | undefined;
  version?: number | undefined;
  guard?: VersionGuard | undefined;
  undo?: UndoMark | undefined;
}

/** A review change of one translation at the version its caller saw. */
export interface ReviewWrite {
  keyId: number;
  locale: string;
  version: number;
  /** The writer may review this locale: a confirm by someone who may not leaves the text needing review. */
  canReview?: boolean | undefined;
}

const guardFields = (g: VersionGuard | undefined, u: UndoMark | undefined) => ({
  ...(g ? { gk: g.keyId, gl: g.locale, gv: g.version } : {}),
  ...(u ? { um: u.changeId, ua: u.at } : {}),
});

const REVIEW_CODE = { keep: 0, approve: 1, restore: 2 } as const;

/** A text write as the JSON row the statements read (short names: an import carries 100,000 of them). */
export function textRow(w: TextWrite): Record<string, unknown> {
  const review = w.review ?? { kind: "keep" };
  return {
    ...(typeof w.key === "number" ? { k: w.key } : { n: w.key }),
    l: w.locale,
    ...(w.baseVersion === null ? {} : { v: w.baseVersion }),
    t: w.text,
    s: fold(w.text),
    p: w.problems,
    o: w.origin?.origin ?? "typed",
    ok: w.origin?.key ?? null,
    op: w.origin?.provider ?? null,
    r: REVIEW_CODE[review.kind],
    ...(review.kind === "restore" && review.state ? { rs: review.state } : {}),
    ...(w.ordinal === undefined ? {} : { vo: w.ordinal }),
    ...(w.isSource ? { src: 1 } : {}),
    ...(w.write === false ? { w: 0 } : {}),
    ...guardFields(w.guard, w.undo),
  };
}

export const problemsRow = (w: ProblemsWrite) => ({
  k: w.keyId,
  l: w.locale,
  p: w.problems,
  ...(w.text === undefined ? {} : { x: w.text }),
  ...(w.version === undefined ? {} : { v: w.version }),
  ...guardFields(w.guard, w.undo),
});

export const reviewRow = (w: ReviewWrite) => ({
  k: w.keyId,
  l: w.locale,
  v: w.version,
  kr: w.canReview === false ? 0 : 1,
});

/** Rows in chunks whose JSON stays under `maxBytes` (D1's statement limit, even inlined as a literal). */
export function chunkJson(rows: readonly Record<string, unknown>[], maxBytes: number): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 2;
  const encoder = new TextEncoder();
  for (const row of rows) {
    const json = JSON.stringify(row);
    const bytes = encoder.encode(json).length + 1;
    if (current.length > 0 && size + bytes > maxBytes) {
      chunks.push(`[${current.join(",")}]`);
      current = [];
      size = 2;
    }
    current.push(json);
    size += bytes;
  }
  if (current.length > 0) chunks.push(`[${current.join(",")}]`);
  return chunks;
}
