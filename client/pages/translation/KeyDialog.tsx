import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { canEditLocale } from "../../../common/auth";
import type { HistoryEntry } from "../../../common/contracts/translation-responses";
import { isLocaleCode, type LocaleCode, localeInfo } from "../../../common/locales";
import { keyNameError } from "../../../common/text";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { Dialog } from "../../components/admin/Dialog";
import { Icon } from "../../components/Icon";
import type { KeyDetail } from "../../lib/admin-api";
import { type AdminApi, adminKeys } from "../../lib/admin-api";
import { TextWithChips } from "./CellText";
import { useEditor } from "./context";
import { useGlossaryMarks } from "./GlossaryText";
import { KeyComments } from "./KeyComments";
import { KeyLimitForm } from "./KeyLimitForm";
import { KeyReview } from "./KeyReview";
import { KeyUsage } from "./KeyUsage";
import { KeyWarnings } from "./KeyWarnings";
import { RevertDialog } from "./RevertDialog";
import { failureReason } from "./saver";
import { useBusyAction } from "./use-busy-action";
import "./key-dialog.css";
import "./history.css";

export const invalidateLists = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [...adminKeys.all, "list"] }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
  ]);

/**
 * A key's details: the pages that show it (opened in `locale`), "Request changes" for its
 * reviewers, its comments and questions,
 * its warnings (dismissible by reviewers), its history with revert, and for admins its
 * description, rename and delete (with a confirmation that counts the comments going too).
 */
export function KeyDialog({
  api,
  name,
  locale,
  source,
  onClose,
  onRenamed,
}: {
  api: AdminApi;
  name: string;
  locale: LocaleCode;
  /** The source locale: its text is shown with the glossary's terms underlined. */
  source: LocaleCode;
  onClose(): void;
  onRenamed(to: string): void;
}) {
  const { user } = useEditor();
  const { t } = useAdminI18n();
  const detail = useQuery({ queryKey: adminKeys.key(name), queryFn: ({ signal }) => api.key(name, signal) });
  const isAdmin = user.role === "admin";
  return (
    <Dialog title={t("keyDialog.title", { name })} onClose={onClose} className="dialog-wide">
      {detail.isPending && <p>{t("common.loading")}</p>}
      {detail.isError && <p className="form-error">{failureReason(detail.error)}</p>}
      {detail.data && (
        <>
          {isAdmin ? (
            <KeyAdmin api={api} detail={detail.data} onRenamed={onRenamed} onDeleted={onClose} />
          ) : (
            detail.data.key.description && <p className="key-description">{detail.data.key.description}</p>
          )}
          <KeySource text={detail.data.key.values[source]?.text ?? ""} locale={source} />
          <KeyReview row={detail.data.key} locale={locale} />
          <KeyUsage name={detail.data.key.name} pages={detail.data.key.pages} locale={locale} />
          <KeyComments api={api} name={detail.data.key.name} locale={locale} />
          <KeyWarnings api={api} detail={detail.data} />
          <History api={api} detail={detail.data} />
        </>
      )}
    </Dialog>
  );
}

/** The source text, its glossary terms underlined, each reachable by keyboard with its translations in a tip. */
function KeySource({ text, locale }: { text: string; locale: LocaleCode }) {
  const { user } = useEditor();
  const { t } = useAdminI18n();
  const glossary = useGlossaryMarks(user, locale);
  if (!text) return null;
  return (
    <section aria-labelledby="key-source-title">
      <h3 id="key-source-title">{t("keyDialog.sourceText", { language: localeInfo(locale).name })}</h3>
      <p className="key-source">
        <TextWithChips text={text} locale={locale} glossary={glossary} focusable />
      </p>
    </section>
  );
}

function KeyAdmin({
  api,
  detail,
  onRenamed,
  onDeleted,
}: {
  api: AdminApi;
  detail: KeyDetail;
  onRenamed(to: string): void;
  onDeleted(): void;
}) {
  const { store, announce } = useEditor();
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const name = detail.key.name;
  const [newName, setNewName] = useState(name);
  const [description, setDescription] = useState(detail.key.description);
  const { busy, error, setError, run } = useBusyAction();
  const [confirming, setConfirming] = useState(false);

  const rename = (event: FormEvent) => {
    event.preventDefault();
    const problem = keyNameError(newName);
    if (problem) return setError(t("keyDialog.admin.nameError", { problem }));
    if (newName === name) return;
    void run(async () => {
      await api.updateKey(name, { name: newName });
      store.renameKey(name, newName);
      await invalidateLists(queryClient);
      announce(t("keyDialog.admin.renamed", { from: name, to: newName }));
      onRenamed(newName);
    });
  };
  const describe = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await api.updateKey(name, { description });
      await Promise.all([
        invalidateLists(queryClient),
        queryClient.invalidateQueries({ queryKey: adminKeys.key(name) }),
      ]);
      announce(t("keyDialog.admin.described", { name }));
    });
  };
  const remove = () =>
    run(async () => {
      await api.deleteKey(name);
      await invalidateLists(queryClient);
      announce(t("keyDialog.admin.deleted", { name }));
      setConfirming(false);
      onDeleted();
    });

  return (
    <div className="key-admin">
      <p className="form-error" role="alert">
        {error}
      </p>
      <form className="inline-form" onSubmit={describe}>
        <label htmlFor="key-description">{t("keyDialog.admin.descriptionLabel")}</label>
        <textarea id="key-description" rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
        <button type="submit" className="button-quiet" disabled={busy || description === detail.key.description}>
          {t("keyDialog.admin.saveDescription")}
        </button>
      </form>
      <KeyLimitForm
        api={api}
        name={name}
        maxLength={detail.key.maxLength ?? null}
        onSaved={() =>
          Promise.all([invalidateLists(queryClient), queryClient.invalidateQueries({ queryKey: adminKeys.key(name) })])
        }
      />
      <form className="inline-form" onSubmit={rename}>
        <label htmlFor="key-rename">{t("common.name")}</label>
        <input id="key-rename" value={newName} onChange={(e) => setNewName(e.target.value)} spellCheck={false} />
        <button type="submit" className="button-quiet" disabled={busy || newName === name}>
          <Icon name="lucide:pencil" /> {t("keyDialog.admin.rename")}
        </button>
      </form>
      <button type="button" className="button-danger" onClick={() => setConfirming(true)} disabled={busy}>
        <Icon name="lucide:trash-2" /> {t("keyDialog.admin.deleteKey")}
      </button>
      {confirming && (
        <Dialog
          title={t("keyDialog.admin.confirmTitle", { name })}
          onClose={() => setConfirming(false)}
          role="alertdialog"
        >
          <p>
            {t("keyDialog.admin.confirmText")}
            {(detail.comments ?? 0) > 0 && <> {t("keyDialog.admin.commentsGo", { count: detail.comments ?? 0 })}</>}
          </p>
          <div className="dialog-actions">
            <button type="button" className="button-danger" onClick={() => void remove()} disabled={busy}>
              {t("keyDialog.admin.deleteNamed", { name })}
            </button>
            <button type="button" className="button-quiet" onClick={() => setConfirming(false)}>
              {t("keyDialog.admin.keep")}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}

/** An entry's action as the history message's `select` names it (ICU selectors take no `-`). */
const actionOf = (action: HistoryEntry["action"]) => (action === "request-changes" ? "requestChanges" : action);

/** Approving, confirming or requesting changes leaves the text as it was: there is nothing to revert. */
const KEEPS_TEXT = new Set<HistoryEntry["action"]>(["approve", "confirm", "request-changes"]);

/** The key's own changes whose values the history shows (its name, its character limit). */
const SHOWS_CHANGE = new Set<HistoryEntry["action"]>(["rename", "limit"]);

function History({ api, detail }: { api: AdminApi; detail: KeyDetail }) {
  const { user } = useEditor();
  const { t, dateTime } = useAdminI18n();
  // The entry whose revert is being confirmed (RevertDialog shows what it changes).
  const [reverting, setReverting] = useState<number | null>(null);

  return (
    <section className="history" aria-labelledby="history-title">
      <h3 id="history-title">{t("keyDialog.history.title")}</h3>
      {detail.history.length === 0 ? (
        <p className="cell-note">{t("keyDialog.history.none")}</p>
      ) : (
        <ol className="history-list">
          {detail.history.map((entry) => {
            const locale = isLocaleCode(entry.locale) ? entry.locale : null;
            const revertable =
              locale && entry.action !== "delete" && !KEEPS_TEXT.has(entry.action) && canEditLocale(user, locale);
            return (
              <li key={entry.id}>
                <p className="history-meta">
                  <time dateTime={entry.at}>{dateTime(entry.at)}</time> ·{" "}
                  {locale
                    ? t("keyDialog.history.actionIn", {
                        actor: entry.actor ?? t("keyDialog.history.system"),
                        action: actionOf(entry.action),
                        language: localeInfo(locale).name,
                        locale,
                      })
                    : t("keyDialog.history.action", {
                        actor: entry.actor ?? t("keyDialog.history.system"),
                        action: actionOf(entry.action),
                      })}
                </p>
                {locale && KEEPS_TEXT.has(entry.action) ? (
                  <p className="history-change" lang={localeInfo(locale).tag}>
                    {entry.newText}
                  </p>
                ) : locale ? (
                  <p className="history-change">
                    {/* A text in its own language; "(empty)" is the admin's word. */}
                    <del lang={entry.oldText === null ? undefined : localeInfo(locale).tag}>
                      {entry.oldText ?? t("keyDialog.history.empty")}
                    </del>{" "}
                    <span aria-hidden="true">→</span>
                    <span className="visually-hidden">{t("keyDialog.history.became")}</span>{" "}
                    <ins lang={entry.newText === null ? undefined : localeInfo(locale).tag}>
                      {entry.newText ?? t("keyDialog.history.empty")}
                    </ins>
                  </p>
                ) : (
                  SHOWS_CHANGE.has(entry.action) && (
                    <p className="history-change">
                      {entry.oldText ?? t("keyDialog.history.noValue")} →{" "}
                      {entry.newText ?? t("keyDialog.history.noValue")}
                    </p>
                  )
                )}
                {revertable && (
                  <button type="button" className="button-small" onClick={() => setReverting(entry.id)}>
                    <Icon name="lucide:undo-2" /> {t("keyDialog.history.revert")}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {reverting !== null && <RevertDialog api={api} historyId={reverting} onClose={() => setReverting(null)} />}
    </section>
  );
}
