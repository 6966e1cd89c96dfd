import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { MAX_COMMENT_LENGTH } from "../../../common/contracts/comments";
import type { Mentionable } from "../../../common/contracts/notifications";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminI18n } from "../../admin-i18n/translator";
import { inboxApi } from "../../lib/inbox-api";
import { useHttp } from "../../lib/use-http";
import "./mention-field.css";

/** The `@name` being typed just before the caret, or null. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(?:^|[^\w.+-])@([\w.+-]{0,60})$/.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1] ?? "";
  return { start: caret - query.length - 1, query };
}

/** What a screen reader hears when the list changes (one sentence per count). */
const offered = (n: number, t: AdminI18n["t"]) =>
  n === 0 ? t("cell.mention.nobody") : t("cell.mention.offered", { count: n });

/**
 * The comment box with `@` completion (issue 37, item 2): typing `@` and a name's first letters
 * offers the enabled accounts who may see `locale` (anyone, for the key as a whole), in a listbox
 * the keyboard drives: arrows choose, Enter or Tab inserts `@name `, Escape closes. The textarea
 * keeps focus; the active option is its `aria-activedescendant`.
 */
export function MentionField({
  id,
  value,
  onChange,
  locale,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  locale: string | null;
}) {
  const http = useHttp();
  const { t } = useAdminI18n();
  const listId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const mention = mentionAt(value, caret);
  const open = mention !== null && closedAt !== mention.start;
  const people = useQuery({
    queryKey: ["admin", "mentionable", locale, mention?.query ?? ""],
    queryFn: ({ signal }) => inboxApi(http).mentionable(locale, mention?.query ?? "", signal),
    enabled: open,
    staleTime: 30_000,
  });
  const options: Mentionable[] = open ? (people.data?.people ?? []) : [];
  const shown = open && people.data !== undefined;
  const current = Math.min(active, Math.max(0, options.length - 1));

  const insert = (person: Mentionable) => {
    if (!mention) return;
    const before = `${value.slice(0, mention.start)}@${person.name} `;
    onChange(before + value.slice(caret));
    setActive(0);
    requestAnimationFrame(() => {
      field.current?.setSelectionRange(before.length, before.length);
      setCaret(before.length);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!shown || options.length === 0 || !mention) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (event.key === "Enter" || event.key === "Tab") {
      event.preventDefault();
      insert(options[current] as Mentionable);
    } else if (event.key === "Escape") {
      // Closes the list only: the dialog around stays open.
      event.preventDefault();
      event.stopPropagation();
      setClosedAt(mention.start);
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;
  return (
    <div className="mention-field">
      <textarea
        id={id}
        ref={field}
        className="comment-field"
        rows={3}
        maxLength={MAX_COMMENT_LENGTH}
        value={value}
        aria-autocomplete="list"
        aria-controls={shown ? listId : undefined}
        aria-activedescendant={shown && options.length > 0 ? optionId(current) : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          onChange(e.target.value);
          setCaret(e.target.selectionStart);
        }}
        onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className="mention-hint">
        {t("cell.mention.hint")}
      </p>
      {shown && options.length > 0 && (
        <div id={listId} role="listbox" aria-label={t("cell.mention.list")} className="mention-list">
          {options.map((person, i) => (
            // Chosen by pointer without taking the textarea's focus; the keyboard chooses from the textarea.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the textarea's arrows and Enter drive this list.
            <div
              key={person.email}
              id={optionId(i)}
              role="option"
              tabIndex={-1}
              aria-selected={i === current}
              className={i === current ? "mention-option active" : "mention-option"}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => insert(person)}
            >
              <span className="mention-name">@{person.name}</span> <span className="muted">{person.email}</span>
            </div>
          ))}
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {shown ? offered(options.length, t) : ""}
      </p>
    </div>
  );
}
