import type { QueryClient } from "@tanstack/react-query";
import type { LocaleCode } from "../../../common/locales";
import { localeInfo } from "../../../common/locales";
import { type AdminApi, adminKeys } from "../../lib/admin-api";
import { failureReason, patchListCache } from "./saver";

/** Approve and confirm from a cell: each answers null when done, else why not (docs/decisions/0055). */
export interface ReviewActions {
  approve(key: string, locale: LocaleCode, version: number): Promise<string | null>;
  confirm(key: string, locale: LocaleCode, version: number): Promise<string | null>;
}

export function createReviewActions(
  api: AdminApi,
  queryClient: QueryClient,
  announce: (message: string) => void,
): ReviewActions {
  const run = async (action: "approve" | "confirm", key: string, locale: LocaleCode, version: number) => {
    const what = `${localeInfo(locale).name} · ${key}`;
    try {
      const { cell } = await api[action](key, locale, version);
      patchListCache(queryClient, key, locale, cell);
      announce(action === "approve" ? `Approved ${what}` : `Confirmed ${what} still fits the source`);
      return null;
    } catch (error) {
      const reason = failureReason(error);
      announce(`Not ${action === "approve" ? "approved" : "confirmed"}: ${what}. ${reason}`);
      // A stale version: the list shows the cell as it is now.
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, "list"] });
      return reason;
    } finally {
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
      void queryClient.invalidateQueries({ queryKey: adminKeys.key(key) });
    }
  };
  return {
    approve: (key, locale, version) => run("approve", key, locale, version),
    confirm: (key, locale, version) => run("confirm", key, locale, version),
  };
}
