import type { QueryClient } from "@tanstack/react-query";
import type { ReviewOk } from "../../../common/contracts/translation-responses";
import type { LocaleCode } from "../../../common/locales";
import { localeInfo } from "../../../common/locales";
import type { AdminKey } from "../../admin-i18n/keys";
import type { AdminI18n } from "../../admin-i18n/translator";
import { type AdminApi, adminKeys } from "../../lib/admin-api";
import { failureReason, patchListCache } from "./saver";

/**
 * Approve, confirm and request changes from a cell: each answers null when done, else why not
 * (docs/decisions/0055, 0074).
 */
export interface ReviewActions {
  approve(key: string, locale: LocaleCode, version: number): Promise<string | null>;
  confirm(key: string, locale: LocaleCode, version: number): Promise<string | null>;
  requestChanges(key: string, locale: LocaleCode, version: number, reason: string): Promise<string | null>;
}

type Action = keyof ReviewActions;

const DONE: Record<Action, AdminKey> = {
  approve: "editor.review.approved",
  confirm: "editor.review.confirmed",
  requestChanges: "editor.review.sentBack",
};
const NOT_DONE: Record<Action, AdminKey> = {
  approve: "editor.review.notApproved",
  confirm: "editor.review.notConfirmed",
  requestChanges: "editor.review.notSentBack",
};

export function createReviewActions(
  api: AdminApi,
  queryClient: QueryClient,
  announce: (message: string) => void,
  t: AdminI18n["t"],
): ReviewActions {
  const run = async (action: Action, key: string, locale: LocaleCode, call: () => Promise<ReviewOk>) => {
    const what = `${localeInfo(locale).name} · ${key}`;
    try {
      const { cell } = await call();
      patchListCache(queryClient, key, locale, cell);
      announce(t(DONE[action], { cell: what }));
      return null;
    } catch (error) {
      const reason = failureReason(error, t);
      announce(t(NOT_DONE[action], { cell: what, reason }));
      // A stale version: the list shows the cell as it is now.
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, "list"] });
      return reason;
    } finally {
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
      void queryClient.invalidateQueries({ queryKey: adminKeys.key(key) });
    }
  };
  return {
    approve: (key, locale, version) => run("approve", key, locale, () => api.approve(key, locale, version)),
    confirm: (key, locale, version) => run("confirm", key, locale, () => api.confirm(key, locale, version)),
    requestChanges: (key, locale, version, reason) =>
      run("requestChanges", key, locale, () => api.requestChanges(key, locale, version, reason)),
  };
}
