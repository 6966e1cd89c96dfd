import { useId, useRef, useState } from "react";
import { canReviewLocale } from "../../../common/auth";
import { needsReview } from "../../../common/contracts/translation-responses";
import { LOCALE_CODES, type LocaleCode, localeInfo } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminKey } from "../../admin-i18n/keys";
import { Icon } from "../../components/Icon";
import type { KeyRow, Translation } from "../../lib/admin-api";
import { useEditor } from "./context";
import { RequestChangesForm } from "./RequestChangesForm";

/** A translation's review state as the key dialog words it. */
function reviewStateWords(cell: Translation): AdminKey {
  if (cell.state === "changes-requested") return "cell.review.changesRequested";
  return needsReview(cell) ? "cell.review.needsReview" : "cell.review.reviewed";
}

/**
 * "Request changes" in the key dialog (docs/decisions/0074), for reviewers of a locale and admins:
 * the language (the dialog's own first), its text and review state, and the reason form. Hidden
 * from an account that reviews none of the key's texts.
 */
export function KeyReview({ row, locale }: { row: KeyRow; locale: LocaleCode }) {
  const { user, review } = useEditor();
  const { t, lang } = useAdminI18n();
  const reviewable = LOCALE_CODES.filter((l) => row.values[l] && canReviewLocale(user, l));
  const [chosen, setChosen] = useState<LocaleCode>(reviewable.includes(locale) ? locale : (reviewable[0] ?? locale));
  const [asking, setAsking] = useState(false);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stateLine = useRef<HTMLParagraphElement>(null);
  const askButton = useRef<HTMLButtonElement>(null);
  const selectId = useId();
  const cell = row.values[chosen];
  if (reviewable.length === 0 || !cell) return null;
  const info = localeInfo(chosen);
  const sentBack = cell.state === "changes-requested";

  const send = async (reason: string) => {
    setError(null);
    setWorking(true);
    const failure = await review.requestChanges(row.name, chosen, cell.version, reason);
    setWorking(false);
    if (failure) return setError(failure);
    setAsking(false);
    // The form is gone: focus goes to the state it changed, which now reads "Changes requested".
    requestAnimationFrame(() => stateLine.current?.focus());
  };

  return (
    <section className="key-review" aria-labelledby="key-review-title">
      <h3 id="key-review-title">{t("keyDialog.review.title")}</h3>
      <div className="inline-form">
        <label htmlFor={selectId}>{t("common.language")}</label>
        <select
          id={selectId}
          value={chosen}
          disabled={asking}
          onChange={(e) => {
            setChosen(e.target.value as LocaleCode);
            setError(null);
          }}
        >
          {reviewable.map((l) => (
            <option key={l} value={l} lang={localeInfo(l).tag}>
              {localeInfo(l).name} ({l})
            </option>
          ))}
        </select>
      </div>
      <p className="key-review-state" ref={stateLine} tabIndex={-1}>
        <span className="cell-live-label">{t("keyDialog.review.state")}</span> {t(reviewStateWords(cell))}
        {sentBack && cell.changesRequested && ` (${cell.changesRequested.by}: ${cell.changesRequested.reason})`}
      </p>
      <p className="key-source" lang={info.tag} dir="auto">
        {cell.text || <em lang={lang}>{t("cell.editor.empty")}</em>}
      </p>
      {asking ? (
        <RequestChangesForm
          working={working}
          sendLabel={t("keyDialog.review.sendBack", { language: info.name })}
          onSend={(reason) => void send(reason)}
          onCancel={() => {
            setAsking(false);
            requestAnimationFrame(() => askButton.current?.focus());
          }}
        />
      ) : (
        !sentBack && (
          <button type="button" className="button-quiet" ref={askButton} onClick={() => setAsking(true)}>
            <Icon name="lucide:undo-2" /> {t("cell.review.requestChanges")}
          </button>
        )
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
