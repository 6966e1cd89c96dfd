import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { canEditLocale, canReviewLocale } from "../../../common/auth";
import type { Comment } from "../../../common/contracts/comments";
import { LOCALE_CODES, type LocaleCode, localeInfo } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { Icon } from "../../components/Icon";
import { type AdminApi, adminKeys } from "../../lib/admin-api";
import { useEditor } from "./context";
import { MentionField } from "./MentionField";
import { failureReason } from "./saver";
import { useBusyAction } from "./use-busy-action";
import "./key-comments.css";
import "./history.css";

/**
 * A key's thread of comments and questions (docs/decisions/0065): who wrote each and when, the
 * locale it is about, and whether a question is open. The text is rendered as text (React
 * escapes it), never as HTML. "Ask the team" posts a question; its author, an admin or a
 * reviewer of its locale resolves or reopens it.
 */
export function KeyComments({ api, name, locale }: { api: AdminApi; name: string; locale: LocaleCode }) {
  const queryClient = useQueryClient();
  const { t } = useAdminI18n();
  const thread = useQuery({ queryKey: adminKeys.comments(name), queryFn: ({ signal }) => api.comments(name, signal) });
  const { busy, error, run } = useBusyAction();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.comments(name) }),
      queryClient.invalidateQueries({ queryKey: adminKeys.key(name) }),
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    ]);
  const comments = thread.data?.comments ?? [];
  const open = comments.filter((c) => c.question && !c.resolvedAt).length;
  return (
    <section className="comments" aria-labelledby="comments-title">
      <h3 id="comments-title">
        {comments.length === 0
          ? t("keyDialog.comments.title")
          : open
            ? t("keyDialog.comments.titleOpen", { count: comments.length, open })
            : t("keyDialog.comments.titleCount", { count: comments.length })}
      </h3>
      {thread.isPending && <p>{t("common.loading")}</p>}
      {thread.isError && <p className="form-error">{failureReason(thread.error)}</p>}
      {thread.data && comments.length === 0 && <p className="cell-note">{t("keyDialog.comments.none")}</p>}
      {comments.length > 0 && (
        <ol className="comment-list">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              api={api}
              name={name}
              comment={comment}
              busy={busy}
              run={run}
              done={refresh}
            />
          ))}
        </ol>
      )}
      <p className="form-error" role="alert">
        {error}
      </p>
      <CommentForm api={api} name={name} locale={locale} busy={busy} run={run} done={refresh} />
    </section>
  );
}

interface Actions {
  busy: boolean;
  run(action: () => Promise<void>): Promise<unknown>;
  done(): Promise<unknown>;
}

function CommentItem({
  api,
  name,
  comment,
  busy,
  run,
  done,
}: Actions & { api: AdminApi; name: string; comment: Comment }) {
  const { user, announce } = useEditor();
  const { t, rich, dateTime } = useAdminI18n();
  const locale = comment.locale as LocaleCode | null;
  const mine = comment.author === user.email;
  const mayResolve =
    mine || user.role === "admin" || (locale ? canReviewLocale(user, locale) : user.role === "reviewer");
  const resolved = Boolean(comment.resolvedAt);
  const isAdmin = user.role === "admin";
  const resolve = (to: boolean) =>
    run(async () => {
      await api.resolveComment(name, comment.id, to, comment.version);
      await done();
      announce(t(to ? "keyDialog.comments.resolved" : "keyDialog.comments.reopened"));
    });
  const remove = () =>
    run(async () => {
      await api.deleteComment(name, comment.id);
      await done();
      announce(t("keyDialog.comments.deleted"));
    });
  const state = comment.question ? (resolved ? "resolved" : "open") : "comment";
  return (
    <li className={`comment comment-${state}`}>
      <p className="history-meta">
        <strong>{comment.author}</strong> · <time dateTime={comment.createdAt}>{dateTime(comment.createdAt)}</time>
        {locale && ` · ${localeInfo(locale).name} (${locale})`}
        {comment.question && (
          <span className="comment-state">
            {" "}
            · <Icon name="lucide:message-circle-question-mark" />{" "}
            {t(resolved ? "keyDialog.comments.resolvedQuestion" : "keyDialog.comments.openQuestion")}
          </span>
        )}
      </p>
      <p className="comment-text">{comment.text}</p>
      {resolved && comment.resolvedBy && (
        <p className="cell-note">
          {t("keyDialog.comments.resolvedBy", {
            name: comment.resolvedBy,
            date: dateTime(comment.resolvedAt as string),
          })}
        </p>
      )}
      <div className="comment-actions">
        {comment.question && mayResolve && (
          <button type="button" className="button-small" onClick={() => void resolve(!resolved)} disabled={busy}>
            <Icon name={resolved ? "lucide:undo-2" : "lucide:check"} />{" "}
            {t(resolved ? "keyDialog.comments.reopen" : "keyDialog.comments.resolve")}
          </button>
        )}
        {(mine || isAdmin) && (
          <button type="button" className="button-small" onClick={() => void remove()} disabled={busy}>
            <Icon name="lucide:trash-2" />{" "}
            {rich("keyDialog.comments.deleteComment", {
              hidden: (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>,
            })}
          </button>
        )}
      </div>
    </li>
  );
}

function CommentForm({
  api,
  name,
  locale,
  busy,
  run,
  done,
}: Actions & { api: AdminApi; name: string; locale: LocaleCode }) {
  const { user, announce } = useEditor();
  const { t } = useAdminI18n();
  const [text, setText] = useState("");
  const hintId = useId();
  const writable = LOCALE_CODES.filter((l) => canEditLocale(user, l));
  const [about, setAbout] = useState<LocaleCode | "">(writable.includes(locale) ? locale : "");
  const post = (question: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim()) return;
    void run(async () => {
      await api.addComment(name, { text, locale: about || null, question });
      setText("");
      await done();
      announce(t(question ? "keyDialog.comments.asked" : "keyDialog.comments.added"));
    });
  };
  return (
    <form className="comment-form" onSubmit={post(false)}>
      <label htmlFor="comment-text">{t("keyDialog.comments.label")}</label>
      <MentionField id="comment-text" value={text} onChange={setText} locale={about || null} />
      <label htmlFor="comment-locale">{t("keyDialog.comments.about")}</label>
      <select
        id="comment-locale"
        className="comment-field"
        value={about}
        onChange={(e) => setAbout(e.target.value as LocaleCode | "")}
      >
        <option value="">{t("keyDialog.comments.everyLanguage")}</option>
        {writable.map((l) => (
          <option key={l} value={l} lang={localeInfo(l).tag}>
            {localeInfo(l).name} ({l})
          </option>
        ))}
      </select>
      {/* One composer, two ways to post it: the same buttons side by side, what a question adds said under them. */}
      <fieldset className="comment-send" aria-describedby={hintId}>
        <legend className="visually-hidden">{t("keyDialog.comments.postAs")}</legend>
        <button type="submit" className="button-quiet" disabled={busy || !text.trim()}>
          <Icon name="lucide:message-square" /> {t("keyDialog.comments.comment")}
        </button>
        <button type="button" className="button-quiet" onClick={() => post(true)()} disabled={busy || !text.trim()}>
          <Icon name="lucide:message-circle-question-mark" /> {t("keyDialog.comments.ask")}
        </button>
      </fieldset>
      <p id={hintId} className="cell-note">
        {t("keyDialog.comments.hint")}
      </p>
    </form>
  );
}
