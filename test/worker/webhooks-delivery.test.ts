import { env } from "cloudflare:test";
import { createHmac, timingSafeEqual } from "node:crypto";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { WebhookDelivery, WebhookEndpoint } from "../../common/contracts/webhooks";
import { DISABLE_AFTER_FAILURES } from "../../worker/services/webhooks/outcome";
import { createAccount, signIn } from "./auth-helpers";
import { problemOf } from "./helpers";
import {
  addEndpoint,
  deadLetters,
  deliveryRows,
  receiver,
  resetWebhooks,
  runConsumer,
  webhooksApi,
} from "./webhooks-helpers";

/**
 * The queue consumer (issue 30, item 3): signed per the Standard Webhooks spec, retried with
 * growing delays on 5xx, stopped by 410, dead-lettered after the last attempt. Receivers are
 * local stand-ins (./webhooks-helpers.ts `receiver`); nothing reaches the network.
 */
let admin: string;

beforeAll(async () => {
  admin = await signIn(await createAccount({ role: "admin" }));
});
beforeEach(resetWebhooks);
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The spec's verification, written here from its text and not from the worker's code: the key
 * is the base64 part of the secret after `whsec_`, decoded; the signed content is
 * `${webhook-id}.${webhook-timestamp}.${body}`; the header is a space-separated list of
 * `v1,<base64 HMAC-SHA256>`, any one of which may match.
 */
function verifyStandardWebhook(secret: string, headers: Headers, body: string): boolean {
  const id = headers.get("webhook-id") ?? "";
  const timestamp = headers.get("webhook-timestamp") ?? "";
  const key = Buffer.from(secret.split("_")[1] ?? "", "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest();
  return (headers.get("webhook-signature") ?? "").split(" ").some((entry) => {
    const [version, signature] = entry.split(",");
    const given = Buffer.from(signature ?? "", "base64");
    return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** A ping to the endpoint, through the API: its delivery id. */
async function ping(endpoint: WebhookEndpoint): Promise<string> {
  const res = await webhooksApi(admin, "POST", `/${endpoint.id}/test`, {});
  expect(res.status).toBe(202);
  return ((await res.json()) as { delivery: WebhookDelivery }).delivery.id;
}

describe("a delivery", () => {
  it("is signed per the Standard Webhooks spec, verified by an independent implementation", async () => {
    const { endpoint, secret } = await addEndpoint(admin, ["key.created"]);
    const received = receiver();
    const id = await ping(endpoint);
    const before = Math.floor(Date.now() / 1000);
    const result = await runConsumer([id]);
    expect(result.explicitAcks).toHaveLength(1);
    const [request] = received;
    expect(request?.url).toBe(endpoint.url);
    expect(request?.headers.get("content-type")).toBe("application/json");
    expect(request?.headers.get("webhook-id")).toBe(id);
    expect(Number(request?.headers.get("webhook-timestamp"))).toBeGreaterThanOrEqual(before - 1);
    expect(request?.redirect).toBe("manual");
    expect(verifyStandardWebhook(secret, request?.headers as Headers, request?.body ?? "")).toBe(true);
    // The same check fails for another secret or a changed body: the verifier can tell.
    expect(
      verifyStandardWebhook(
        `whsec_${btoa("another secret of 24 bytes")}`,
        request?.headers as Headers,
        request?.body ?? "",
      ),
    ).toBe(false);
    expect(verifyStandardWebhook(secret, request?.headers as Headers, `${request?.body} `)).toBe(false);
    expect(JSON.parse(request?.body ?? "")).toEqual({
      type: "ping",
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: { endpointId: endpoint.id, message: expect.any(String) },
    });
    const [row] = await deliveryRows(endpoint.id);
    expect(row).toMatchObject({ status: "succeeded", attempts: 1, response_status: 200, response_excerpt: "ok" });
  });

  it("is retried on 500 with growing delays, then fails into the dead-letter queue after the last attempt", async () => {
    const { endpoint } = await addEndpoint(admin, ["key.created"]);
    const received = receiver(
      () => new Response("down for maintenance", { status: 500, headers: { "content-type": "text/plain" } }),
    );
    const id = await ping(endpoint);
    const delays: number[] = [];
    for (let attempt = 1; attempt < 8; attempt++) {
      const result = await runConsumer([id], attempt);
      expect(result.explicitAcks).toEqual([]);
      expect(result.retryMessages).toHaveLength(1);
      delays.push(...result.delays.map((d) => d ?? -1));
      expect((await deliveryRows(endpoint.id))[0]).toMatchObject({
        status: "pending",
        attempts: attempt,
        response_status: 500,
      });
    }
    expect(delays).toEqual([5, 30, 120, 600, 1800, 3600, 7200]);
    const dlq = deadLetters();
    const last = await runConsumer([id], 8, { WEBHOOKS_DLQ: dlq.queue });
    expect(last.retryMessages).toEqual([]);
    expect(last.explicitAcks).toHaveLength(1);
    expect(dlq.sent).toEqual([{ deliveryId: id }]);
    expect(received).toHaveLength(8);
    expect((await deliveryRows(endpoint.id))[0]).toMatchObject({
      status: "failed",
      attempts: 8,
      response_excerpt: "down for maintenance",
    });
    const after = (await (await webhooksApi(admin, "GET", `/${endpoint.id}`)).json()) as { endpoint: WebhookEndpoint };
    expect(after.endpoint).toMatchObject({ failures: 1, enabled: true });
  });

  it("stops on 410 Gone and disables the endpoint, which the dashboard names", async () => {
    const { endpoint } = await addEndpoint(admin, ["key.created"]);
    receiver(() => new Response(null, { status: 410 }));
    const result = await runConsumer([await ping(endpoint)]);
    expect(result.retryMessages).toEqual([]);
    expect((await deliveryRows(endpoint.id))[0]).toMatchObject({ status: "failed", response_status: 410 });
    const after = (await (await webhooksApi(admin, "GET", `/${endpoint.id}`)).json()) as { endpoint: WebhookEndpoint };
    expect(after.endpoint).toMatchObject({
      enabled: false,
      disabledReason: "The endpoint answered 410 Gone",
      version: 2,
    });
    const audit = await env.DB.prepare(
      "SELECT detail FROM audit_log WHERE event = 'webhook.disable' ORDER BY id DESC",
    ).first();
    expect(audit?.detail).toBe(`${endpoint.id} The endpoint answered 410 Gone`);
    // An endpoint that is off gets no test and no redelivery until an admin turns it on.
    await problemOf(await webhooksApi(admin, "POST", `/${endpoint.id}/test`, {}), 409);
  });

  it("is not retried on another 4xx, nor on a redirect, which is never followed", async () => {
    const { endpoint } = await addEndpoint(admin, ["key.created"]);
    const statuses = [400, 302];
    receiver(
      () => new Response(null, { status: statuses.shift() ?? 200, headers: { location: "https://169.254.169.254/" } }),
    );
    const result = await runConsumer([await ping(endpoint), await ping(endpoint)]);
    expect(result.retryMessages).toEqual([]);
    const rows = await deliveryRows(endpoint.id);
    expect(rows.map((r) => [r.status, r.response_status]).sort()).toEqual([
      ["failed", 302],
      ["failed", 400],
    ]);
    expect(rows.find((r) => r.response_status === 302)?.error).toBe(
      "Redirect to https://169.254.169.254/ not followed",
    );
  });

  it(`disables an endpoint after ${DISABLE_AFTER_FAILURES} failed deliveries in a row; a success resets the count`, async () => {
    const { endpoint } = await addEndpoint(admin, ["key.created"]);
    let status = 400;
    receiver(() => new Response(null, { status }));
    for (let i = 0; i < DISABLE_AFTER_FAILURES - 1; i++) await runConsumer([await ping(endpoint)]);
    status = 204;
    await runConsumer([await ping(endpoint)]);
    let after = (await (await webhooksApi(admin, "GET", `/${endpoint.id}`)).json()) as { endpoint: WebhookEndpoint };
    expect(after.endpoint).toMatchObject({ enabled: true, failures: 0 });
    status = 400;
    const ids = [];
    for (let i = 0; i < DISABLE_AFTER_FAILURES; i++) ids.push(await ping(endpoint));
    await runConsumer(ids);
    after = (await (await webhooksApi(admin, "GET", `/${endpoint.id}`)).json()) as { endpoint: WebhookEndpoint };
    expect(after.endpoint).toMatchObject({
      enabled: false,
      failures: DISABLE_AFTER_FAILURES,
      disabledReason: `Turned off after ${DISABLE_AFTER_FAILURES} failed deliveries in a row`,
    });
  });
});

describe("the delivery log", () => {
  it("lists the attempts, and redelivers one under the same id, freshly signed", async () => {
    const { endpoint, secret } = await addEndpoint(admin, ["key.created"]);
    const statuses = [400, 200];
    const received = receiver(() => Response.json({ ok: statuses[0] === 200 }, { status: statuses.shift() ?? 200 }));
    const id = await ping(endpoint);
    await runConsumer([id]);
    const log = await webhooksApi(admin, "GET", `/${endpoint.id}/deliveries`);
    expect(((await log.json()) as { deliveries: WebhookDelivery[] }).deliveries).toEqual([
      expect.objectContaining({
        id,
        event: "ping",
        status: "failed",
        attempts: 1,
        responseStatus: 400,
        responseExcerpt: '{"ok":false}',
        latencyMs: expect.any(Number),
      }),
    ]);
    const again = await webhooksApi(admin, "POST", `/${endpoint.id}/deliveries/${id}/redeliver`, {});
    expect(again.status).toBe(202);
    expect(((await again.json()) as { delivery: WebhookDelivery }).delivery).toMatchObject({ id, status: "pending" });
    await runConsumer([id]);
    expect((await deliveryRows(endpoint.id))[0]).toMatchObject({
      status: "succeeded",
      attempts: 2,
      response_status: 200,
    });
    expect(received.map((r) => r.headers.get("webhook-id"))).toEqual([id, id]);
    expect(received[0]?.body).toBe(received[1]?.body);
    expect(verifyStandardWebhook(secret, received[1]?.headers as Headers, received[1]?.body ?? "")).toBe(true);
    await problemOf(await webhooksApi(admin, "POST", `/${endpoint.id}/deliveries/msg_unknown/redeliver`, {}), 404);
    await problemOf(await webhooksApi(admin, "POST", `/${endpoint.id}/deliveries/not-an-id/redeliver`, {}), 400);
  });
});
