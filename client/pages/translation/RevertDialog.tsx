import { useQuery, useQueryClient } from "@tanstack/react-query";
import { DEFAULT_LOCALE, type LocaleCode } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
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
  const { t } = useAdminI18n();
  return text === "" ? <em className="cell-note">{t("importing.shownEmpty")}</em> : text;
}

/**
 * The confirmation of a revert: the live text now and the text after, in the entry's locale,
 * and a warning when it empties a live text. The revert names the version shown, so a cell
 * changed meanwhile is a conflict, not an overwrite.
 */
export function RevertDialog({ api, historyId, onClose }: { api: AdminApi; historyId: number; onClose(): void }) {
  const { announce } = useEditor();
  const { t, localeName } = useAdminI18n();
  const queryClient = useQueryClient();
  const preview = useQuery({
    queryKey: [...adminKeys.all, "revert", historyId],
    queryFn: ({ signal }) => api.revertPreview(historyId, signal),
    gcTime: 0,
  });
  const { busy, error, run } = useBusyAction();
  const data = preview.data;
  const locale = data?.locale as LocaleCode | undefined;
  const language = locale ? localeName(locale) : "";

  const confirm = () =>
    run(async () => {
      if (!data || !locale) return;
      try {
        const result = await api.revert(historyId, data.current?.version ?? 0, data.clears);
        patchListCache(queryClient, data.key, locale, result.cell);
        announce(t("importing.revert.reverted", { language, key: data.key }));
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
    <Dialog title={t("importing.revert.title")} onClose={onClose} role="alertdialog">
      {preview.isPending && <p>{t("common.loading")}</p>}
      {preview.isError && <p className="form-error">{failureReason(preview.error)}</p>}
      {data && locale && (
        <>
          <p>{t("importing.revert.where", { key: data.key, language, code: locale })}</p>
          <dl className="revert-change">
            <div>
              <dt>{t("importing.revert.liveNow")}</dt>
              <dd>
                <ShownText text={data.current?.text ?? ""} />
              </dd>
            </div>
            <div>
              <dt>{t("importing.revert.after")}</dt>
              <dd>
                <ShownText text={data.after} />
              </dd>
            </div>
          </dl>
          {data.clears && (
            <p className="warning-note" role="note">
              <Icon name="lucide:triangle-alert" />{" "}
              {t("importing.revert.clears", { language, fallback: localeName(DEFAULT_LOCALE) })}
            </p>
          )}
          {data.unchanged && <p className="cell-note">{t("importing.revert.unchanged")}</p>}
          <p className="form-error" role="alert">
            {error}
          </p>
          <ConfirmActions
            label={data.clears ? t("importing.revert.emptyText", { language }) : t("importing.revert.revert")}
            danger={data.clears}
            disabled={busy || data.unchanged}
            onConfirm={() => void confirm()}
            cancelLabel={t("common.cancel")}
            onCancel={onClose}
          />
        </>
      )}
    </Dialog>
  );
}
