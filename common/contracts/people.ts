import * as v from "valibot";
import { ROLES, type Role } from "../auth";
import { LOCALE_CODES, type LocaleCode } from "../locales";
import { integerText, jsonObject, localeCode } from "./fields";

/**
 * People, sessions and the audit log in the admin (`/api/admin/people`, `/api/admin/account`,
 * `/api/admin/invitations`): requests and answers. The activity log's are in ./activity.ts.
 */

/** A people or account body: an email, a role, a few locales, passwords — a few kilobytes at most. */
export const MAX_PEOPLE_BODY_BYTES = 16 * 1024;

const role = v.picklist(ROLES as unknown as Role[], `must be one of ${ROLES.join(", ")}`);
const locales = v.pipe(
  v.array(localeCode, "must be a list of locale codes"),
  v.maxLength(LOCALE_CODES.length, "must list each locale at most once"),
);
/** A reviewer's or translator's locales in a request: a list, or every locale said in so many words. */
export const ALL_LOCALES = "all";
const localesChoice = v.union(
  [locales, v.literal(ALL_LOCALES)],
  `must be a list of locale codes, or "${ALL_LOCALES}" for every locale`,
);
export type LocalesChoice = LocaleCode[] | typeof ALL_LOCALES;
const email = v.pipe(v.string("must be a string"), v.maxLength(254, "must be at most 254 characters"));

/** POST `/people`: a generated password shown once, or a one-time invitation link. */
export const createPersonBody = jsonObject({
  email,
  role,
  /** Required for a reviewer or translator (a list, or "all"); none is refused with 400. */
  locales: v.optional(v.nullable(localesChoice)),
  mode: v.picklist(["password", "invite"], "must be password or invite"),
});

/** PATCH `/people/:id`: what changes, and the `updatedAt` the change is based on (409 when stale). */
export const updatePersonBody = jsonObject({
  updatedAt: v.pipe(v.number("must be the person's updatedAt"), v.safeInteger("must be the person's updatedAt")),
  role: v.optional(role),
  locales: v.optional(v.nullable(localesChoice)),
  disabled: v.optional(v.boolean("must be true or false")),
});

export const personParams = v.object({ id: integerText(1, Number.MAX_SAFE_INTEGER) });

const sessionId = v.pipe(v.string(), v.regex(/^[0-9a-f-]{36}$/, "must be a session id"));
export const personSessionParams = v.object({ id: integerText(1, Number.MAX_SAFE_INTEGER), sessionId });
export const ownSessionParams = v.object({ sessionId });

/** A one-time link's token: 32 random bytes, base64url. */
export const linkParams = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, "must be an invitation token")),
});

/** POST `/account/password` */
export const changePasswordBody = jsonObject({
  current: v.string("must be a string"),
  password: v.string("must be a string"),
});

/** POST `/invitations/:token` */
export const acceptLinkBody = jsonObject({ password: v.string("must be a string") });

export type {
  AccountLink,
  CreatedPerson,
  LinkInfo,
  PeopleList,
  Person,
  PersonChanged,
  PersonDetail,
  PersonSession,
  ResetLink,
  SessionEnded,
  SessionList,
  SessionsEnded,
} from "./answers";
