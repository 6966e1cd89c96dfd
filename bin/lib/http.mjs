// @ts-check
// The admin API over HTTPS with a bearer token, through openapi-fetch's client typed by
// ./api-types.d.ts (made from the OpenAPI description by `npm run openapi:types`): every path,
// parameter and body the CLI sends is checked by `npm run typecheck` (bin/tsconfig.json).
// Errors are RFC 9457 problems: their title, detail and field errors are what the CLI prints.
import createClient from "openapi-fetch";
import { Failure } from "./errors.mjs";

/** @typedef {import("./api-types").paths} Paths */
/** @typedef {import("./api-types").components["schemas"]} Schemas */
/** @typedef {import("openapi-fetch").Client<Paths>} Api */
/** @typedef {{ url: string; token: string }} Server */
/** @typedef {{ detail?: string; title?: string; errors?: { path?: string; message: string }[]; required_scope?: string | null }} Problem */

/** @param {number} status @param {unknown} body */
function problemText(status, body) {
  if (body && typeof body === "object") {
    const problem = /** @type {Problem} */ (body);
    const lines = [problem.detail ?? problem.title ?? `HTTP ${status}`];
    for (const e of problem.errors ?? []) lines.push(`  ${e.path ? `${e.path}: ` : ""}${e.message}`);
    if (problem.required_scope) lines.push(`  the token needs the scope ${problem.required_scope}`);
    return lines.join("\n");
  }
  return `HTTP ${status}`;
}

/**
 * The deployment's API. Made per call, so it uses the `fetch` of the moment (a test's stand-in);
 * a redirect is an error, never followed with the token.
 * @param {Server} server
 * @returns {Api}
 */
export function api(server) {
  return /** @type {Api} */ (
    createClient({
      baseUrl: server.url,
      headers: { authorization: `Bearer ${server.token}`, accept: "application/json" },
      redirect: "error",
    })
  );
}

/**
 * A call's answer: its data, or a Failure naming the call (`what`), the status and the problem;
 * an unreachable server is a Failure too.
 * @template D
 * @param {Server} server
 * @param {string} what
 * @param {Promise<{ data?: D; error?: unknown; response: Response }>} pending
 * @returns {Promise<D>}
 */
export async function answer(server, what, pending) {
  let result;
  try {
    result = await pending;
  } catch (error) {
    const cause = /** @type {{ cause?: { code?: string }; message?: string }} */ (error);
    throw new Failure(`${server.url}: unreachable (${cause.cause?.code ?? cause.message})`);
  }
  const { response } = result;
  if (!response.ok) {
    const failure = new Failure(`${what}: ${response.status} ${problemText(response.status, result.error)}`);
    Object.assign(failure, { status: response.status, problem: result.error ?? null });
    throw failure;
  }
  return /** @type {D} */ (result.data);
}
