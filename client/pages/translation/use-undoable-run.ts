import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ImportRecord } from "../../../common/contracts/translation-responses";
import { type AdminApi, adminKeys } from "../../lib/admin-api";
import { invalidateLists } from "./KeyDialog";
import { useBusyAction } from "./use-busy-action";

/**
 * A dialog's run that leaves an import record behind (a bulk action, a pre-translation): `apply`
 * writes and reads the lists again whatever happens; `undo` finds the run's record among the
 * imports, and `undoing` is then the record the undo dialog previews.
 */
export function useUndoableRun(api: AdminApi) {
  const queryClient = useQueryClient();
  const { busy, error, run } = useBusyAction();
  const [undoing, setUndoing] = useState<ImportRecord | null>(null);

  const apply = <T>(write: () => Promise<T>, then: (result: T) => void) =>
    run(async () => {
      try {
        then(await write());
      } finally {
        await Promise.all([
          invalidateLists(queryClient),
          queryClient.invalidateQueries({ queryKey: adminKeys.imports }),
        ]);
      }
    });

  /** `gone`: the reason shown when the record is no longer listed. */
  const undo = (id: number | null | undefined, gone: string) =>
    run(async () => {
      const record = (await api.imports()).imports.find((r) => r.id === id);
      if (!record) throw new Error(gone);
      setUndoing(record);
    });

  return { busy, error, apply, undo, undoing };
}
