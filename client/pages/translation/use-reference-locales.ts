import { useCallback, useState } from "react";
import { isLocaleCode, type LocaleCode } from "../../../common/locales";
import { browserStorage } from "./draft-storage";

/**
 * The languages an account reads beside the source (English for a German translator,
 * say), remembered per account in this browser's localStorage: a preference of the
 * reader, not of the project, so no server round trip.
 */
export const referenceStorageKey = (account: number) => `translation-editor:reference:v1:${account}`;

export function readReference(storage: Storage | null, account: number): LocaleCode[] {
  try {
    const value = JSON.parse(storage?.getItem(referenceStorageKey(account)) ?? "[]") as unknown;
    return Array.isArray(value) ? [...new Set(value.filter((v): v is LocaleCode => isLocaleCode(v)))] : [];
  } catch {
    return [];
  }
}

export function useReferenceLocales(account: number): [LocaleCode[], (next: LocaleCode[]) => void] {
  const [reference, setReference] = useState(() => readReference(browserStorage(), account));
  const choose = useCallback(
    (next: LocaleCode[]) => {
      setReference(next);
      try {
        browserStorage()?.setItem(referenceStorageKey(account), JSON.stringify(next));
      } catch {
        // Not remembered (storage refused): the choice holds for this visit.
      }
    },
    [account],
  );
  return [reference, choose];
}
