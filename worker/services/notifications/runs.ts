import { SEES } from "./sql";
import { INSERT, type NotifyStatement, noteNotified, TOLD } from "./write";

/**
 * "An import (or a pre-translation) changed texts in your locales" (issue 37, item 2): one
 * notification per recipient per run, with the count of the texts it changed in the locales the
 * recipient works on. Recipients are the reviewers and translators of those locales (admins see
 * every import in the history already), never the one who ran it. In the batch of the run's
 * last write and after it: it counts the run's history rows, so a run that changed nothing tells
 * nobody. ?1 the kind, ?2 the actor, ?3 the time the run's row in i18n_imports was opened with.
 */
export function runNotice(kind: "import" | "pretranslate", ctx: { actor: string; at: string }): NotifyStatement {
  noteNotified();
  return {
    sql: `${INSERT}
      SELECT u.id, ?1, ?2, CASE WHEN count(DISTINCT h.locale) = 1 THEN min(h.locale) END, NULL, count(*),
        json_object('importId', i.id), NULL, ?3
      FROM i18n_imports i JOIN i18n_history h ON h.change_id = i.id AND h.locale IS NOT NULL
      JOIN users u ON u.role IN ('reviewer', 'translator') AND ${SEES("h.locale")}
      WHERE i.id = (SELECT max(id) FROM i18n_imports WHERE actor = ?2 AND at = ?3) AND ${TOLD("?2")}
      GROUP BY u.id`,
    params: [kind, ctx.actor, ctx.at],
  };
}
