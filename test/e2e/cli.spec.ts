import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { accounts, signIn } from "./auth-helpers";
import { expect, test, waitForHydration } from "./fixtures";

/** `polyglot` (bin/polyglot.mjs, docs/cli.md) run as a pipeline would: its own process, a token, no cookie. */
function polyglot(args: string[], env: Record<string, string>): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["bin/polyglot.mjs", ...args], { env: { ...process.env, ...env } });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.on("close", (code) => resolve({ code: code ?? -1, out, err }));
  });
}

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("With a token made in the web UI, polyglot pulls German, diffs and dry-runs a changed file, and a wrong token fails with exit code 3", async ({
  page,
  baseURL,
}) => {
  await signIn(page, accounts.admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  await page.goto("/admin/tokens");
  await waitForHydration(page);
  const name = `cli ${Date.now()}`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Import files and undo imports").check();
  await page.getByLabel("Export files").check();
  await page.getByRole("button", { name: "Create token" }).click();
  const secret = await page.getByLabel(`Token “${name}”`).inputValue();
  expect(secret).toMatch(/^plg_/);

  const dir = mkdtempSync(join(tmpdir(), "polyglot-e2e-"));
  const env = { POLYGLOT_URL: baseURL as string, POLYGLOT_TOKEN: secret, POLYGLOT_DIR: dir };
  const pulled = await polyglot(["pull", "--locales", "de"], env);
  expect(pulled.err).toBe("");
  expect(pulled.code).toBe(0);
  const file = join(dir, "de.json");
  const german = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  expect(german["home.title"]).toEqual(expect.any(String));

  german["home.title"] = `${german["home.title"]} (CLI)`;
  writeFileSync(file, `${JSON.stringify(german, null, 2)}\n`);
  const diff = await polyglot(["diff"], env);
  expect(diff.code).toBe(1);
  expect(diff.out).toContain("~ de home.title");

  const dry = await polyglot(["push", "--dry-run"], env);
  expect(dry.code).toBe(0);
  expect(dry.out).toMatch(/1 changed/);
  expect(dry.out).toMatch(/changed\s+de home\.title\s+de\.json:\d+:\d+/);
  // A dry run writes nothing: the server still has the old text.
  expect((await polyglot(["diff"], env)).out).toContain("~ de home.title");

  // A team's old memory: a TMX file goes to the translation memory, here as a dry run.
  const tmx = join(dir, "old-memory.tmx");
  writeFileSync(
    tmx,
    `<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4"><header creationtool="t" creationtoolversion="1" segtype="sentence" o-tmf="t" adminlang="en" srclang="sk" datatype="plaintext"/>
<body><tu><tuv xml:lang="sk"><seg>Košík je prázdny</seg></tuv><tuv xml:lang="de"><seg>Der Warenkorb ist leer</seg></tuv></tu></body></tmx>
`,
  );
  const memory = await polyglot(["push", "--dry-run", tmx], env);
  expect(memory.err).toBe("");
  expect(memory.out).toMatch(/old-memory\.tmx: 1 units, 1 new in the memory/);

  const readOnly = await polyglot(["push", "--dry-run"], { ...env, POLYGLOT_TOKEN: "plg_not-a-real-token" });
  expect(readOnly.code).toBe(3);
  expect(readOnly.err).toMatch(/401/);
});
