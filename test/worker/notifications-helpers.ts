import { SELF } from "cloudflare:test";
import type { NotificationList } from "../../common/contracts/notifications";
import type { Translation } from "../../common/contracts/translation-responses";
import type { AccountRow } from "../../worker/services/identity/accounts";
import { createAccount, SAME_ORIGIN, signIn, translationsApi } from "./auth-helpers";
import { ORIGIN } from "./helpers";

/** An account and its session cookie. */
export interface Person {
  account: AccountRow;
  cookie: string;
  /** What `@` names it by: its email's local part. */
  name: string;
}

export async function person(options: Parameters<typeof createAccount>[0]): Promise<Person> {
  const account = await createAccount(options);
  return { account, cookie: await signIn(account), name: account.email.split("@")[0] as string };
}

/** A call to `/api/admin/notifications{path}` as `cookie`. */
export function inboxApi(cookie: string, method: string, path = "", body?: unknown): Promise<Response> {
  return SELF.fetch(`${ORIGIN}/api/admin/notifications${path}`, {
    method,
    headers: { ...SAME_ORIGIN, Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    redirect: "manual",
  });
}

/** `who`'s inbox (throws on anything but 200). */
export async function inboxOf(who: Person, query = ""): Promise<NotificationList> {
  const res = await inboxApi(who.cookie, "GET", query);
  if (res.status !== 200) throw new Error(`inbox: ${res.status} ${await res.text()}`);
  return (await res.json()) as NotificationList;
}

export async function cellOf(cookie: string, name: string, locale: string): Promise<Translation> {
  const data = (await (await translationsApi(cookie, "GET", `/keys/${name}`)).json()) as {
    key: { values: Record<string, Translation> };
  };
  return data.key.values[locale] as Translation;
}

/** `who` saves `text` into the translation (so they are its author). */
export async function save(who: Person, name: string, locale: string, text: string): Promise<Translation> {
  const { version } = await cellOf(who.cookie, name, locale);
  const res = await translationsApi(who.cookie, "PUT", `/keys/${name}/values/${locale}`, { text, version });
  if (res.status !== 200) throw new Error(`save: ${res.status} ${await res.text()}`);
  return cellOf(who.cookie, name, locale);
}
