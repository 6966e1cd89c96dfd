import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API_ROUTES } from "../../worker/http/api-route-table";
import { openApiDocument } from "../../worker/http/openapi";
import { answerOf } from "./api-answers-helpers";
import { createAccount, signIn } from "./auth-helpers";
import { get } from "./helpers";
import { receiver, receiverUrl, resetWebhooks } from "./webhooks-helpers";

/**
 * Every admin API route names its answer (issue 40, item 7; docs/decisions/0094-a-typed-client.md),
 * and the live answers of each family pass their contracts, made strict: what the OpenAPI
 * description, and the CLI's client generated from it, say of an answer is what the worker sends.
 * Accounts and sign-in: ./api-answers-accounts.test.ts.
 */
describe("the route table's answers", () => {
  it("names one for every route: a contract, a file or no content", () => {
    expect(API_ROUTES.filter((route) => !route.response).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it("are served as the description the CLI's types are made from (test/unit/api-types-drift.test.ts)", async () => {
    const served = await (await get("/api/openapi.json")).json();
    expect(served).toEqual(openApiDocument(API_ROUTES));
  });
});

const fresh = () => crypto.randomUUID().slice(0, 8);

describe("the answers of the translation routes the CLI calls", () => {
  it("export's report, a dry-run and an applied import, a memory dry run, the bulk and delete dry runs", async () => {
    const admin = await signIn(await createAccount({ role: "admin" }));
    const name = `answers.k${fresh()}`;
    await answerOf(admin, "POST", "/translations/keys", { name });
    await answerOf(admin, "GET", "/translations/export?format=json&locale=de&report=1");
    const content = JSON.stringify({ [name]: "Hallo" });
    const file = { format: "json", locale: "de", content, fileName: "de.json" };
    const preview = await answerOf(admin, "POST", "/translations/import", { ...file, dryRun: true });
    expect(preview.dryRun).toBe(true);
    const applied = await answerOf(admin, "POST", "/translations/import", { ...file, dryRun: false });
    expect(applied.dryRun).toBe(false);
    const tmx =
      '<?xml version="1.0"?><tmx version="1.4"><header srclang="sk" datatype="plaintext" segtype="sentence" ' +
      'adminlang="en" creationtool="t" creationtoolversion="1" o-tmf="t"/><body><tu><tuv xml:lang="sk"><seg>Ahoj</seg>' +
      '</tuv><tuv xml:lang="de"><seg>Hallo</seg></tuv></tu></body></tmx>';
    await answerOf(admin, "POST", "/translations/memory/import", { content: tmx, dryRun: true });
    await answerOf(admin, "POST", "/translations/bulk", { action: "clear", keys: [name], locale: "de", dryRun: true });
    await answerOf(admin, "POST", "/translations/keys/delete", { keys: [name], dryRun: true });
    await answerOf(admin, "PUT", "/in-context", { on: true });
    await answerOf(admin, "POST", "/preview", { locale: "de", drafts: { [name]: "Entwurf" } });
    await answerOf(admin, "DELETE", `/translations/keys/${name}`);
  });
});

describe("the answers of notifications, the activity log and tasks", () => {
  it("are what their contracts say", async () => {
    const admin = await signIn(await createAccount({ role: "admin" }));
    const translator = await createAccount({ role: "translator", locales: ["pl"] });
    await answerOf(admin, "GET", "/notifications");
    await answerOf(admin, "POST", "/notifications/read", { all: true });
    await answerOf(admin, "POST", "/notifications/unread", { all: true });
    await answerOf(admin, "GET", "/notifications/mentionable?locale=pl");
    await answerOf(admin, "GET", "/audit?limit=20");
    const name = `answers.t${fresh()}`;
    await answerOf(admin, "POST", "/translations/keys", { name });
    const body = { kind: "translate", locale: "pl", filter: { q: name }, assignees: [translator.id] };
    const task = await answerOf<{ id: number; version: number }>(admin, "POST", "/tasks", body);
    await answerOf(admin, "GET", "/tasks");
    await answerOf(admin, "GET", "/tasks/assignable?locale=pl");
    await answerOf(admin, "GET", `/tasks/${task.id}`);
    const changed = await answerOf<{ version: number }>(admin, "PATCH", `/tasks/${task.id}`, {
      ...{ version: task.version, description: "Checkout" },
    });
    const closed = await answerOf<{ version: number }>(admin, "POST", `/tasks/${task.id}/close`, changed);
    await answerOf(admin, "POST", `/tasks/${task.id}/reopen`, { version: closed.version });
  });
});

describe("the answers of the glossary and webhooks", () => {
  beforeEach(resetWebhooks);
  afterEach(() => vi.restoreAllMocks());

  it("are what their contracts say", async () => {
    const admin = await signIn(await createAccount({ role: "admin" }));
    const term = `Answer${fresh()}`;
    const made = await answerOf<{ term: { id: number; version: number } }>(admin, "POST", "/glossary", {
      ...{ term, translations: { de: { text: "Antwort" } } },
    });
    const { id, version } = made.term;
    await answerOf(admin, "GET", "/glossary");
    await answerOf(admin, "GET", `/glossary/${id}`);
    const changed = await answerOf<{ term: { version: number } }>(admin, "PATCH", `/glossary/${id}`, {
      ...{ version, description: "A reply" },
    });
    const csv = `term,de\n${term}x,Antwort\n`;
    await answerOf(admin, "POST", "/glossary/import", { format: "csv", content: csv, dryRun: true });
    await answerOf(admin, "DELETE", `/glossary/${id}?version=${changed.term.version}`);

    receiver();
    const hook = await answerOf<{ endpoint: { id: number; version: number } }>(admin, "POST", "/webhooks", {
      ...{ url: receiverUrl(), events: ["key.created"] },
    });
    const W = `/webhooks/${hook.endpoint.id}`;
    await answerOf(admin, "GET", "/webhooks");
    await answerOf(admin, "GET", W);
    const edited = await answerOf<{ endpoint: { version: number } }>(admin, "PATCH", W, {
      ...{ version: hook.endpoint.version, description: "Answers" },
    });
    const rotated = await answerOf<{ endpoint: { version: number } }>(admin, "POST", `${W}/rotate`, {
      version: edited.endpoint.version,
    });
    const ping = await answerOf<{ delivery: { id: string } }>(admin, "POST", `${W}/test`);
    await answerOf(admin, "GET", `${W}/deliveries`);
    await answerOf(admin, "GET", `${W}/deliveries/${ping.delivery.id}`);
    await answerOf(admin, "POST", `${W}/deliveries/${ping.delivery.id}/redeliver`);
    await answerOf(admin, "DELETE", `${W}?version=${rotated.endpoint.version}`);
  });
});
