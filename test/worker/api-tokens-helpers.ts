import { SELF } from "cloudflare:test";
import { expect } from "vitest";
import type { CreatedToken, TokenScope } from "../../common/contracts/tokens";
import { ORIGIN } from "./helpers";
import { adminCall } from "./people-helpers";

/** Makes a token through the web UI's API, as the signed-in `cookie`. */
export async function makeToken(
  cookie: string,
  scopes: TokenScope[],
  options: { name?: string; kind?: "personal" | "project"; expiresInDays?: number } = {},
): Promise<CreatedToken> {
  const body = { name: options.name ?? `t-${crypto.randomUUID().slice(0, 8)}`, scopes, expiresInDays: 30, ...options };
  const res = await adminCall(cookie, "POST", "/tokens", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as CreatedToken;
}

/**
 * A call as a script makes it: the bearer token, no cookie, no Origin or Sec-Fetch-Site (so no
 * CSRF header), JSON when there is a body.
 */
export function bearerCall(secret: string, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Authorization: `Bearer ${secret}` };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return SELF.fetch(`${ORIGIN}/api/admin${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
}
