/**
 * SQL the notification statements share: who may see a locale, and how `@name` names an account.
 * Kept in SQL so that recipients are found in the statement that writes their notifications, in
 * the same batch as the action (docs/decisions/0076-inbox.md).
 */

/**
 * SQL over the account `u` (users): it can see the texts of `locale` (an expression; NULL is the
 * key as a whole, which everyone signed in sees). An admin sees every locale; a reviewer or
 * translator sees the locales of `users.locales`, or every one when that is NULL.
 */
export const SEES = (locale: string) => `(${locale} IS NULL OR u.role = 'admin' OR u.locales IS NULL
  OR EXISTS (SELECT 1 FROM json_each(u.locales) WHERE json_each.value = ${locale}))`;

/** SQL: the name `@name` mentions the account `u` by: its email's local part, lower-cased. */
export const MENTION_NAME = "lower(substr(u.email, 1, instr(u.email, '@') - 1))";

/** The names a comment mentions (`@ana`, `@ana.kowalska`): lower-cased, each once, a sentence's final dot left out. */
export function mentionedNames(text: string): string[] {
  const names = [...text.matchAll(/(?:^|[^\w.+-])@([\w.+-]+)/g)].map((m) =>
    (m[1] ?? "").replace(/\.+$/, "").toLowerCase(),
  );
  return [...new Set(names.filter((n) => n.length > 0))];
}

/** The first words of a comment, for the sentence (the inbox links to the whole of it). */
export const EXCERPT_CHARS = 140;
