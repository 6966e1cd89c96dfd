import { Hono } from "hono";
import {
  type EmailPreferences,
  emailPreferencesBody,
  MAX_EMAIL_PREFERENCES_BODY_BYTES,
} from "../../common/contracts/email";
import type { AppEnv } from "../env";
import { requireAccount } from "../http/auth";
import { limitBody, validate } from "../http/validate";
import { emailDelivery, emailPreferences, setEmailMode } from "../services/email";

/**
 * `/api/admin/account/email-preferences`: every signed-in person's own choice per notification
 * kind (off, immediately, daily digest), and whether this deployment sends email at all.
 */
export const emailPreferencesApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    const account = requireAccount(c);
    const preferences = await emailPreferences(c.env.DB, account.id);
    return c.json({ delivery: emailDelivery(c.env), preferences } satisfies EmailPreferences);
  })
  .put("/", limitBody(MAX_EMAIL_PREFERENCES_BODY_BYTES), validate("json", emailPreferencesBody), async (c) => {
    const account = requireAccount(c);
    await setEmailMode(c.env.DB, account.id, c.req.valid("json").preferences);
    const preferences = await emailPreferences(c.env.DB, account.id);
    return c.json({ delivery: emailDelivery(c.env), preferences } satisfies EmailPreferences);
  });
