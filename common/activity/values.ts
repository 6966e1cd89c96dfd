/**
 * An activity log entry's arguments and how a reader words them (./facts.ts makes them; the API
 * words them in English, the admin page in the admin's language): apart, so the admin's pages
 * carry neither the English messages nor the message parser.
 */
import type { LocaleCode } from "../locales";

/**
 * The arguments of an entry's message before they are worded: people as stored (an email,
 * `cli:…`, or null), locales as codes, the undo's time as an instant. Every reader words them in
 * its own language (`activityValues`): the API in English, the admin page in the admin's.
 */
export type ActivityArgs = Record<string, unknown> & {
  actor: string | null;
  subject: string | null;
  locales: LocaleCode[];
  undoneBy: string | null;
  undoneAt: string | null;
  owner: string | null;
};

/** How a reader words the arguments: people, a list of locales, the undo's time (in UTC). */
export interface ActivityWords {
  someone: string;
  cli: string;
  unknownAccount: string;
  locales(codes: readonly LocaleCode[]): string;
  clock(iso: string): string;
}

/** Who acted, as people read it: an account's email, the command line, an API token. */
function personName(who: string | null, words: ActivityWords): string {
  if (!who) return words.someone;
  if (who.startsWith("cli:")) return words.cli;
  return who;
}

/** The message's values: the arguments worded by `words`; a fact the row lacks reads as empty. */
export function activityValues(args: ActivityArgs, words: ActivityWords): Record<string, string | number> {
  const values: Record<string, unknown> = {
    ...args,
    actor: personName(args.actor, words),
    subject: args.subject ?? words.unknownAccount,
    locales: words.locales(args.locales),
    undoneBy: personName(args.undoneBy, words),
    undoneAt: args.undoneAt ? words.clock(args.undoneAt) : "",
    owner: personName(args.owner, words),
  };
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "number" || typeof value === "string") out[name] = value;
    else if (typeof value === "boolean") out[name] = value ? "yes" : "no";
    else out[name] = value === undefined || value === null ? "" : String(value);
  }
  return out;
}
