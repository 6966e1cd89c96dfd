import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { wordDiff } from "./word-diff";

/** "Source changed": the old source → the new one, word by word; shown on the cell and while it is edited. */
export function SourceDiff({ before, after }: { before: string; after: string }) {
  const { t } = useAdminI18n();
  return (
    <p className="cell-source-diff">
      <span className="cell-live-label">{t("editor.diff.sourceChanged")}</span>{" "}
      {wordDiff(before, after).map((part, i) =>
        part.kind === "same" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff, in order, never reordered.
          <span key={i}>{part.text}</span>
        ) : part.kind === "removed" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <del key={i}>
            <span className="visually-hidden">[{t("editor.diff.removed")} </span>
            {part.text}
            <span className="visually-hidden">]</span>
          </del>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <ins key={i}>
            <span className="visually-hidden">[{t("editor.diff.added")} </span>
            {part.text}
            <span className="visually-hidden">]</span>
          </ins>
        ),
      )}
    </p>
  );
}
