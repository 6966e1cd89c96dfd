// The admin API over HTTPS with a bearer token. Errors are RFC 9457 problems: their title,
// detail and field errors are what the CLI prints.
import { Failure } from "./errors.mjs";

const API = "/api/admin/translations";

function problemText(status, body) {
  if (body && typeof body === "object") {
    const lines = [body.detail ?? body.title ?? `HTTP ${status}`];
    for (const e of body.errors ?? []) lines.push(`  ${e.path ? `${e.path}: ` : ""}${e.message}`);
    if (body.required_scope) lines.push(`  the token needs the scope ${body.required_scope}`);
    return lines.join("\n");
  }
  return `HTTP ${status}`;
}

/** One call; answers the parsed JSON (or the text, for files). A refused call is a Failure naming why. */
export async function call(config, method, path, { body, text = false, accept = [200] } = {}) {
  let res;
  try {
    res = await fetch(`${config.url}${API}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${config.token}`,
        accept: text ? "*/*" : "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "error",
    });
  } catch (error) {
    throw new Failure(`${config.url}: unreachable (${error.cause?.code ?? error.message})`);
  }
  const raw = await res.text();
  if (!accept.includes(res.status)) {
    let parsed = null;
    try {
      parsed = JSON.parse(raw);
    } catch {}
    const failure = new Failure(`${method} ${path}: ${res.status} ${problemText(res.status, parsed)}`);
    failure.status = res.status;
    failure.problem = parsed;
    throw failure;
  }
  return text ? raw : JSON.parse(raw);
}
