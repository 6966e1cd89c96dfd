// biome-ignore-all lint/a11y/useSemanticElements: the virtualizer places rows absolutely, which table layout cannot host; the ARIA grid roles give the table semantics.
// biome-ignore-all lint/a11y/useFocusableInteractive: in the ARIA grid pattern cells take focus (roving tabindex), not rows or headers.
import { memo, useCallback, useEffect, useSyncExternalStore } from "react";
import { DEFAULT_LOCALE, type LocaleCode } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { Icon } from "../../components/Icon";
import type { KeyRow, Translation } from "../../lib/admin-api";
import { useSourceLocale } from "../../lib/app-config";
import { CellEditor } from "./CellEditor";
import { ProblemList, useLiveProblems } from "./CellProblems";
import { CellReview } from "./CellReview";
import { EmptyCell, TextWithChips } from "./CellText";
import { ConflictView } from "./ConflictView";
import { useEditor } from "./context";
import { useGlossaryMarks } from "./GlossaryText";
import { useRevealProblems } from "./grid-reveal";
import { SourceDiff } from "./SourceDiff";
import { type CellState, cellId } from "./store";
import "./cell.css";

export interface LocaleCellProps {
  row: KeyRow;
  locale: LocaleCode;
  rowIndex: number;
  colIndex: number;
  editable: boolean;
  /** The row's values of this locale have not arrived yet (a column just added). */
  pending: boolean;
  /** The locale publishes only reviewed texts (docs/decisions/0055). */
  reviewedOnly: boolean;
  active: boolean;
  editing: boolean;
}

function useCellState(id: string): CellState | undefined {
  const { store } = useEditor();
  const subscribe = useCallback((listener: () => void) => store.subscribeCell(id, listener), [store, id]);
  return useSyncExternalStore(
    subscribe,
    () => store.get(id),
    () => undefined,
  );
}

/** One translation: its text (or the fallback), its save state, and its editor when active. */
export const LocaleCell = memo(function LocaleCell(props: LocaleCellProps) {
  const { row, locale, rowIndex, colIndex, editable, pending, reviewedOnly, active, editing } = props;
  const id = cellId(row.name, locale);
  const state = useCellState(id);
  const { readOnlyReason, startEdit, highlight } = useEditor();
  const { t } = useAdminI18n();
  const saved = row.values[locale];
  useRestoredConflict(id, state, pending ? undefined : (saved ?? null));
  const sourceLocale = useSourceLocale();
  const sourceText = row.values[sourceLocale]?.text;
  const text = state?.draft?.text ?? saved?.text ?? "";
  const status = state?.status;
  const problems = useLiveProblems(
    text,
    locale,
    sourceText,
    saved?.problems,
    Boolean(state?.draft),
    row.maxLength ?? null,
  );
  const notServed = status?.kind === "saved" ? status.notServed : undefined;
  const problemsId = problems.length > 0 || notServed ? `problems-${rowIndex}-${colIndex}` : undefined;
  useRevealProblems(problemsId, `${problems.map((p) => p.message).join("\n")}${notServed ?? ""}`, editing);
  const reason = editable ? null : readOnlyReason(locale);
  const conflict = status?.kind === "conflict";
  const classes = ["cell", "cell-locale"];
  if (state?.draft) classes.push("is-dirty");
  if (status) classes.push(`is-${status.kind}`);
  if (!editable) classes.push("is-readonly");
  if (editing) classes.push("is-editing");

  return (
    <div
      role="gridcell"
      className={classes.join(" ")}
      data-cell={`${rowIndex}:${colIndex}`}
      data-locale={locale}
      tabIndex={active ? 0 : -1}
      aria-readonly={editable ? undefined : true}
      aria-busy={pending || undefined}
      aria-describedby={problemsId}
    >
      {pending ? (
        <span className="cell-note">{t("common.loading")}</span>
      ) : editing ? (
        <>
          {saved?.outdatedSource != null && <SourceDiff before={saved.outdatedSource} after={sourceText ?? ""} />}
          <CellEditor
            row={row}
            locale={locale}
            text={text}
            sourceText={sourceText}
            state={state}
            problemsId={problemsId}
          />
        </>
      ) : text && locale === sourceLocale ? (
        <SourceText text={text} locale={locale} highlight={highlight} active={active} />
      ) : text ? (
        <TextWithChips text={text} locale={locale} highlight={highlight} />
      ) : (
        <EmptyCell locale={locale} fallbackText={row.values[DEFAULT_LOCALE]?.text} />
      )}
      {problemsId && <ProblemList id={problemsId} problems={problems} notServed={notServed} />}
      {saved && !pending && !editing && (
        <CellReview
          name={row.name}
          locale={locale}
          cell={saved}
          sourceText={sourceText}
          reviewedOnly={reviewedOnly}
          editable={editable}
          active={active}
          busy={Boolean(state?.draft) || status?.kind === "saving"}
          rowIndex={rowIndex}
          colIndex={colIndex}
        />
      )}
      <CellStatus
        state={state}
        newerOnServer={Boolean(state?.draft && saved && saved.version > state.draft.baseVersion)}
      />
      {reason && active && <p className="cell-note">{reason}</p>}
      {conflict && (
        <ConflictView
          id={id}
          locale={locale}
          mine={state?.draft?.text ?? ""}
          current={status.current}
          onMerge={() => startEdit(rowIndex, colIndex)}
        />
      )}
    </div>
  );
});

/** The source text, its glossary terms underlined (only source cells read the glossary). */
function SourceText({ active, ...props }: { text: string; locale: LocaleCode; highlight: string; active: boolean }) {
  const { user } = useEditor();
  const glossary = useGlossaryMarks(user, props.locale);
  return <TextWithChips {...props} glossary={glossary} focusable={active} />;
}

/**
 * A draft restored after a reload whose base version is no longer the server's is a
 * conflict, as a 409 would be: both texts shown, nothing applied silently.
 * `saved`: the server's cell now (null: none), undefined while the column loads.
 */
function useRestoredConflict(id: string, state: CellState | undefined, saved: Translation | null | undefined) {
  const { store } = useEditor();
  const draft = state?.draft;
  const base = draft?.restored && !state?.status ? draft.baseVersion : undefined;
  useEffect(() => {
    if (base === undefined || saved === undefined) return;
    if ((saved?.version ?? 0) !== base) store.setStatus(id, { kind: "conflict", current: saved });
  }, [id, base, saved, store]);
}

function CellStatus({ state, newerOnServer }: { state: CellState | undefined; newerOnServer: boolean }) {
  const { t } = useAdminI18n();
  const status = state?.status;
  if (status?.kind === "saving")
    return (
      <p className="cell-status">
        <Icon name="lucide:loader-circle" className="spin" /> {t("common.saving")}
      </p>
    );
  if (status?.kind === "failed")
    return (
      <p className="cell-status status-failed">
        <Icon name="lucide:circle-alert" /> {t("cell.status.notSaved", { reason: status.reason })}
      </p>
    );
  if (status?.kind === "conflict") return null;
  if (state?.draft)
    return (
      <p className="cell-status status-dirty">
        <Icon name="lucide:circle-dot" /> {t(newerOnServer ? "cell.status.unsavedNewer" : "cell.status.unsaved")}
      </p>
    );
  if (status?.kind === "saved" && status.delayed)
    return (
      <p className="cell-status status-delayed" title={status.delayed}>
        <Icon name="lucide:check" /> {t("cell.status.savedDelayed")}
      </p>
    );
  if (status?.kind === "saved")
    return (
      <p className="cell-status status-saved">
        <Icon name="lucide:check" /> {t("cell.status.saved")}
      </p>
    );
  return null;
}
