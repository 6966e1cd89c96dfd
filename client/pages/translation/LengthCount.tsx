import { LIMIT_RULE } from "./KeyLimitForm";
import { useIcuTools } from "./load-icu-tools";
import "./length-count.css";

/**
 * The live count of a key with a character limit: `n / max` as the `max-length` check
 * counts (common/checks/max-length.ts), shown while the translator types. Until the ICU
 * tools are loaded, or while the text does not parse, the count waits with a dash.
 */
export function LengthCount({ text, max }: { text: string; max: number }) {
  const tools = useIcuTools();
  const length = tools ? tools.textLength(text) : null;
  const over = length !== null && length > max;
  return (
    <p className={over ? "length-count length-over" : "length-count"} title={`Counted on ${LIMIT_RULE}.`}>
      <span aria-live="polite">
        {length ?? "–"} / {max}
      </span>
      {over && <span className="visually-hidden"> characters: over the key's limit</span>}
    </p>
  );
}
