import { SELF } from "cloudflare:test";
import { SAME_ORIGIN } from "./auth-helpers";
import { ORIGIN } from "./helpers";

/** A call to the admin API (`/api/admin{path}`) as the signed-in `cookie`, same origin, JSON. */
export function adminCall(cookie: string | null, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { ...SAME_ORIGIN, "Content-Type": "application/json" };
  if (cookie) headers.Cookie = cookie;
  return SELF.fetch(`${ORIGIN}/api/admin${path}`, {
    method,
    headers,
    body: body === undefined ? (method === "GET" ? undefined : "{}") : JSON.stringify(body),
    redirect: "manual",
  });
}

/** The token at the end of a one-time link. */
export const tokenOfLink = (url: string) => new URL(url).pathname.split("/").at(-1) as string;
