import { env } from "cloudflare:test";
import { expect } from "vitest";
import { fetchWithEnv, SAME_ORIGIN, translationsApi } from "./auth-helpers";
import { emptyKv } from "./store-helpers";

/** Every translation, key, change and machine-translation count gone: each test writes its own texts. */
export async function emptyStore(): Promise<void> {
  await env.DB.batch(
    ["i18n_history", "i18n_values", "i18n_keys", "i18n_imports", "i18n_locale_settings", "mt_usage", "audit_log"].map(
      (table) => env.DB.prepare(`DELETE FROM ${table}`),
    ),
  );
  await emptyKv();
}

/** A call to the translations API as `cookie`; with `vars`, through the app with those bindings replaced. */
export function call(cookie: string, method: string, path: string, body?: unknown, vars?: Record<string, string>) {
  if (!vars) return translationsApi(cookie, method, path, body);
  const headers = {
    ...SAME_ORIGIN,
    Cookie: cookie,
    ...(body === undefined ? {} : { "Content-Type": "application/json" }),
  };
  return fetchWithEnv(vars, `/api/admin/translations${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export async function json<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) expect(`${res.status} ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

interface CellView {
  text: string;
  version: number;
  reviewedVersion?: number | null;
  origin?: string | null;
  originKey?: string | null;
  originProvider?: string | null;
}

/** The key's translation in `locale`, or undefined. */
export async function cellOf(admin: string, key: string, locale: string): Promise<CellView | undefined> {
  const detail = await json<{ key: { values: Record<string, CellView> } }>(await call(admin, "GET", `/keys/${key}`));
  return detail.key.values[locale];
}

/** Writes `texts` (locale → text) of `key` as the admin, creating the key when it is new. */
export async function write(admin: string, key: string, texts: Record<string, string>, body: object = {}) {
  const created = await call(admin, "POST", "/keys", { name: key });
  if (created.status !== 201 && created.status !== 409) expect(created.status).toBe(201);
  for (const [locale, text] of Object.entries(texts)) {
    const version = (await cellOf(admin, key, locale))?.version ?? 0;
    await json(await call(admin, "PUT", `/keys/${key}/values/${locale}`, { text, version, ...body }));
  }
}
