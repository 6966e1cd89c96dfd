// `npm run admin:create -- --email a@example.com --role admin|reviewer|translator [--locales de,hu] [--remote]`
// Creates the account, or updates the one with this email (new password, role, locales; enabled
// again; its sessions end). `--disable` disables an account instead (no password asked).
// The password is read from the terminal (hidden, asked twice) or from stdin when piped — never
// from argv, which other users of the machine can see. It is hashed here, in Node, with the
// worker's own module (worker/services/identity/password.ts), and only the hash reaches D1.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { hasLocaleList, isPlausibleEmail, isRole, newPasswordProblem, normalizeEmail } from "../common/auth.ts";
import { isLocaleCode } from "../common/locales.ts";
import { hashPassword } from "../worker/services/identity/password.ts";
import { OFFLINE_ENV, run } from "./lib.mjs";

const sql = (value) => `'${String(value).replaceAll("'", "''")}'`;

/** The statement that creates or updates one account (the same upsert as worker/services/users.ts). */
export function accountSql({ email, role, locales, passwordHash, now = Date.now() }) {
  const localesValue = hasLocaleList(role) && locales?.length ? sql(JSON.stringify(locales)) : "NULL";
  const insert =
    "INSERT INTO users (email, password_hash, role, locales, disabled, password_changed_at, created_at, updated_at)\n" +
    `VALUES (${sql(email)}, ${sql(passwordHash)}, ${sql(role)}, ${localesValue}, 0, ${now}, ${now}, ${now})\n`;
  return (
    insert +
    "ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash, role = excluded.role,\n" +
    "  locales = excluded.locales, disabled = 0, password_changed_at = excluded.password_changed_at,\n" +
    "  updated_at = excluded.updated_at;\n"
  );
}

/** Runs SQL against the local (or remote) D1 through wrangler, from a private temporary file. */
function executeSql(statements, { remote = false, persistTo } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "polyglot-admin-"));
  const file = join(dir, "account.sql");
  try {
    writeFileSync(file, statements, { mode: 0o600 });
    const args = ["d1", "execute", "DB", remote ? "--remote" : "--local", "--file", file, "--yes"];
    if (persistTo && !remote) args.push("--persist-to", persistTo);
    const result = spawnSync("wrangler", args, { env: OFFLINE_ENV, encoding: "utf8" });
    if (result.status !== 0) {
      throw new Error(`wrangler d1 execute failed:\n${result.stdout ?? ""}${result.stderr ?? ""}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function parseLocales(value) {
  if (!value) return null;
  const locales = value
    .split(",")
    .map((code) => code.trim())
    .filter(Boolean);
  const unknown = locales.filter((code) => !isLocaleCode(code));
  if (unknown.length) throw new Error(`unknown locale code(s): ${unknown.join(", ")}`);
  return locales;
}

/** The web UI's rule (common/auth.ts), so an operator's password could also be chosen there. */
function checkPassword(password) {
  const problem = newPasswordProblem(password);
  if (problem) throw new Error(`the password is refused: ${problem}`);
}

/** Checks one account's fields and returns them normalised, with the password's hash. */
async function prepare({ email, role, locales = null, password }) {
  const normalized = normalizeEmail(email ?? "");
  if (!isPlausibleEmail(normalized)) throw new Error(`not an email address: ${email}`);
  if (!isRole(role)) throw new Error(`--role must be admin, reviewer or translator, not ${role}`);
  if (locales?.length && !hasLocaleList(role))
    throw new Error("only a reviewer or translator has --locales (admins edit all)");
  checkPassword(password);
  return { email: normalized, role, locales, passwordHash: await hashPassword(password) };
}

/**
 * Creates or updates accounts in one wrangler call; used by this CLI, `npm start` (the
 * development admin) and the e2e server. A local database gets its migrations first unless
 * `migrate` is false.
 */
export async function saveAccounts(accounts, { remote = false, persistTo, migrate = !remote } = {}) {
  const prepared = await Promise.all(accounts.map(prepare));
  if (migrate && !remote) {
    const args = ["d1", "migrations", "apply", "DB", "--local", ...(persistTo ? ["--persist-to", persistTo] : [])];
    run("wrangler", args, { stdio: ["ignore", "ignore", "inherit"] });
  }
  executeSql(prepared.map((account) => accountSql(account)).join(""), { remote, persistTo });
  return prepared.map((account) => account.email);
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question) {
  const { stdin, stderr } = process;
  return new Promise((resolve) => {
    let value = "";
    stderr.write(question);
    stdin.setRawMode(true);
    stdin.setEncoding("utf8");
    stdin.resume();
    const onData = (chunk) => {
      for (const ch of chunk) {
        if (ch === "\u0003") {
          stderr.write("\n");
          process.exit(130);
        } else if (ch === "\r" || ch === "\n" || ch === "\u0004") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          stderr.write("\n");
          resolve(value);
          return;
        } else if (ch === "\u007f" || ch === "\b") {
          value = value.slice(0, -1);
        } else {
          value += ch;
        }
      }
    };
    stdin.on("data", onData);
  });
}

async function readPassword() {
  if (process.stdin.isTTY) {
    const first = await promptHidden("Password: ");
    checkPassword(first);
    if ((await promptHidden("Repeat it: ")) !== first) throw new Error("the passwords differ");
    return first;
  }
  let input = "";
  for await (const chunk of process.stdin) input += chunk;
  return input.replace(/\r?\n$/, "");
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      role: { type: "string" },
      locales: { type: "string" },
      remote: { type: "boolean", default: false },
      disable: { type: "boolean", default: false },
      "persist-to": { type: "string" },
    },
  });
  const target = values.remote ? "remote" : "local";
  if (values.disable) {
    const email = normalizeEmail(values.email ?? "");
    if (!isPlausibleEmail(email)) throw new Error("--email is required");
    const now = Date.now();
    executeSql(`UPDATE users SET disabled = 1, updated_at = ${now} WHERE email = ${sql(email)};\n`, {
      remote: values.remote,
      persistTo: values["persist-to"],
    });
    console.log(`✓ ${email} is disabled in the ${target} database (if it exists); its sessions have ended.`);
    return;
  }
  if (!values.email || !values.role) {
    throw new Error(
      "usage: npm run admin:create -- --email <email> --role admin|reviewer|translator [--locales de,hu] [--remote]",
    );
  }
  const account = {
    email: values.email,
    role: values.role,
    locales: parseLocales(values.locales),
    password: await readPassword(),
  };
  const [email] = await saveAccounts([account], { remote: values.remote, persistTo: values["persist-to"] });
  console.log(`✓ ${email} (${values.role}) is saved in the ${target} database; sign in at /admin/login.`);
}

if (import.meta.main) {
  main().catch((error) => {
    console.error(`✗ ${error.message}`);
    process.exit(1);
  });
}
