/**
 * SQL over `k.name` (an `i18n_keys` row aliased `k`): the key is in one of `namespaces`, its first
 * segment (common/message-scopes.ts). Each namespace is the name itself or one range of the
 * key-name index (`.` is followed by `/` in code-point order), so the planner can read ranges
 * instead of every key; `bind` binds each value as a parameter and returns its placeholder.
 */
export function namespaceMatch(namespaces: readonly string[], bind: (value: string) => string): string {
  if (namespaces.length === 0) return "0";
  const each = namespaces.map(
    (ns) => `k.name = ${bind(ns)} OR (k.name >= ${bind(`${ns}.`)} AND k.name < ${bind(`${ns}/`)})`,
  );
  return `(${each.join(" OR ")})`;
}
