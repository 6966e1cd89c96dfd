import { beforeAll, describe, expect, it } from "vitest";
import { TOKEN_SCOPES, type TokenScope } from "../../common/contracts/tokens";
import { bearerCall, makeToken } from "./api-tokens-helpers";
import { createAccount, signIn } from "./auth-helpers";
import { problemOf } from "./helpers";
import { adminCall } from "./people-helpers";

/** Each scope allows exactly its operations (issue 30): one call per family, allowed and refused. */

type Call = [method: string, path: string, body?: unknown];
const key = `tokens.scope${crypto.randomUUID().slice(0, 8)}`;

/** One harmless call of each scope's family; `webhooks` has no route yet (issue 30, item 3). */
const FAMILIES: Record<Exclude<TokenScope, "webhooks">, Call[]> = {
  "translations:read": [
    ["GET", "/translations"],
    ["GET", `/translations/keys/${key}/comments`],
  ],
  "translations:write": [["PUT", `/translations/keys/${key}/values/de`, { text: "Hallo", version: 0 }]],
  import: [["POST", "/translations/import", { format: "json", content: "{}", locale: "de", dryRun: true }]],
  export: [["GET", "/translations/export?format=json&locale=de"]],
  glossary: [["GET", "/glossary"]],
};
const SESSION_ONLY: Call[] = [
  ["GET", "/tokens"],
  ["POST", "/tokens", { name: "x", scopes: ["translations:read"], expiresInDays: 1 }],
  ["GET", "/people"],
  ["GET", "/audit"],
  ["GET", "/account/sessions"],
  ["POST", "/logout"],
];

let admin: string;
beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
  expect((await adminCall(admin, "POST", "/translations/keys", { name: key })).status).toBe(201);
});

describe("scopes", () => {
  for (const scope of TOKEN_SCOPES) {
    it(`a ${scope} token calls its own family and is refused the others with required_scope`, async () => {
      const { secret } = await makeToken(admin, [scope]);
      for (const [family, calls] of Object.entries(FAMILIES)) {
        for (const [method, path, body] of calls) {
          const res = await bearerCall(secret, method, path, body);
          if (family === scope) {
            expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
          } else {
            expect((await problemOf(res, 403)).required_scope, `${method} ${path}`).toBe(family);
          }
        }
      }
    });
  }

  it("a token with every scope still cannot reach tokens, people, the audit log, sessions or sign-out", async () => {
    const { secret } = await makeToken(admin, [...TOKEN_SCOPES]);
    for (const [method, path, body] of SESSION_ONLY) {
      const problem = await problemOf(await bearerCall(secret, method, path, body), 403);
      expect(problem, `${method} ${path}`).toMatchObject({ code: "session_required", required_scope: null });
    }
  });
});

describe("a token acts within its account", () => {
  it("a translator's token cannot reach a locale outside the account's", async () => {
    const translator = await signIn(await createAccount({ role: "translator", locales: ["de"] }));
    const { secret } = await makeToken(translator, ["translations:write"]);
    const name = `tokens.loc${crypto.randomUUID().slice(0, 8)}`;
    expect((await adminCall(admin, "POST", "/translations/keys", { name })).status).toBe(201);
    const inside = await bearerCall(secret, "PUT", `/translations/keys/${name}/values/de`, { text: "Ja", version: 0 });
    expect(inside.status).toBe(200);
    await problemOf(
      await bearerCall(secret, "PUT", `/translations/keys/${name}/values/hu`, { text: "Igen", version: 0 }),
      403,
    );
  });

  it("only an admin makes a project token; every admin sees and may revoke it; it stops when its maker is no admin", async () => {
    const translator = await signIn(await createAccount({ role: "translator", locales: ["de"] }));
    await problemOf(
      await adminCall(translator, "POST", "/tokens", {
        name: "p",
        scopes: ["export"],
        expiresInDays: 7,
        kind: "project",
      }),
      403,
    );
    const maker = await createAccount({ role: "admin" });
    const makerCookie = await signIn(maker);
    const { token, secret } = await makeToken(makerCookie, ["glossary"], { kind: "project", name: "shared" });
    const otherAdminList = await (await adminCall(admin, "GET", "/tokens")).json<{ tokens: { id: number }[] }>();
    expect(otherAdminList.tokens.map((t) => t.id)).toContain(token.id);
    const translatorList = await (await adminCall(translator, "GET", "/tokens")).json<{ tokens: { id: number }[] }>();
    expect(translatorList.tokens.map((t) => t.id)).not.toContain(token.id);
    await problemOf(await adminCall(translator, "DELETE", `/tokens/${token.id}`), 404);
    expect((await bearerCall(secret, "GET", "/glossary")).status).toBe(200);
    const person = await (await adminCall(admin, "GET", `/people/${maker.id}`)).json<{
      person: { updatedAt: number };
    }>();
    const demoted = { updatedAt: person.person.updatedAt, role: "translator", locales: ["de"] };
    expect((await adminCall(admin, "PATCH", `/people/${maker.id}`, demoted)).status).toBe(200);
    await problemOf(await bearerCall(secret, "GET", "/glossary"), 401);
  });
});
