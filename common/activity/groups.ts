/**
 * The activity log's action filter (./sentences.ts holds what each action says): apart, so the
 * log's filter form carries the names of the groups and not every sentence into the pages' bundle.
 */
import type activity from "../../locales/admin/en/activity.json";

/** The action filter's choices, in the order the log's filter lists them: each its message `activity.group.<name>`. */
export const ACTIVITY_GROUPS = {
  imports: "imports",
  edits: "edits",
  reviews: "reviews",
  bulk: "bulk",
  keys: "keys",
  glossary: "glossary",
  people: "people",
  "sign-ins": "signIns",
  tokens: "tokens",
  webhooks: "webhooks",
  settings: "settings",
} as const satisfies Record<string, keyof (typeof activity)["group"]>;
export type ActivityGroup = keyof typeof ACTIVITY_GROUPS;
