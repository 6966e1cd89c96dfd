import type { LocaleCode } from "../../../common/locales";
import { Icon } from "../../components/Icon";
import type { Translation } from "../../lib/admin-api";
import { TextWithChips } from "./CellText";
import { useEditor } from "./context";
import type { CellId } from "./store";
import "./conflict.css";

const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

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
  return (
    <fieldset className="conflict">
      <legend className="conflict-title">
        <Icon name="lucide:git-merge" />{" "}
        {current
          ? `Changed by ${current.updatedBy ?? "someone"} (${when(current.updatedAt)}) while you edited.`
          : "Cleared by someone else while you edited."}
      </legend>
      <div className="conflict-texts">
        <div>
          <p className="conflict-label">Your text</p>
          <p className="conflict-text">{mine ? <TextWithChips text={mine} locale={locale} /> : <em>(empty)</em>}</p>
        </div>
        <div>
          <p className="conflict-label">Their text (saved)</p>
          <p className="conflict-text">
            {current?.text ? <TextWithChips text={current.text} locale={locale} /> : <em>(empty)</em>}
          </p>
        </div>
      </div>
      <div className="conflict-actions">
        <button type="button" className="button-small" onClick={() => void saver.keepMine(id)}>
          Keep mine
        </button>
        <button type="button" className="button-small" onClick={() => saver.takeTheirs(id)}>
          Take theirs
        </button>
        <button
          type="button"
          className="button-small"
          onClick={() => {
            saver.startMerge(id);
            onMerge();
          }}
        >
          Edit a merge
        </button>
      </div>
    </fieldset>
  );
}
