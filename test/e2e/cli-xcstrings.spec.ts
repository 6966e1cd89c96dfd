import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { accounts, signIn } from "./auth-helpers";
import { expect, test, waitForHydration } from "./fixtures";

/** `polyglot pull/push --format xcstrings` (docs/decisions/0092-apple-string-catalogs.md), run as a pipeline would. */
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

test("polyglot pulls every locale into the project's String Catalog and gives back only what changed; a push dry run finds the one edit and the refused key", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signIn(page, accounts.admin);
  await page.goto("/admin/tokens");
  await waitForHydration(page);
  const name = `xcstrings ${Date.now()}`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Import files and undo imports").check();
  await page.getByLabel("Export files").check();
  await page.getByRole("button", { name: "Create token" }).click();
  const secret = await page.getByLabel(`Token “${name}”`).inputValue();

  const dir = mkdtempSync(join(tmpdir(), "polyglot-xcstrings-"));
  const env = { POLYGLOT_URL: baseURL as string, POLYGLOT_TOKEN: secret, POLYGLOT_DIR: dir };
  const first = await polyglot(["pull", "--format", "xcstrings"], env);
  expect(first.code).toBe(0);
  const path = join(dir, "Localizable.xcstrings");
  const catalog = readFileSync(path, "utf8");
  expect(catalog.startsWith('{\n  "sourceLanguage" : "sk",\n  "strings" : {')).toBe(true);

  // The project's own: a language the site lacks, a field Xcode keeps, one German text changed.
  const project = JSON.parse(catalog);
  const title = project.strings["home.title"];
  title.extractionState = "manual";
  title.localizations.fr = { stringUnit: { state: "translated", value: "Bienvenue" } };
  const german = title.localizations.de.stringUnit;
  const before = german.value as string;
  german.value = `${before} (Xcode)`;
  project.strings["Tap to start."] = { localizations: { de: { stringUnit: { state: "translated", value: "Los." } } } };
  const edited = JSON.stringify(project, null, 2).replaceAll('": ', '" : ');
  writeFileSync(path, edited);

  const dry = await polyglot(["push", "--dry-run", path], env);
  expect(dry.out).toContain("Localizable.xcstrings: 0 added, 1 changed");
  expect(dry.out).toMatch(/refused\s+Localizable\.xcstrings:\d+:5 xcstrings: strings\["Tap to start\."\]/);
  expect(dry.code).toBe(1);

  // Pulled again, the server's German wins; everything else of the project's file stays byte for byte.
  const again = await polyglot(["pull", "--format", "xcstrings"], env);
  expect(again.code).toBe(0);
  expect(readFileSync(path, "utf8")).toBe(
    edited.replace(`"value" : ${JSON.stringify(`${before} (Xcode)`)}`, `"value" : ${JSON.stringify(before)}`),
  );
});
