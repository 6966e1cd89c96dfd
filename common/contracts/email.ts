import * as v from "valibot";
import { jsonObject } from "./fields";
import { NOTIFICATION_KINDS, type NotificationKind } from "./notifications";

/**
 * Email about notifications (issue 37, item 3; docs/email.md, docs/decisions/0077-email.md):
 * each account chooses per notification kind whether it is emailed, and when.
 */

/** `off`: never emailed; `immediately`: one email per notification; `digest`: one email a day. */
export const EMAIL_MODES = ["off", "immediately", "digest"] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

/**
 * An account's choice until it makes one: what asks for the person's own work at once
 * (a text sent back, a mention, a task given to them) comes immediately; the rest in the day's digest.
 */
export const DEFAULT_EMAIL_MODES: Readonly<Record<NotificationKind, EmailMode>> = {
  "changes-requested": "immediately",
  approved: "digest",
  "comment-reply": "digest",
  "question-resolved": "digest",
  mentioned: "immediately",
  "task-assigned": "immediately",
  "task-due": "digest",
  import: "digest",
  pretranslate: "digest",
  // A change to how one signs in that one did not make oneself must be seen at once.
  security: "immediately",
};

export type EmailPreferenceMap = Record<NotificationKind, EmailMode>;

const mode = v.picklist(EMAIL_MODES, `must be one of ${EMAIL_MODES.join(", ")}`);

/** GET and PUT `/api/admin/account/email-preferences`. */
export const emailPreferences = v.object({
  /** Whether this deployment sends email at all (an operator set `EMAIL_PROVIDER`). */
  delivery: v.picklist(["on", "off"]),
  preferences: v.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, v.picklist(EMAIL_MODES)])) as Record<
      NotificationKind,
      v.PicklistSchema<typeof EMAIL_MODES, undefined>
    >,
  ),
});
export type EmailPreferences = v.InferOutput<typeof emailPreferences>;

/** PUT `/api/admin/account/email-preferences`: the kinds to change (the others keep theirs). */
export const emailPreferencesBody = jsonObject({
  preferences: v.pipe(
    v.record(v.picklist(NOTIFICATION_KINDS, `must name notification kinds: ${NOTIFICATION_KINDS.join(", ")}`), mode),
    v.check((map) => Object.keys(map).length > 0, "must name at least one notification kind"),
  ),
});

/** The longest body the preferences route reads. */
export const MAX_EMAIL_PREFERENCES_BODY_BYTES = 2 * 1024;
