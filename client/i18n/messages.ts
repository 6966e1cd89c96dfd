import { Children, type ReactNode } from "react";
import { type FormatValues, formatParts, type TagFunction } from "../../common/icu/format";
import { type CompiledBundle, messageOf } from "../../common/icu/types";
import { CLOSE_MARKER, markMessage, openMarker } from "../../common/in-context";
import { DEFAULT_LOCALE, type LocaleCode, localeInfo } from "../../common/locales";

/** A locale's published messages: flat key → compiled ICU message (common/icu/types.ts). */
export type Messages = CompiledBundle;

/** The messages a page needs: the fallback (sk) and, for other locales, the chosen one. */
export interface MessageBundle {
  locale: LocaleCode;
  fallback: Messages;
  current?: Messages;
  /**
   * In-context editing: every message comes wrapped in markers naming its key, which the
   * worker turns into spans (common/in-context.ts). Set only on an editor's edit-mode page.
   */
  marked?: boolean;
}

export type Translate = (key: string, values?: FormatValues) => string;
/** Values for `rich`: arguments, and rich-text tags as functions (`b: (chunks) => <b>{chunks}</b>`). */
export type RichValues = Record<string, unknown | TagFunction<ReactNode>>;
export type TranslateRich = (key: string, values?: RichValues) => ReactNode;

export interface Translator {
  t: Translate;
  rich: TranslateRich;
}

/**
 * The chain of one key: the chosen locale, then the fallback (each formatted by its own
 * language's plural rules), then the empty string: public pages never show a raw key
 * (docs/decisions/0036-icu-messages.md). A message that cannot be formatted (a value
 * it needs is missing) counts as missing in that locale.
 */
function resolve<T>(bundle: MessageBundle, key: string, values: FormatValues | undefined): Array<string | T> {
  const chain: Array<[LocaleCode, Messages | undefined]> = [
    [bundle.locale, bundle.current],
    [DEFAULT_LOCALE, bundle.fallback],
  ];
  for (const [locale, messages] of chain) {
    const message = messageOf(messages, key);
    if (message === undefined || !messages) continue;
    try {
      return formatParts<T>(messages, localeInfo(locale).pluralTag, key, message, values);
    } catch {
      // A value the message needs was not given: the next locale may not need it.
    }
  }
  return [];
}

/** Parts as React children: `Children.toArray` keys the elements of tag functions by position. */
function toNode(parts: Array<string | ReactNode>): ReactNode {
  if (parts.length <= 1) return parts[0] ?? "";
  return Children.toArray(parts);
}

export function createTranslator(bundle: MessageBundle): Translator {
  const plain = plainTranslator(bundle);
  if (!bundle.marked) return plain;
  return {
    t: (key, values) => markMessage(key, plain.t(key, values)),
    // The markers as parts of their own, around the message's parts (elements among them).
    rich: (key, values) => {
      const open = openMarker(key);
      const node = plain.rich(key, values);
      return open ? Children.toArray([open, node, CLOSE_MARKER]) : node;
    },
  };
}

function plainTranslator(bundle: MessageBundle): Translator {
  return {
    t: (key, values) =>
      resolve<unknown>(bundle, key, values)
        .map((part) => (typeof part === "string" ? part : String(part)))
        .join(""),
    rich: (key, values) => toNode(resolve<ReactNode>(bundle, key, values)),
  };
}
