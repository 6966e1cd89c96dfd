import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { queueImmediateScan } from "../services/email";
import { collectNotified } from "../services/notifications";

/**
 * After an admin request that wrote notifications, one message on the EMAILS queue, whose consumer
 * claims the notifications to email at once and sends them (worker/services/email/). Nothing when
 * email is off. It waits for the queue only; a failure is logged and the answer stands (the daily
 * job sweeps up what a lost message left behind).
 */
export function immediateEmails() {
  return createMiddleware<AppEnv>(async function immediateEmails(c, next) {
    const started = new Date();
    const notified = await collectNotified(next);
    if (!notified) return;
    try {
      await queueImmediateScan(c.env, started);
    } catch (error) {
      console.error("email: immediate emails not queued:", String(error));
    }
  });
}
