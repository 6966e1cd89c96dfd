import type { LocaleCode } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { Icon } from "../../components/Icon";
import type { Translation } from "../../lib/admin-api";
import { TextWithChips } from "./CellText";
import { useEditor } from "./context";
import type { CellId } from "./store";
import "./conflict.css";

/**
 * A save that met a newer version: both texts, and the three ways on. The
 * editor's text stays in the draft until one is chosen, so nothing is lost.
 */
export function ConflictView({
  id,
  locale,
  mine,
  current,
  onMerge,
}: {
  id: CellId;
  locale: LocaleCode;
  mine: string;
  current: Translation | null;
  /** Opens the cell's editor on the merge. */
  onMerge(): void;
}) {
  const { saver } = useEditor();
  const { t, dateTime } = useAdminI18n();
  const empty = <em>{t("editor.conflict.empty")}</em>;
  return (
    <fieldset className="conflict">
      <legend className="conflict-title">
        <Icon name="lucide:git-merge" />{" "}
        {current
          ? current.updatedBy
            ? t("editor.conflict.changedBy", { name: current.updatedBy, when: dateTime(current.updatedAt) })
            : t("editor.conflict.changedBySomeone", { when: dateTime(current.updatedAt) })
          : t("editor.conflict.cleared")}
      </legend>
      <div className="conflict-texts">
        <div>
          <p className="conflict-label">{t("editor.conflict.yours")}</p>
          <p className="conflict-text">{mine ? <TextWithChips text={mine} locale={locale} /> : empty}</p>
        </div>
        <div>
          <p className="conflict-label">{t("editor.conflict.theirs")}</p>
          <p className="conflict-text">
            {current?.text ? <TextWithChips text={current.text} locale={locale} /> : empty}
          </p>
        </div>
      </div>
      <div className="conflict-actions">
        <button type="button" className="button-small" onClick={() => void saver.keepMine(id)}>
          {t("editor.conflict.keepMine")}
        </button>
        <button type="button" className="button-small" onClick={() => saver.takeTheirs(id)}>
          {t("editor.conflict.takeTheirs")}
        </button>
        <button
          type="button"
          className="button-small"
          onClick={() => {
            saver.startMerge(id);
            onMerge();
          }}
        >
          {t("editor.conflict.merge")}
        </button>
      </div>
    </fieldset>
  );
}
