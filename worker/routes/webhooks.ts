import { type Context, Hono } from "hono";
import {
  createWebhookBody,
  type DeliveryOne,
  deleteWebhookQuery,
  deliveryParams,
  MAX_WEBHOOK_BODY_BYTES,
  rotateWebhookBody,
  updateWebhookBody,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookOne,
  type WebhookWithSecret,
  webhookParams,
} from "../../common/contracts/webhooks";
import type { EndpointUrlPolicy } from "../../common/webhooks/endpoint-url";
import type { AppEnv, Bindings } from "../env";
import { clientIp, requireRole } from "../http/auth";
import { limitBody, validate } from "../http/validate";
import {
  createEndpoint,
  deleteEndpoint,
  getDelivery,
  getEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  rotateSecret,
  sendTest,
  updateEndpoint,
  type WebhookActor,
} from "../services/webhooks";

/** http to localhost only where `wrangler dev` says so (scripts/lib.mjs); never in a deployment. */
export const urlPolicyOf = (env: Bindings): EndpointUrlPolicy => ({
  allowHttpLocalhost: env.WEBHOOKS_ALLOW_HTTP_LOCALHOST === "true",
});

/** Every webhook route is an admin's: a 403 problem for anyone else. */
const admin = (c: Context<AppEnv>): WebhookActor => {
  const account = requireRole(c, "admin");
  return { id: account.id, email: account.email, ip: clientIp(c) };
};

const origin = (c: Context<AppEnv>) => new URL(c.req.url).origin;
const noStore = { "Cache-Control": "no-store" };

/**
 * `/api/admin/webhooks` (docs/admin-api.md, docs/webhooks.md): endpoints, their delivery logs,
 * redelivery and a test ping. The secret is in the answers of creation and rotation only.
 */
export const webhooksApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    admin(c);
    return c.json({ endpoints: (await listEndpoints(c.env.DB)) satisfies WebhookEndpoint[] }, 200, noStore);
  })
  .post("/", limitBody(MAX_WEBHOOK_BODY_BYTES), validate("json", createWebhookBody), async (c) => {
    const created = await createEndpoint(c.env.DB, c.req.valid("json"), admin(c), urlPolicyOf(c.env));
    return c.json(created satisfies WebhookWithSecret, 201, noStore);
  })
  .get("/:id", validate("param", webhookParams), async (c) => {
    admin(c);
    return c.json(
      { endpoint: await getEndpoint(c.env.DB, c.req.valid("param").id) } satisfies WebhookOne,
      200,
      noStore,
    );
  })
  .patch(
    "/:id",
    validate("param", webhookParams),
    limitBody(MAX_WEBHOOK_BODY_BYTES),
    validate("json", updateWebhookBody),
    async (c) => {
      const actor = admin(c);
      const { id } = c.req.valid("param");
      const endpoint = await updateEndpoint(c.env.DB, id, c.req.valid("json"), actor, urlPolicyOf(c.env));
      return c.json({ endpoint } satisfies WebhookOne, 200, noStore);
    },
  )
  .delete("/:id", validate("param", webhookParams), validate("query", deleteWebhookQuery), async (c) => {
    const actor = admin(c);
    await deleteEndpoint(c.env.DB, c.req.valid("param").id, c.req.valid("query").version, actor);
    return c.body(null, 204);
  })
  .post(
    "/:id/rotate",
    validate("param", webhookParams),
    limitBody(MAX_WEBHOOK_BODY_BYTES),
    validate("json", rotateWebhookBody),
    async (c) => {
      const actor = admin(c);
      const rotated = await rotateSecret(c.env.DB, c.req.valid("param").id, c.req.valid("json").version, actor);
      return c.json(rotated satisfies WebhookWithSecret, 200, noStore);
    },
  )
  .get("/:id/deliveries", validate("param", webhookParams), async (c) => {
    admin(c);
    const { id } = c.req.valid("param");
    await getEndpoint(c.env.DB, id);
    return c.json({ deliveries: (await listDeliveries(c.env.DB, id)) satisfies WebhookDelivery[] }, 200, noStore);
  })
  .get("/:id/deliveries/:deliveryId", validate("param", deliveryParams), async (c) => {
    admin(c);
    const { id, deliveryId } = c.req.valid("param");
    return c.json({ delivery: await getDelivery(c.env.DB, id, deliveryId) } satisfies DeliveryOne, 200, noStore);
  })
  .post("/:id/deliveries/:deliveryId/redeliver", validate("param", deliveryParams), async (c) => {
    const actor = admin(c);
    const { id, deliveryId } = c.req.valid("param");
    return c.json({ delivery: await redeliver(c.env, id, deliveryId, actor) } satisfies DeliveryOne, 202, noStore);
  })
  .post("/:id/test", validate("param", webhookParams), async (c) => {
    const actor = admin(c);
    const delivery = await sendTest(c.env, c.req.valid("param").id, actor, origin(c));
    return c.json({ delivery } satisfies DeliveryOne, 202, noStore);
  });
