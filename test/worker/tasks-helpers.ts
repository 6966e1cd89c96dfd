import { env, SELF } from "cloudflare:test";
import { expect } from "vitest";
import type { Task } from "../../common/contracts/tasks";
import type { Translation } from "../../common/contracts/translation-responses";
import { SAME_ORIGIN, translationsApi } from "./auth-helpers";
import { ORIGIN } from "./helpers";

/** A call to `/api/admin/tasks{path}` as the signed-in `cookie`, same origin, JSON. */
export function tasksApi(cookie: string, method: string, path = "", body?: unknown): Promise<Response> {
  return SELF.fetch(`${ORIGIN}/api/admin/tasks${path}`, {
    method,
    headers: { ...SAME_ORIGIN, Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
}

export async function ok<T = Task>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

/** Creates keys `names` (a fresh prefix keeps them apart from the seed's) with a source text each. */
export async function addKeys(admin: string, names: string[]): Promise<void> {
  for (const name of names) {
    await ok(await translationsApi(admin, "POST", "/keys", { name }), 201);
    await saveText(admin, name, "sk", `Zdroj ${name}`);
  }
}

/** The translation of `name` in `locale` now (null: none). */
export async function cellOf(admin: string, name: string, locale: string): Promise<Translation | null> {
  const detail = await ok<{ key: { values: Record<string, Translation> } }>(
    await translationsApi(admin, "GET", `/keys/${name}`),
  );
  return detail.key.values[locale] ?? null;
}

/** Saves `text` over whatever the cell holds. */
export async function saveText(cookie: string, name: string, locale: string, text: string) {
  const admin = cookie;
  const version = (await cellOf(admin, name, locale))?.version ?? 0;
  return ok<{ cell: Translation }>(
    await translationsApi(cookie, "PUT", `/keys/${name}/values/${locale}`, { text, version }),
  );
}

/** The notifications an account has, oldest first. */
export async function notificationsOf(accountId: number) {
  const { results } = await env.DB.prepare(
    "SELECT kind, actor, locale, data FROM notifications WHERE recipient_id = ? ORDER BY id",
  )
    .bind(accountId)
    .all<{ kind: string; actor: string | null; locale: string | null; data: string }>();
  return results.map((r) => ({ ...r, data: JSON.parse(r.data) as Record<string, unknown> }));
}

/** No tasks and no notifications: each test starts with none of either. */
export async function clearTasks(): Promise<void> {
  await env.DB.batch(
    ["task_keys", "task_assignees", "tasks", "notifications"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
  );
}
