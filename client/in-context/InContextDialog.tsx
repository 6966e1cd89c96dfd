import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { canEditLocale, type SessionAccount } from "../../common/auth";
import { type LocaleCode, localeInfo } from "../../common/locales";
import { useAdminI18n } from "../admin-i18n/AdminI18nProvider";
import { type AdminApi, adminApi, type KeyRow } from "../lib/admin-api";
import { useSourceLocale } from "../lib/app-config";
import { type HttpClient, HttpError } from "../lib/http";
import { useModalDialog } from "../lib/use-modal-dialog";
import { useIcuTools } from "../pages/translation/load-icu-tools";
import { suggestionShortcut } from "../pages/translation/suggestions";
import { flashAfterReload } from "./flash";
import { type Inserted, insertedOf, SuggestionChoices, useInContextSuggestions } from "./InContextSuggestions";
import { ReviewPanel } from "./ReviewPanel";

/** `reviewedOnly`: the page's locale publishes only reviewed texts (docs/decisions/0055). */
type Loaded = { user: SessionAccount | null; row: KeyRow; reviewedOnly: boolean };
type Load = { state: "loading" } | { state: "failed"; message: string } | ({ state: "loaded" } & Loaded);

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One key's editor for the page's locale, in a modal dialog: the key's cell (text and version,
 * from the admin translations API), the plural editor's forms when the message is one plural
 * or select, a save based on that version (a 409 shows the other text). A locale the account
 * may not edit is shown read-only (the server refuses such a save anyway).
 */
export function InContextDialog({
  keyName,
  locale,
  http,
  onClose,
}: {
  keyName: string;
  locale: LocaleCode;
  http: HttpClient;
  onClose(): void;
}) {
  const { t, rich, lang } = useAdminI18n();
  const ref = useModalDialog(onClose);
  const titleId = useId();
  const api = useMemo(() => adminApi(http), [http]);
  const [load, setLoad] = useState<Load>({ state: "loading" });

  useEffect(() => {
    const abort = new AbortController();
    Promise.all([
      http.get<{ user: SessionAccount | null }>("admin/session", { signal: abort.signal, throwOnError: true }),
      api.key(keyName, abort.signal),
      api.stats(abort.signal),
    ]).then(
      ([session, detail, stats]) =>
        setLoad({
          state: "loaded",
          user: session.user,
          row: detail.key,
          reviewedOnly: stats.locales.some((l) => l.locale === locale && l.reviewedOnly),
        }),
      (error: unknown) => {
        if (!abort.signal.aborted) setLoad({ state: "failed", message: messageOf(error) });
      },
    );
    return () => abort.abort();
  }, [api, http, keyName, locale]);

  return (
    <dialog ref={ref} className="in-context-dialog" aria-labelledby={titleId} lang={lang}>
      <div className="in-context-head">
        <h2 id={titleId}>
          {rich("inContext.dialog.title", {
            key: keyName,
            locale: localeInfo(locale).name,
            code: (chunks: ReactNode[]) => <code>{chunks}</code>,
          })}
        </h2>
        <button type="button" className="button-link" onClick={() => ref.current?.close()}>
          {t("common.close")}
        </button>
      </div>
      {load.state === "loaded" ? (
        <CellForm api={api} locale={locale} {...load} onDone={() => ref.current?.close()} />
      ) : load.state === "failed" ? (
        <p role="alert">{load.message}</p>
      ) : (
        <p aria-live="polite">{t("common.loading")}</p>
      )}
    </dialog>
  );
}

type Conflict = { text: string; version: number; detail: string };

function CellForm({
  api,
  locale,
  user,
  row,
  reviewedOnly,
  onDone,
}: Loaded & { api: AdminApi; locale: LocaleCode; onDone(): void }) {
  const cell = row.values[locale];
  const [text, setText] = useState(cell?.text ?? "");
  const [version, setVersion] = useState(cell?.version ?? 0);
  const [view, setView] = useState<"text" | "forms">("text");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [waiting, setWaiting] = useState(false);
  const { t, lang } = useAdminI18n();
  const tools = useIcuTools();
  const info = localeInfo(locale);
  const sourceLocale = useSourceLocale();
  const source = locale === sourceLocale ? undefined : row.values[sourceLocale]?.text;
  const editable = user !== null && canEditLocale(user, locale);
  const formsPossible = tools?.parseForms(text) != null;
  const textareaId = useId();
  const suggestions = useInContextSuggestions(api, row.name, locale, editable && source !== undefined);
  const [inserted, setInserted] = useState<Inserted | null>(null);
  // The dialog opened on Close while the key loaded: once it is here, typing goes to the text.
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.setSelectionRange(field.current.value.length, field.current.value.length);
  }, []);
  const insert = (index: number) => {
    const item = suggestions?.[index];
    if (!item) return;
    setText(item.text);
    setInserted(insertedOf(item));
  };

  if (!editable) {
    return (
      <div className="in-context-body">
        <p data-testid="in-context-readonly">{t("inContext.dialog.readOnly", { locale: info.name })}</p>
        <p className="in-context-text" lang={info.tag} dir="auto">
          {cell?.text || <em lang={lang}>{t("inContext.dialog.empty")}</em>}
        </p>
      </div>
    );
  }

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const origin = inserted?.text === text ? inserted.value : undefined;
      const result = await api.save(row.name, locale, text, version, origin);
      if (result.ok && reviewedOnly) {
        // Visitors keep the reviewed text until a reviewer approves this one; this editor's page
        // shows it in place, marked as pending (worker/services/in-context-pending.ts).
        setVersion(result.cell?.version ?? version);
        setWaiting(true);
        flashAfterReload(t("inContext.dialog.savedPending", { key: row.name, mark: t("inContext.key.pendingMark") }));
        window.location.reload();
        return;
      }
      if (result.ok) {
        // The page is rendered anew with the published text (every message, formatted as visitors get it).
        window.location.reload();
        onDone();
        return;
      }
      setConflict({ text: result.current?.text ?? "", version: result.current?.version ?? 0, detail: result.detail });
    } catch (e) {
      setError(e instanceof HttpError ? e.message : messageOf(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="in-context-body"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {source !== undefined && (
        <p className="in-context-source">
          <span className="in-context-label">
            {t("inContext.dialog.source", { locale: localeInfo(sourceLocale).name })}
          </span>{" "}
          <span lang={localeInfo(sourceLocale).tag}>{source}</span>
        </p>
      )}
      {formsPossible && (
        <fieldset className="in-context-view">
          <legend className="visually-hidden">{t("inContext.dialog.editAs")}</legend>
          <button
            type="button"
            className="button-link"
            aria-pressed={view === "forms"}
            onClick={() => setView("forms")}
          >
            {t("inContext.dialog.forms")}
          </button>
          <button type="button" className="button-link" aria-pressed={view === "text"} onClick={() => setView("text")}>
            {t("inContext.dialog.icuText")}
          </button>
        </fieldset>
      )}
      {view === "forms" && formsPossible && tools ? (
        <tools.PluralEditor keyName={row.name} locale={locale} text={text} sourceText={source} onChange={setText} />
      ) : (
        <p>
          <label htmlFor={textareaId}>{t("inContext.dialog.text", { locale: info.name })}</label>
          <textarea
            ref={field}
            id={textareaId}
            lang={info.tag}
            dir="auto"
            rows={3}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                void save();
              }
              const index = suggestionShortcut(event);
              if (index !== null) {
                event.preventDefault();
                insert(index);
              }
            }}
          />
        </p>
      )}
      <SuggestionChoices items={suggestions} locale={locale} onInsert={insert} />
      {conflict && (
        <div role="alert" className="in-context-conflict" data-testid="in-context-conflict">
          <p>
            <strong>{t("inContext.conflict.title")}</strong> {conflict.detail}
          </p>
          <p>
            {t("inContext.conflict.theirs")}{" "}
            {conflict.text ? <span lang={info.tag}>{conflict.text}</span> : t("inContext.dialog.empty")}
          </p>
          <p className="in-context-actions">
            <button
              type="button"
              className="button-link"
              onClick={() => {
                setText(conflict.text);
                setVersion(conflict.version);
                setConflict(null);
              }}
            >
              {t("inContext.conflict.take")}
            </button>
            <button
              type="button"
              className="button-link"
              onClick={() => {
                setVersion(conflict.version);
                setConflict(null);
              }}
            >
              {t("inContext.conflict.keep")}
            </button>
          </p>
        </div>
      )}
      {error && <p role="alert">{error}</p>}
      {user && (
        <ReviewPanel
          api={api}
          user={user}
          row={row}
          locale={locale}
          reviewedOnly={reviewedOnly}
          unsaved={text !== (cell?.text ?? "")}
        />
      )}
      {reviewedOnly && (
        <p role="status" data-testid="in-context-review-note">
          {waiting ? t("inContext.dialog.waiting") : t("inContext.dialog.reviewedOnly", { locale: info.name })}
        </p>
      )}
      <p className="in-context-actions">
        <button type="submit" className="button-primary" disabled={saving || conflict !== null}>
          {saving ? t("common.saving") : t("common.save")}
        </button>
      </p>
    </form>
  );
}
