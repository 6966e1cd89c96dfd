// A bad-input probe run by hand against a running server (`npm start`, or `wrangler dev`):
// sends an oversized chunked body (no Content-Length) to endpoints that read one, several
// times, and counts the outcomes. Every try should answer 413 (issue 24, part B).
//
//   node scripts/probe-bodies.mjs [--origin http://127.0.0.1:8787] [--tries 20] [--mb 10]
//     [--email admin@example.test --password ...]   (signs in first, for the translation's PUT)
//
// Not a test: a real server and real sockets, so the counts can vary from run to run.
import { request } from "node:http";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    origin: { type: "string", default: "http://127.0.0.1:8787" },
    tries: { type: "string", default: "20" },
    mb: { type: "string", default: "10" },
    path: { type: "string", multiple: true },
    email: { type: "string" },
    password: { type: "string" },
  },
});
const origin = new URL(values.origin);
const tries = Number(values.tries);
const totalBytes = Number(values.mb) * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "a");
const paths = values.path ?? ["/api/admin/login", "/api/admin/translations/keys/home.title/values/de"];
const SAME_ORIGIN = { Origin: origin.origin, "Sec-Fetch-Site": "same-origin" };

/** The session cookie of the account named on the command line, if any: the PUT needs one. */
async function signIn() {
  if (!values.email) return null;
  const res = await fetch(new URL("/api/admin/login", origin), {
    method: "POST",
    headers: { ...SAME_ORIGIN, "Content-Type": "application/json" },
    body: JSON.stringify({ email: values.email, password: values.password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie()[0]?.split(";")[0] ?? null;
}
const cookie = await signIn();

/** One request: POST (login) or PUT (a translation), chunked; resolves to the outcome's label. */
function send(path) {
  return new Promise((resolve) => {
    // A translation is saved with PUT; every other body in the API is POSTed.
    const method = path.includes("/values/") ? "PUT" : "POST";
    const req = request({
      host: origin.hostname,
      port: origin.port,
      path,
      method,
      headers: {
        "Content-Type": "application/json",
        ...SAME_ORIGIN,
        ...(cookie ? { Cookie: cookie } : {}),
        "Transfer-Encoding": "chunked",
      },
    });
    let settled = false;
    const done = (label) => {
      if (settled) return;
      settled = true;
      resolve(label);
      req.destroy();
    };
    req.on("response", (res) => {
      const parts = [];
      res.on("data", (part) => parts.push(part));
      res.on("end", () => {
        const body = Buffer.concat(parts).toString("utf8");
        const type = res.headers["content-type"] ?? "";
        const note = res.statusCode === 500 ? ` ${body.slice(0, 80).replace(/\s+/g, " ")}` : "";
        done(`${res.statusCode}${type.startsWith("application/problem+json") ? " problem" : ""}${note}`);
      });
      res.on("error", (error) => done(`response ${error.code ?? error.message}`));
    });
    req.on("error", (error) => done(`reset (${error.code ?? error.message})`));
    // Writes the body as fast as the socket takes it, stopping once an answer has come.
    let sent = 0;
    const pump = () => {
      while (!settled && sent < totalBytes) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) return req.once("drain", pump);
      }
      if (!settled) req.end();
    };
    pump();
  });
}

for (const path of paths) {
  const counts = new Map();
  for (let i = 0; i < tries; i += 1) {
    const label = await send(path);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  console.log(`${path} (${tries} tries, ${values.mb} MB chunked):`);
  for (const [label, count] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`  ${count} × ${label}`);
}
