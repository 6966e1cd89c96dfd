import { ARGUMENT_SAMPLE_LENGTH } from "../../../common/checks/max-length";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { useIcuTools } from "./load-icu-tools";
import "./length-count.css";

/**
 * The live count of a key with a character limit: `n / max` as the `max-length` check
 * counts (common/checks/max-length.ts), shown while the translator types. Until the ICU
 * tools are loaded, or while the text does not parse, the count waits with a dash.
 */
export function LengthCount({ text, max }: { text: string; max: number }) {
  const tools = useIcuTools();
  const { t } = useAdminI18n();
  const length = tools ? tools.textLength(text) : null;
  const over = length !== null && length > max;
  return (
    <p
      className={over ? "length-count length-over" : "length-count"}
      title={t("editor.length.rule", { count: ARGUMENT_SAMPLE_LENGTH })}
    >
      <span aria-live="polite">
        {length ?? "–"} / {max}
      </span>
      {over && <span className="visually-hidden"> {t("editor.length.over")}</span>}
    </p>
  );
}
