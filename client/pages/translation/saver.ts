import type { QueryClient } from "@tanstack/react-query";
import { type LocaleCode, localeInfo } from "../../../common/locales";
import type { AdminI18n } from "../../admin-i18n/translator";
import type { ListResult, PublishOutcome, Translation } from "../../lib/admin-api";
import { type AdminApi, adminKeys } from "../../lib/admin-api";
import { HttpError } from "../../lib/http";
import { type CellId, cellId, type Draft, type EditorStore } from "./store";

/** Saves run a few at a time ("Save all" with hundreds of drafts must not flood the worker). */
const SAVE_CONCURRENCY = 4;

type Translate = AdminI18n["t"];

/**
 * A sentence for the editor about why a save failed; the text stays in the cell. A problem's
 * `detail` is shown as the server words it. Called without `t` (the dialogs not yet converted,
 * issue 38) it says it in English; pass `t` everywhere and that fallback goes.
 */
export function failureReason(error: unknown, t?: Translate): string {
  const offline = () => (t ? t("editor.save.offline") : "No connection to the server.");
  if (error instanceof HttpError) {
    if (error.status === 401)
      return t ? t("editor.save.sessionEnded") : "Your session has ended: sign in again in another tab, then retry.";
    if (error.status === 0) return offline();
    if (error.problem?.detail) return error.problem.detail;
    return t
      ? t("editor.save.serverAnswered", { status: String(error.status) })
      : `The server answered ${error.status}.`;
  }
  return offline();
}

const cellName = (key: string, locale: LocaleCode) => `${localeInfo(locale).name} · ${key}`;

/** Puts a saved (or someone else's) cell into every cached page of the list, in place. */
export function patchListCache(
  queryClient: QueryClient,
  key: string,
  locale: LocaleCode,
  cell: Translation | null,
): void {
  queryClient.setQueriesData<ListResult>({ queryKey: [...adminKeys.all, "list"] }, (page) => {
    if (!page?.items.some((row) => row.name === key)) return page;
    return {
      ...page,
      items: page.items.map((row) => {
        if (row.name !== key) return row;
        const values = { ...row.values };
        if (cell) values[locale] = cell;
        else delete values[locale];
        return { ...row, values };
      }),
    };
  });
}

/** Why publishing does not serve this cell (from the save's `publish.failed`), or undefined. */
export function notServedReason(publish: PublishOutcome | undefined, key: string, locale: LocaleCode) {
  const failure = publish?.failed.find((f) => f.key === key && f.locale === locale);
  if (!failure) return undefined;
  const at = failure.line === undefined ? "" : `${failure.line}:${failure.column ?? 1} `;
  return `${at}${failure.message}`;
}

export interface Saver {
  save(id: CellId): Promise<void>;
  saveAll(): Promise<void>;
  /** After a conflict: save my text over the newer version. */
  keepMine(id: CellId): Promise<void>;
  /** After a conflict: drop my text and show theirs. */
  takeTheirs(id: CellId): void;
  /** After a conflict: edit a merge, based on their version, with their text alongside. */
  startMerge(id: CellId): void;
  /** Esc: drops the unsaved text; a merge in progress goes back to the conflict view instead. */
  cancel(id: CellId): void;
}

/**
 * The save rules of the editor. A save names the version its edit started
 * from; a 409 keeps the draft and shows both texts (nothing is lost).
 */
export function createSaver(
  store: EditorStore,
  api: AdminApi,
  queryClient: QueryClient,
  announce: (message: string) => void,
  t: Translate,
): Saver {
  async function send(draft: Draft): Promise<void> {
    const id = cellId(draft.key, draft.locale);
    const name = cellName(draft.key, draft.locale);
    store.setStatus(id, { kind: "saving" });
    try {
      const origin = draft.origin?.text === draft.text ? draft.origin.value : undefined;
      const result = await api.save(draft.key, draft.locale, draft.text, draft.baseVersion, origin);
      if (!result.ok) {
        store.setStatus(id, { kind: "conflict", current: result.current });
        announce(t("editor.save.conflict", { cell: name }));
        return;
      }
      patchListCache(queryClient, draft.key, draft.locale, result.cell);
      const notServed = notServedReason(result.publish, draft.key, draft.locale);
      // Written, but not yet live: say so, so nobody saves it again.
      const delayed = result.publish.delayed ? result.publish.message || t("editor.save.delayed") : undefined;
      const now = store.get(id)?.draft;
      // Typed on while the save ran: keep the newer text, based on what was saved.
      if (now && now.text !== draft.text) {
        store.setDraft(id, { ...now, baseVersion: result.cell?.version ?? 0, baseText: draft.text, theirs: undefined });
        store.setStatus(id, undefined);
      } else {
        store.setDraft(id, undefined);
        store.setStatus(id, { kind: "saved", notServed, delayed });
      }
      const unchanged = result.status === "unchanged" ? "yes" : "no";
      announce(
        notServed
          ? t("editor.save.savedNotServed", { unchanged, cell: name, reason: notServed })
          : delayed
            ? t("editor.save.savedDelayed", { unchanged, cell: name, message: delayed })
            : t("editor.save.saved", { unchanged, cell: name }),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
      void queryClient.invalidateQueries({ queryKey: adminKeys.key(draft.key) });
    } catch (error) {
      const reason = failureReason(error, t);
      store.setStatus(id, { kind: "failed", reason });
      announce(t("editor.save.notSaved", { cell: name, reason }));
    }
  }

  function pending(id: CellId): Draft | undefined {
    const state = store.get(id);
    return state?.status?.kind === "saving" ? undefined : state?.draft;
  }

  return {
    async save(id) {
      const state = store.get(id);
      // A conflict is resolved by a choice (keep, take, merge), not by saving again blindly.
      if (state?.status?.kind === "conflict") return;
      const draft = pending(id);
      if (draft) await send(draft);
    },
    async saveAll() {
      const queue = store.drafts().filter((d) => {
        const kind = store.get(cellId(d.key, d.locale))?.status?.kind;
        return kind !== "saving" && kind !== "conflict";
      });
      const workers = Array.from({ length: Math.min(SAVE_CONCURRENCY, queue.length) }, async () => {
        for (let draft = queue.shift(); draft; draft = queue.shift()) await send(draft);
      });
      await Promise.all(workers);
    },
    async keepMine(id) {
      const state = store.get(id);
      if (state?.status?.kind !== "conflict" || !state.draft) return;
      const { current } = state.status;
      const rebased = { ...state.draft, baseVersion: current?.version ?? 0, baseText: current?.text ?? "" };
      store.setDraft(id, { ...rebased, theirs: undefined });
      await send(rebased);
    },
    takeTheirs(id) {
      const state = store.get(id);
      if (state?.status?.kind !== "conflict" || !state.draft) return;
      patchListCache(queryClient, state.draft.key, state.draft.locale, state.status.current);
      store.discard(id);
      announce(t("editor.save.keptTheirs", { cell: cellName(state.draft.key, state.draft.locale) }));
    },
    startMerge(id) {
      const state = store.get(id);
      if (state?.status?.kind !== "conflict" || !state.draft) return;
      const { current } = state.status;
      patchListCache(queryClient, state.draft.key, state.draft.locale, current);
      store.setDraft(id, {
        ...state.draft,
        baseVersion: current?.version ?? 0,
        baseText: current?.text ?? "",
        theirs: current,
      });
      store.setStatus(id, undefined);
    },
    cancel(id) {
      const state = store.get(id);
      if (state?.status?.kind === "conflict" || state?.status?.kind === "saving") return;
      if (state?.draft?.theirs !== undefined) {
        store.setDraft(id, { ...state.draft, theirs: undefined });
        store.setStatus(id, { kind: "conflict", current: state.draft.theirs });
        return;
      }
      store.discard(id);
    },
  };
}
