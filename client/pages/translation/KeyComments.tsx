import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { canEditLocale, canReviewLocale } from "../../../common/auth";
import type { Comment } from "../../../common/contracts/comments";
import { LOCALE_CODES, type LocaleCode, localeInfo } from "../../../common/locales";
import { Icon } from "../../components/Icon";
import { type AdminApi, adminKeys } from "../../lib/admin-api";
import { useEditor } from "./context";
import { openQuestions } from "./count-sentences";
import { MentionField } from "./MentionField";
import { failureReason } from "./saver";
import { useBusyAction } from "./use-busy-action";
import "./key-comments.css";
import "./history.css";

const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

/**
 * A key's thread of comments and questions (docs/decisions/0065): who wrote each and when, the
 * locale it is about, and whether a question is open. The text is rendered as text (React
 * escapes it), never as HTML. "Ask the team" posts a question; its author, an admin or a
 * reviewer of its locale resolves or reopens it.
 */
export function KeyComments({ api, name, locale }: { api: AdminApi; name: string; locale: LocaleCode }) {
  const queryClient = useQueryClient();
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
        Comments
        {comments.length > 0 && ` (${comments.length}${open ? `, ${openQuestions(open)}` : ""})`}
      </h3>
      {thread.isPending && <p>Loading…</p>}
      {thread.isError && <p className="form-error">{failureReason(thread.error)}</p>}
      {thread.data && comments.length === 0 && <p className="cell-note">No comments yet.</p>}
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
  const locale = comment.locale as LocaleCode | null;
  const mine = comment.author === user.email;
  const mayResolve =
    mine || user.role === "admin" || (locale ? canReviewLocale(user, locale) : user.role === "reviewer");
  const resolved = Boolean(comment.resolvedAt);
  const resolve = (to: boolean) =>
    run(async () => {
      await api.resolveComment(name, comment.id, to, comment.version);
      await done();
      announce(to ? "Question resolved" : "Question reopened");
    });
  const remove = () =>
    run(async () => {
      await api.deleteComment(name, comment.id);
      await done();
      announce("Comment deleted");
    });
  const state = comment.question ? (resolved ? "resolved" : "open") : "comment";
  return (
    <li className={`comment comment-${state}`}>
      <p className="history-meta">
        <strong>{comment.author}</strong> · <time dateTime={comment.createdAt}>{when(comment.createdAt)}</time>
        {locale && ` · ${localeInfo(locale).name} (${locale})`}
        {comment.question && (
          <span className="comment-state">
            {" "}
            · <Icon name="lucide:message-circle-question-mark" /> {resolved ? "Resolved question" : "Open question"}
          </span>
        )}
      </p>
      <p className="comment-text">{comment.text}</p>
      {resolved && comment.resolvedBy && (
        <p className="cell-note">
          Resolved by {comment.resolvedBy} · {when(comment.resolvedAt as string)}
        </p>
      )}
      <div className="comment-actions">
        {comment.question && mayResolve && (
          <button type="button" className="button-small" onClick={() => void resolve(!resolved)} disabled={busy}>
            <Icon name={resolved ? "lucide:undo-2" : "lucide:check"} /> {resolved ? "Reopen" : "Resolve"}
          </button>
        )}
        {(mine || user.role === "admin") && (
          <button type="button" className="button-small" onClick={() => void remove()} disabled={busy}>
            <Icon name="lucide:trash-2" /> Delete<span className="visually-hidden"> comment</span>
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
      announce(question ? "Question asked" : "Comment added");
    });
  };
  return (
    <form className="comment-form" onSubmit={post(false)}>
      <label htmlFor="comment-text">Comment or question</label>
      <MentionField id="comment-text" value={text} onChange={setText} locale={about || null} />
      <label htmlFor="comment-locale">About</label>
      <select
        id="comment-locale"
        className="comment-field"
        value={about}
        onChange={(e) => setAbout(e.target.value as LocaleCode | "")}
      >
        <option value="">The key in every language</option>
        {writable.map((l) => (
          <option key={l} value={l}>
            {localeInfo(l).name} ({l})
          </option>
        ))}
      </select>
      {/* One composer, two ways to post it: the same buttons side by side, what a question adds said under them. */}
      <fieldset className="comment-send" aria-describedby={hintId}>
        <legend className="visually-hidden">Post as</legend>
        <button type="submit" className="button-quiet" disabled={busy || !text.trim()}>
          <Icon name="lucide:message-square" /> Comment
        </button>
        <button type="button" className="button-quiet" onClick={() => post(true)()} disabled={busy || !text.trim()}>
          <Icon name="lucide:message-circle-question-mark" /> Ask the team
        </button>
      </fieldset>
      <p id={hintId} className="cell-note">
        A question stays open, marked on the key and counted on the dashboard, until it is resolved.
      </p>
    </form>
  );
}
