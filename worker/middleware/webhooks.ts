import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { collectWebhookEvents, recordEvents } from "../services/webhooks";

/**
 * After an admin request, turns the webhook events its services emitted (services/webhooks/events.ts)
 * into delivery rows and queue messages (services/webhooks/deliveries.ts). It waits for D1 and the
 * queue only, never for a receiver (the queue's consumer does that), and a failure here is logged:
 * the request's answer stands (docs/decisions/0071-webhooks.md).
 */
export function webhookEvents() {
  return createMiddleware<AppEnv>(async function webhookEvents(c, next) {
    const events = await collectWebhookEvents(next);
    if (events.length === 0) return;
    try {
      await recordEvents(c.env, events, new URL(c.req.url).origin);
    } catch (error) {
      console.error("webhooks: events not recorded:", events.map((e) => e.type).join(", "), String(error));
    }
  });
}
