/**
 * An activity log entry as a sentence (docs/decisions/0079-activity-log.md): the facts its writer
 * stored as JSON (`details`), or for a row written before migrations/0031, the facts its codes hold
 * (`detail`, e.g. "action=approve id=5 translations=3"), told by the message of common/activity/sentences.ts.
 */
import { IntlMessageFormat } from "intl-messageformat";
import english from "../../locales/admin/en/activity.json";
import { isLocaleCode, type LocaleCode } from "../locales";
import { ADMIN_LANGUAGE, localeName } from "./locale-names";
import { ACTIVITY, type ActivityEventKey, type ActivityGroup, type LinkKind, UNKNOWN_ACTION } from "./sentences";
import { type ActivityArgs, type ActivityWords, activityValues } from "./values";

export type { ActivityArgs };

/** A row of `audit_log` as the API reads it. */
export interface ActivityRow {
  id: number;
  at: number;
  event: string;
  user_id: number | null;
  email: string | null;
  actor_id: number | null;
  actor_email: string | null;
  detail: string | null;
  details: string | null;
}

/** The change (an import, a bulk run, a pre-translation) an entry names, as `i18n_imports` holds it now. */
export interface ChangeRecord {
  id: number;
  kind: string;
  actor: string;
  fileName: string;
  locales: readonly string[];
  cells: number;
  undoneAt: string | null;
  undoneBy: string | null;
}

export interface ActivityLink {
  /** The API path a script reads for the entry's object. */
  api: string;
  /** The admin page a person opens. */
  ui: string;
}

export interface ActivityStory {
  /** The sentence in English (the API's `summary`). */
  summary: string;
  /** Its message, `activity.event.<key>`, and the arguments the admin words it from. */
  key: ActivityEventKey;
  args: ActivityArgs;
  group: ActivityGroup | null;
  facts: Record<string, unknown>;
  locales: LocaleCode[];
  link: ActivityLink | null;
}

const LANGUAGE = ADMIN_LANGUAGE;
const list = new Intl.ListFormat(LANGUAGE, { style: "long", type: "conjunction" });
const clock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });

/** The API's words: English, from the admin's English messages. */
const ENGLISH: ActivityWords = {
  someone: english.who.someone,
  cli: english.who.cli,
  unknownAccount: english.who.unknownAccount,
  locales: (codes) => list.format(codes.map(localeName)),
  clock: (iso) => clock.format(new Date(iso)),
};

interface Formatter {
  format: IntlMessageFormat;
  /** Each argument of the message, and the value it gets when the facts lack it (0 for a count, else ""). */
  defaults: Record<string, string | number>;
}

type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }> };

/** The arguments of a message's elements (1 argument, 2 number, 5 select, 6 plural), options included. */
function argumentsOf(elements: readonly Element[], out: Record<string, string | number> = {}) {
  for (const el of elements) {
    if (typeof el.value === "string" && el.type >= 1 && el.type <= 6) {
      out[el.value] ??= el.type === 2 || el.type === 6 ? 0 : "";
    }
    for (const option of Object.values(el.options ?? {})) argumentsOf(option.value, out);
  }
  return out;
}

const formatters = new Map<string, Formatter>();
/** Each message is parsed once per isolate. */
function formatter(message: string): Formatter {
  let found = formatters.get(message);
  if (!found) {
    const format = new IntlMessageFormat(message, LANGUAGE);
    found = { format, defaults: argumentsOf(format.getAst() as Element[]) };
    formatters.set(message, found);
  }
  return found;
}

/** `a=1 b=x` → { a: "1", b: "x" }. */
const pairs = (detail: string) =>
  Object.fromEntries(detail.split(" ").flatMap((part) => (part.includes("=") ? [part.split("=", 2)] : [])));

/** The facts of a row written before its writer stored `details`: read from its codes. */
function legacyFacts(event: string, detail: string): Record<string, unknown> {
  const [first = "", ...rest] = detail.split(" ");
  if (/^translations\.(bulk|pretranslate|propagate)$/.test(event)) {
    const p = pairs(detail);
    return {
      action: p.action,
      change: Number(p.id) || undefined,
      count: Number(p.translations) || 0,
      locales: p.locale ? [p.locale] : [],
      stopped: p.stopped === "true",
    };
  }
  if (event === "translations.dismiss" || event === "translations.undismiss") {
    return { key: first, locales: [rest[0]], code: rest[1] };
  }
  if (event === "translations.reviewed_only") {
    const [locale, on] = detail.split("=");
    return { locales: [locale], on };
  }
  if (event === "glossary.import") {
    const p = Object.fromEntries(rest.map((part) => part.split(":", 2)));
    return { added: Number(p.new) || 0, changed: Number(p.changed) || 0 };
  }
  if (event.startsWith("glossary.") || event.startsWith("webhook.")) {
    return { id: first, term: rest.join(" "), reason: rest.join(" ") };
  }
  if (event.startsWith("token.")) {
    const token = /token (.+?) \(#(\d+)\)(.*)$/.exec(detail);
    return { token: token?.[1] ?? detail, call: token?.[3]?.trim() ?? "" };
  }
  if (event === "login.failure") return { reason: detail.startsWith("captcha:") ? "captcha" : detail };
  if (event === "person.create" || event === "person.invite") return { role: /role:(\w+)/.exec(detail)?.[1] };
  return {};
}

function parseDetails(row: ActivityRow): Record<string, unknown> {
  if (row.details) {
    try {
      const parsed: unknown = JSON.parse(row.details);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {}
  }
  return row.detail ? legacyFacts(row.event, row.detail) : {};
}

/** The change an entry names (`change` in its facts), if any. */
export function changeOf(row: ActivityRow): number | null {
  const change = Number(parseDetails(row).change);
  return Number.isInteger(change) && change > 0 ? change : null;
}

function linkOf(kind: LinkKind | undefined, facts: Record<string, unknown>, row: ActivityRow): ActivityLink | null {
  const key = typeof facts.key === "string" && facts.key ? encodeURIComponent(facts.key) : null;
  switch (kind) {
    case "change":
      return facts.change
        ? { api: `/api/admin/translations/imports/${facts.change}/undo`, ui: `/admin/audit?change=${facts.change}` }
        : null;
    case "key":
      return key ? { api: `/api/admin/translations/keys/${key}`, ui: `/admin/translation?q=${key}` } : null;
    case "person": {
      const id = row.user_id ?? row.actor_id;
      return id ? { api: `/api/admin/people/${id}`, ui: "/admin/people" } : null;
    }
    case "webhook":
      return facts.id ? { api: `/api/admin/webhooks/${facts.id}`, ui: "/admin/webhooks" } : null;
    case "glossary":
      return { api: "/api/admin/glossary", ui: "/admin/glossary" };
    case "tokens":
      return { api: "/api/admin/tokens", ui: "/admin/tokens" };
    default:
      return null;
  }
}

/** The entry told as a sentence, with its facts, its locales and its link. */
export function tell(row: ActivityRow, change?: ChangeRecord | null): ActivityStory {
  const facts = parseDetails(row);
  if (change) {
    if (facts.count === undefined || facts.count === 0) facts.count = change.cells;
    if (!Array.isArray(facts.locales) || facts.locales.length === 0) facts.locales = change.locales;
    if (facts.file === undefined) facts.file = change.fileName;
  }
  const locales = (Array.isArray(facts.locales) ? facts.locales : []).filter(isLocaleCode);
  const undone = row.event !== "translations.undo" && change?.undoneAt ? change : null;
  const sentence = ACTIVITY[row.event];
  const args: ActivityArgs = {
    ...facts,
    actor: row.actor_email ?? row.email,
    subject: row.email,
    event: row.event,
    count: Number(facts.count) || 0,
    keys: Number(facts.keys) || 0,
    locales,
    hasLocales: locales.length > 0 ? "yes" : "no",
    hasFile: facts.file ? "yes" : "no",
    undone: undone ? "yes" : "no",
    undoneBy: undone?.undoneBy ?? null,
    undoneAt: undone?.undoneAt ?? null,
    owner: typeof facts.owner === "string" ? facts.owner : (change?.actor ?? null),
    stopped: facts.stopped ? "yes" : "no",
    // ICU selectors have no hyphens.
    action: typeof facts.action === "string" ? facts.action.replaceAll("-", "_") : "",
  };
  const key = sentence?.key ?? UNKNOWN_ACTION;
  // A fact the row lacks (an old row, a writer that stored less) reads as empty, never as an error:
  // every argument of the message is in `args`, so any language's message finds them all.
  const { format, defaults } = formatter(english.event[key]);
  const complete = { ...defaults, ...Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined)) };
  const summary = format.format(activityValues(complete as ActivityArgs, ENGLISH)) as string;
  return {
    summary,
    key,
    args: complete as ActivityArgs,
    group: sentence?.group ?? null,
    facts,
    locales,
    link: linkOf(sentence?.link, facts, row),
  };
}
