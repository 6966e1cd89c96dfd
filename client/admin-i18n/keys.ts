// The admin's message names, from the English seed files (the source of the admin's messages):
// a name that is not in `locales/admin/en/<area>.json` does not type-check. One area per file;
// a new area is a new file in every locale's folder and a line here.

import type account from "../../locales/admin/en/account.json";
import type activity from "../../locales/admin/en/activity.json";
import type android from "../../locales/admin/en/android.json";
import type bulk from "../../locales/admin/en/bulk.json";
import type cell from "../../locales/admin/en/cell.json";
import type common from "../../locales/admin/en/common.json";
import type dashboard from "../../locales/admin/en/dashboard.json";
import type editor from "../../locales/admin/en/editor.json";
import type factors from "../../locales/admin/en/factors.json";
import type glossary from "../../locales/admin/en/glossary.json";
import type importing from "../../locales/admin/en/importing.json";
import type importRefused from "../../locales/admin/en/importRefused.json";
import type inbox from "../../locales/admin/en/inbox.json";
import type inContext from "../../locales/admin/en/inContext.json";
import type keyDialog from "../../locales/admin/en/keyDialog.json";
import type layout from "../../locales/admin/en/layout.json";
import type login from "../../locales/admin/en/login.json";
import type people from "../../locales/admin/en/people.json";
import type problems from "../../locales/admin/en/problems.json";
import type sso from "../../locales/admin/en/sso.json";
import type tasks from "../../locales/admin/en/tasks.json";
import type tokens from "../../locales/admin/en/tokens.json";
import type webhooks from "../../locales/admin/en/webhooks.json";

/** Every leaf of a nested messages file, as `<prefix><path>`; a group's own message (`""`) is the group's name. */
type Leaves<T, P extends string> = {
  [K in keyof T & string]: T[K] extends string
    ? K extends ""
      ? P extends `${infer Group}.`
        ? Group
        : never
      : `${P}${K}`
    : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A message of the admin, named without the store's `admin.` prefix: `common.save`. */
export type AdminKey =
  | Leaves<typeof common, "common.">
  | Leaves<typeof import("../../locales/admin/en/scopes.json"), "scopes.">
  | Leaves<typeof layout, "layout.">
  | Leaves<typeof login, "login.">
  | Leaves<typeof account, "account.">
  | Leaves<typeof factors, "factors.">
  | Leaves<typeof import("../../locales/admin/en/languageSetting.json"), "languageSetting.">
  | Leaves<typeof people, "people.">
  | Leaves<typeof dashboard, "dashboard.">
  | Leaves<typeof inbox, "inbox.">
  | Leaves<typeof tasks, "tasks.">
  | Leaves<typeof activity, "activity.">
  | Leaves<typeof glossary, "glossary.">
  | Leaves<typeof tokens, "tokens.">
  | Leaves<typeof sso, "sso.">
  | Leaves<typeof webhooks, "webhooks.">
  | Leaves<typeof inContext, "inContext.">
  | Leaves<typeof editor, "editor.">
  | Leaves<typeof cell, "cell.">
  | Leaves<typeof keyDialog, "keyDialog.">
  | Leaves<typeof importing, "importing.">
  | Leaves<typeof importRefused, "importRefused.">
  | Leaves<typeof bulk, "bulk.">
  | Leaves<typeof problems, "problems.">
  | Leaves<typeof android, "android.">;
