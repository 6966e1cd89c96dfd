import { GATHER, INSERT, type NotifyStatement, noteNotified, TOLD } from "./write";

/**
 * The notifications of a review action (issue 37, item 2), in the batch of the review statements
 * and after them: each translation the action changed wrote a history row of its actor and time
 * (translations/write/review.ts), and its author is told: the account that last wrote its text
 * (`i18n_values.updated_by`). Translations the action left alone (a stale version) have no such
 * row, so nobody is told about what did not happen. ?1 the translations ({k: key id, l: locale}),
 * ?2 the actor, ?3 the time.
 */
const AUTHOR = `JOIN i18n_values v ON v.key_id = h.key_id AND v.locale = h.locale
  JOIN users u ON u.email = v.updated_by
  WHERE ${TOLD("?2")}`;

/** The history rows of one review in the editor: the translations named (?1), by the actor at the time. */
const ONE = (action: string) => `FROM json_each(?1) j
  JOIN i18n_history h ON h.key_id = json_extract(j.value, '$.k') AND h.locale = json_extract(j.value, '$.l')
    AND h.actor = ?2 AND h.at = ?3 AND h.action = '${action}'
  ${AUTHOR}`;

/**
 * The history rows of a bulk run (?1 unused: '[]'): every row the run's batches wrote, in the batch
 * that closes the run (its counts and revision), so a run stopped half-way tells of what it wrote.
 */
const RUN = (action: string) => `FROM i18n_history h ${AUTHOR}
  AND h.change_id = (SELECT max(id) FROM i18n_imports WHERE actor = ?2 AND at = ?3) AND h.action = '${action}'`;

/** One review's translations (`{keyId, locale}` each), or "run": the bulk run of the actor and time. */
type Written = readonly { keyId: number; locale: string }[] | "run";

const rowsOf = (written: Written) =>
  JSON.stringify(written === "run" ? [] : written.map((w) => ({ k: w.keyId, l: w.locale })));

const WROTE = (written: Written, action: string) => (written === "run" ? RUN(action) : ONE(action));

/** "Your text was sent back", one per translation, with the reviewer's reason (?4). */
export function changesRequestedNotice(written: Written, reason: string, ctx: { actor: string; at: string }) {
  noteNotified();
  return {
    sql: `${INSERT}
      SELECT u.id, 'changes-requested', ?2, h.locale, h.key_name, 1, json_object('reason', ?4), NULL, ?3
      ${WROTE(written, "request-changes")}`,
    params: [rowsOf(written), ctx.actor, ctx.at, reason],
  } satisfies NotifyStatement;
}

/**
 * "12 of your Polish texts were approved": gathered per recipient and locale into the unread
 * notification of its group (`approved:<locale>`), so a bulk approval of a hundred texts is one line.
 */
export function approvedNotice(written: Written, ctx: { actor: string; at: string }) {
  noteNotified();
  return {
    sql: `${INSERT}
      SELECT u.id, 'approved', ?2, h.locale, max(h.key_name), count(*), '{}', 'approved:' || h.locale, ?3
      ${WROTE(written, "approve")}
      GROUP BY u.id, h.locale
      ${GATHER}`,
    params: [rowsOf(written), ctx.actor, ctx.at],
  } satisfies NotifyStatement;
}
