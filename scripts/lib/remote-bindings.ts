/**
 * The deployed D1 database and KV namespace for the CLI's `--remote`, as the worker's services use
 * them (the subset they call), each call a `wrangler … --remote` subprocess: statements are sent with
 * their parameters inlined as SQL literals (import-sql.ts `inlineStatement`), a batch too large for
 * one command as a file, and KV values through a file (a bundle is larger than one argument may be).
 *
 * Node imports this file directly (type stripping): erasable TypeScript only.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inlineStatement, type Statement } from "../../worker/services/translations/import-sql.ts";

type Value = string | number | null;

/** A batch whose SQL is longer goes as a file (D1's 100 KB statement limit; no results come back). */
const COMMAND_BYTES = 90_000;

function wrangler(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile("wrangler", [...args, "--remote"], { env, maxBuffer: 512 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`wrangler ${args.slice(0, 3).join(" ")} failed:\n${stdout}${stderr}`));
      else resolve(stdout);
    });
  });
}

/** Runs `use(file)` on a temporary file holding `text`, removing it afterwards. */
async function withFile<T>(text: string, use: (file: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), "i18n-remote-"));
  const file = join(dir, "data");
  writeFileSync(file, text);
  try {
    return await use(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

class RemoteStatement {
  readonly db: RemoteD1;
  readonly statement: Statement;
  constructor(db: RemoteD1, sql: string, params: Value[] = []) {
    this.db = db;
    this.statement = { sql, params: params as (string | number)[] };
  }
  bind(...params: Value[]): RemoteStatement {
    return new RemoteStatement(this.db, this.statement.sql, params);
  }
  async all<Row>(): Promise<{ results: Row[] }> {
    const [result] = await this.db.batch([this]);
    return { results: (result?.results ?? []) as Row[] };
  }
  async first<Row>(): Promise<Row | null> {
    return (await this.all<Row>()).results[0] ?? null;
  }
  async run(): Promise<{ results: unknown[] }> {
    return this.all();
  }
}

export class RemoteD1 {
  readonly env: NodeJS.ProcessEnv;
  constructor(env: NodeJS.ProcessEnv) {
    this.env = env;
  }
  prepare(sql: string): RemoteStatement {
    return new RemoteStatement(this, sql);
  }
  async batch(statements: RemoteStatement[]): Promise<{ results: unknown[] }[]> {
    const sql = statements.map((s) => inlineStatement(s.statement)).join("\n");
    const run = ["d1", "execute", "DB", "--yes"];
    if (sql.length > COMMAND_BYTES) {
      await withFile(sql, (file) => wrangler([...run, "--file", file], this.env));
      return statements.map(() => ({ results: [] }));
    }
    const out = await wrangler([...run, "--json", "--command", sql], this.env);
    return JSON.parse(out) as { results: unknown[] }[];
  }
}

export class RemoteKV {
  readonly env: NodeJS.ProcessEnv;
  constructor(env: NodeJS.ProcessEnv) {
    this.env = env;
  }
  async get(key: string, type?: "text" | "json"): Promise<unknown> {
    const out = await wrangler(["kv", "key", "get", key, "--binding", "CACHE", "--text"], this.env).catch(() => null);
    if (out === null || out === "") return null;
    return type === "json" ? JSON.parse(out) : out;
  }
  async put(key: string, value: string, options: { expirationTtl?: number } = {}): Promise<void> {
    const ttl = options.expirationTtl ? ["--ttl", String(options.expirationTtl)] : [];
    await withFile(value, (file) =>
      wrangler(["kv", "key", "put", key, "--path", file, "--binding", "CACHE", ...ttl], this.env),
    );
  }
  async delete(key: string): Promise<void> {
    await wrangler(["kv", "key", "delete", key, "--binding", "CACHE"], this.env);
  }
}

/** The deployed bindings, as `{ DB, CACHE }` for the worker's services. */
export function remoteBindings(env: NodeJS.ProcessEnv) {
  return { DB: new RemoteD1(env), CACHE: new RemoteKV(env) };
}
