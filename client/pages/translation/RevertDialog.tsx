import { useQuery, useQueryClient } from "@tanstack/react-query";
import { DEFAULT_LOCALE, type LocaleCode, localeInfo } from "../../../common/locales";
import { ConfirmActions } from "../../components/admin/ConfirmActions";
import { Dialog } from "../../components/admin/Dialog";
import { Icon } from "../../components/Icon";
import { type AdminApi, adminKeys } from "../../lib/admin-api";
import { useEditor } from "./context";
import { failureReason, patchListCache } from "./saver";
import { useBusyAction } from "./use-busy-action";
import "./revert-dialog.css";

/** A text as the confirmation shows it: "(empty)" for none. */
export function ShownText({ text }: { text: string }) {
  return text === "" ? <em className="cell-note">(empty)</em> : text;
}

/**
 * The confirmation of a revert: the live text now and the text after, in the entry's locale,
 * and a warning when it empties a live text. The revert names the version shown, so a cell
 * changed meanwhile is a conflict, not an overwrite.
 */
export function RevertDialog({ api, historyId, onClose }: { api: AdminApi; historyId: number; onClose(): void }) {
  const { announce } = useEditor();
  const queryClient = useQueryClient();
  const preview = useQuery({
    queryKey: [...adminKeys.all, "revert", historyId],
    queryFn: ({ signal }) => api.revertPreview(historyId, signal),
    gcTime: 0,
  });
  const { busy, error, run } = useBusyAction();
  const data = preview.data;
  const locale = data?.locale as LocaleCode | undefined;
  const language = locale ? `${localeInfo(locale).name} (${locale})` : "";

  const confirm = () =>
    run(async () => {
      if (!data || !locale) return;
      try {
        const result = await api.revert(historyId, data.current?.version ?? 0, data.clears);
        patchListCache(queryClient, data.key, locale, result.cell);
        announce(`Reverted ${localeInfo(locale).name} · ${data.key}`);
        onClose();
      } catch (e) {
        // A conflict (the cell moved): the preview shows the cell as it is now.
        void preview.refetch();
        throw e;
      } finally {
        await queryClient.invalidateQueries({ queryKey: adminKeys.key(data.key) });
        void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
      }
    });

  return (
    <Dialog title="Revert this change?" onClose={onClose} role="alertdialog">
      {preview.isPending && <p>Loading…</p>}
      {preview.isError && <p className="form-error">{failureReason(preview.error)}</p>}
      {data && locale && (
        <>
          <p>
            {data.key} in {language}:
          </p>
          <dl className="revert-change">
            <div>
              <dt>Live now</dt>
              <dd>
                <ShownText text={data.current?.text ?? ""} />
              </dd>
            </div>
            <div>
              <dt>After the revert</dt>
              <dd>
                <ShownText text={data.after} />
              </dd>
            </div>
          </dl>
          {data.clears && (
            <p className="warning-note" role="note">
              <Icon name="lucide:triangle-alert" /> This empties the live {localeInfo(locale).name} text: visitors will
              see the {localeInfo(DEFAULT_LOCALE).name} text instead until someone translates it again.
            </p>
          )}
          {data.unchanged && <p className="cell-note">The cell already holds this text: nothing changes.</p>}
          <p className="form-error" role="alert">
            {error}
          </p>
          <ConfirmActions
            label={data.clears ? `Empty the ${localeInfo(locale).name} text` : "Revert"}
            danger={data.clears}
            disabled={busy || data.unchanged}
            onConfirm={() => void confirm()}
            cancelLabel="Cancel"
            onCancel={onClose}
          />
        </>
      )}
    </Dialog>
  );
}
