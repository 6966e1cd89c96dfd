import { useEffect, useId, useRef, useState } from "react";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import "./one-time-secret.css";

/**
 * A password or link shown once: monospace, every character visible (a `_` is not clipped), a
 * copy button, and brought into view with focus the moment it appears, so the admin neither
 * scrolls for it nor misses it.
 */
export function OneTimeSecret({ label, value, note }: { label: string; value: string; note: string }) {
  const { t } = useAdminI18n();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  useEffect(() => {
    const element = field.current;
    if (!element || !value) return;
    // As tall as its text wherever the browser lacks `field-sizing` (CSSOM, which the CSP allows).
    element.style.height = "auto";
    element.style.height = `${element.scrollHeight + 2}px`;
    element.focus({ preventScroll: true });
    element.select();
    element.closest(".one-time")?.scrollIntoView({ block: "nearest" });
    setCopied(null);
  }, [value]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied("yes");
    } catch {
      field.current?.select();
      setCopied("no");
    }
  }

  return (
    <div className="one-time" role="status">
      <label htmlFor={id}>
        <strong>{label}</strong>
      </label>
      <div className="one-time-value">
        <textarea
          id={id}
          ref={field}
          readOnly
          rows={value.length > 40 ? 2 : 1}
          spellCheck={false}
          value={value}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="button-primary" onClick={() => void copy()}>
          {t("common.copy")}
        </button>
      </div>
      <p className="muted" aria-live="polite">
        {copied === "yes"
          ? t("people.oneTimeSecret.copied", { note })
          : copied === "no"
            ? t("people.oneTimeSecret.notCopied", { note })
            : note}
      </p>
    </div>
  );
}
