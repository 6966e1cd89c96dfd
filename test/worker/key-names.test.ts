import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { KeyDetail } from "../../common/contracts/translation-responses";
import { createAccount, signIn, translationsApi } from "./auth-helpers";
import { failingPaths } from "./helpers";
import { seedStore } from "./store-helpers";

/**
 * One key rule (docs/decisions/0069-one-key-rule.md): a key an import brings in, however it is
 * named (spaces, diacritics, punctuation, a slash), can be saved, renamed and deleted through
 * the API the editor uses; what the import refuses, the API refuses too.
 */
let admin: string;
beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});
beforeEach(seedStore);

const call = (method: string, path: string, body?: unknown) => translationsApi(admin, method, path, body);
const path = (name: string) => `/keys/${encodeURIComponent(name)}`;

describe("key names", () => {
  const NAME = "auth.Přihlásit se / odhlásit?";

  it("a key an import brings in is saved, renamed and deleted by the editor's API", async () => {
    const content = JSON.stringify({ [NAME]: "Anmelden / abmelden?" });
    const imported = await call("POST", "/import", { format: "json", fileName: "de.json", content, dryRun: false });
    expect(imported.status).toBe(200);
    const detail = (await (await call("GET", path(NAME))).json()) as KeyDetail;
    expect(detail.key.name).toBe(NAME);
    const version = detail.key.values.de?.version;
    expect((await call("PUT", `${path(NAME)}/values/de`, { text: "Anmelden oder abmelden?", version })).status).toBe(
      200,
    );
    const renamed = "auth.Prihlasit se";
    expect((await call("PATCH", path(NAME), { name: renamed })).status).toBe(200);
    expect(((await (await call("GET", path(renamed))).json()) as KeyDetail).key.values.de?.text).toBe(
      "Anmelden oder abmelden?",
    );
    expect((await call("DELETE", path(renamed), {})).status).toBe(204);
    expect((await call("GET", path(renamed))).status).toBe(404);
  });

  it.each([
    ["a trailing dot", "auth.save."],
    ["an empty segment", "auth..save"],
    ["a space at the end", "auth.save "],
    ["a control character", "auth.\u0007save"],
    ["a prototype segment", "auth.__proto__"],
  ])("%s is refused alike by the import and by a new key", async (_why, name) => {
    const content = JSON.stringify({ [name]: "x" });
    const imported = await call("POST", "/import", { format: "json", fileName: "de.json", content });
    expect(imported.status).toBe(400);
    expect(await failingPaths(await call("POST", "/keys", { name }))).toEqual(["name"]);
  });
});
