import { env } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { WebhookEndpoint } from "../../common/contracts/webhooks";
import { createAccount, signIn } from "./auth-helpers";
import { failingPaths, problemOf } from "./helpers";
import { addEndpoint, receiverUrl, resetWebhooks, webhooksApi } from "./webhooks-helpers";

/** Webhook endpoints in the admin API (issue 30, item 3): admins only, versions, the secret once. */
let admin: string;
let reviewer: string;

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
  reviewer = await signIn(await createAccount({ role: "reviewer", locales: ["de"] }));
});
beforeEach(resetWebhooks);
afterEach(() => {
  vi.restoreAllMocks();
});

const endpointOf = async (res: Response, status = 200) => {
  expect(res.status).toBe(status);
  return ((await res.json()) as { endpoint: WebhookEndpoint }).endpoint;
};

describe("registering an endpoint", () => {
  it("answers the Standard Webhooks secret once; reads never show it", async () => {
    const url = receiverUrl();
    const created = await addEndpoint(admin, ["key.created", "publication.created"], url);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(atob(created.secret.slice(6))).toHaveLength(32);
    // Events are kept in the catalogue's order, whatever order they came in.
    expect(created.endpoint).toMatchObject({
      url,
      events: ["publication.created", "key.created"],
      enabled: true,
      failures: 0,
      version: 1,
      lastDelivery: null,
    });
    const list = await webhooksApi(admin, "GET");
    const text = await list.text();
    expect(text).toContain(url);
    expect(text).not.toContain(created.secret);
    expect(text).not.toContain("secret");
    const audit = await env.DB.prepare(
      "SELECT event, detail FROM audit_log WHERE event LIKE 'webhook.%' ORDER BY id DESC LIMIT 1",
    ).first();
    expect(audit).toEqual({ event: "webhook.create", detail: `${created.endpoint.id} ${url}` });
  });

  it("refuses bad input with a 400 naming the field, and stores nothing", async () => {
    expect(
      await failingPaths(await webhooksApi(admin, "POST", "", { url: "https://10.0.0.1/", events: ["key.created"] })),
    ).toEqual(["url"]);
    const metadata = await problemOf(
      await webhooksApi(admin, "POST", "", { url: "https://169.254.169.254/latest", events: ["key.created"] }),
      400,
    );
    expect(metadata.errors).toEqual([
      { path: "url", message: "must not be a link-local address (cloud metadata lives there)" },
    ]);
    // http to localhost is for local development (wrangler dev) only.
    expect(
      await failingPaths(
        await webhooksApi(admin, "POST", "", { url: "http://localhost:3000/", events: ["key.created"] }),
      ),
    ).toEqual(["url"]);
    expect(
      await failingPaths(await webhooksApi(admin, "POST", "", { url: receiverUrl(), events: ["key.renamed"] })),
    ).toEqual(["events.0"]);
    expect(await failingPaths(await webhooksApi(admin, "POST", "", { url: receiverUrl(), events: [] }))).toEqual([
      "events",
    ]);
    expect(await failingPaths(await webhooksApi(admin, "POST", "", { events: ["ping"] }))).toEqual(["url", "events.0"]);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM webhook_endpoints").first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("is for admins only: 403 for a reviewer, 401 signed out", async () => {
    const { endpoint } = await addEndpoint(admin, ["key.created"]);
    await problemOf(await webhooksApi(reviewer, "GET"), 403);
    await problemOf(await webhooksApi(reviewer, "POST", "", { url: receiverUrl(), events: ["key.created"] }), 403);
    await problemOf(await webhooksApi(reviewer, "POST", `/${endpoint.id}/test`, {}), 403);
    await problemOf(await webhooksApi(reviewer, "DELETE", `/${endpoint.id}?version=1`), 403);
    await problemOf(await webhooksApi("", "GET"), 401);
  });
});

describe("changing an endpoint", () => {
  it("takes changes at the version seen and refuses a stale one with 409 and the current endpoint", async () => {
    const { endpoint } = await addEndpoint(admin, ["key.created"]);
    const changed = await endpointOf(
      await webhooksApi(admin, "PATCH", `/${endpoint.id}`, { version: 1, events: ["key.deleted"], enabled: false }),
    );
    expect(changed).toMatchObject({
      events: ["key.deleted"],
      enabled: false,
      disabledReason: "Disabled by an admin",
      version: 2,
    });
    const stale = await problemOf(
      await webhooksApi(admin, "PATCH", `/${endpoint.id}`, { version: 1, description: "x" }),
      409,
    );
    expect(stale).toMatchObject({ current: { version: 2, description: "" } });
    const on = await endpointOf(await webhooksApi(admin, "PATCH", `/${endpoint.id}`, { version: 2, enabled: true }));
    expect(on).toMatchObject({ enabled: true, disabledReason: null, failures: 0, version: 3 });
    expect(
      await failingPaths(
        await webhooksApi(admin, "PATCH", `/${endpoint.id}`, { version: 3, url: "ftp://x.example.com/" }),
      ),
    ).toEqual(["url"]);
  });

  it("rotates the secret at the version seen, and deletes with the version", async () => {
    const { endpoint, secret } = await addEndpoint(admin, ["key.created"]);
    const rotated = await webhooksApi(admin, "POST", `/${endpoint.id}/rotate`, { version: 1 });
    expect(rotated.status).toBe(200);
    const next = (await rotated.json()) as { secret: string; endpoint: WebhookEndpoint };
    expect(next.secret).toMatch(/^whsec_/);
    expect(next.secret).not.toBe(secret);
    await problemOf(await webhooksApi(admin, "POST", `/${endpoint.id}/rotate`, { version: 1 }), 409);
    await problemOf(await webhooksApi(admin, "DELETE", `/${endpoint.id}?version=1`), 409);
    expect((await webhooksApi(admin, "DELETE", `/${endpoint.id}?version=2`)).status).toBe(204);
    await problemOf(await webhooksApi(admin, "GET", `/${endpoint.id}`), 404);
    const events = await env.DB.prepare(
      "SELECT event FROM audit_log WHERE event IN ('webhook.rotate', 'webhook.delete') AND detail = ?",
    )
      .bind(`${endpoint.id}`)
      .all();
    expect(events.results.map((r) => r.event).sort()).toEqual(["webhook.delete", "webhook.rotate"]);
  });
});
