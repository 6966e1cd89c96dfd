/**
 * The activity log's action filter (./sentences.ts holds what each action says): apart, so the
 * log's filter form carries the names of the groups and not every sentence into the pages' bundle.
 */
/** The action filter's choices, in the order the log's filter lists them. */
export const ACTIVITY_GROUPS = {
  imports: "Imports and their undo",
  edits: "Edits of texts",
  reviews: "Reviews",
  bulk: "Bulk actions and pre-translation",
  keys: "Keys",
  glossary: "Glossary and memory",
  people: "People and accounts",
  "sign-ins": "Sign-ins",
  tokens: "API tokens",
  webhooks: "Webhooks",
  settings: "Settings",
} as const;
export type ActivityGroup = keyof typeof ACTIVITY_GROUPS;
