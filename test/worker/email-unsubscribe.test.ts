import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { EmailPreferences } from "../../common/contracts/email";
import type { AccountRow } from "../../worker/services/identity/accounts";
import { createAccount, fetchWithEnv, SAME_ORIGIN, signIn } from "./auth-helpers";
import {
  drain,
  emailStandIn,
  emailVars,
  emptyEmail,
  input,
  notify,
  recordingQueue,
  runEmailConsumer,
} from "./email-helpers";

/**
 * The one-click unsubscribe link (RFC 8058) works without a session: GET asks and changes
 * nothing, POST turns that kind off for that account; a tampered link, or one of another
 * account, is refused. The preferences API shows the result.
 */
let reviewer: AccountRow;
let translator: AccountRow;
let other: AccountRow;
let translatorCookie: string;

beforeAll(async () => {
  reviewer = await createAccount({ role: "reviewer", locales: ["pl"] });
  translator = await createAccount({ role: "translator", locales: ["pl"] });
  other = await createAccount({ role: "translator", locales: ["pl"] });
  translatorCookie = await signIn(translator);
});
beforeEach(emptyEmail);
afterEach(() => {
  vi.restoreAllMocks();
});

/** The unsubscribe link of the translator's email about a text sent back (from its header). */
async function linkFromEmail(): Promise<string> {
  const sent = emailStandIn();
  const queue = recordingQueue();
  const vars = emailVars({ EMAILS: queue.queue });
  await notify([input(translator.id, "changes-requested", { data: { reason: "Shorter" } })], reviewer.email);
  await runEmailConsumer([{ scan: "immediately", since: new Date(0).toISOString() }], { ...vars, EMAILS: queue.queue });
  await drain(queue, vars);
  const headers = (sent[0]?.body.headers ?? {}) as Record<string, string>;
  const header = headers["List-Unsubscribe"] ?? "";
  vi.restoreAllMocks();
  return header.slice(1, -1);
}

const path = (link: string) => new URL(link).pathname;
const oneClick = (link: string) =>
  fetchWithEnv(emailVars(), path(link), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });

async function preferences(): Promise<EmailPreferences> {
  const res = await fetchWithEnv(emailVars(), "/api/admin/account/email-preferences", {
    headers: { ...SAME_ORIGIN, Cookie: translatorCookie },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as EmailPreferences;
}

describe("the unsubscribe link", () => {
  it("asks on GET without changing anything, and turns the kind off on a one-click POST without a session", async () => {
    const link = await linkFromEmail();
    const page = await fetchWithEnv(emailVars(), path(link));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Stop emails about texts sent back to you to ${translator.email}?`);
    expect(html).toMatch(/<form method="post" action="\/email\/unsubscribe\/[^"]+"><p>/);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect((await preferences()).preferences["changes-requested"]).toBe("immediately");

    const done = await oneClick(link);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("You will get no more emails about texts sent back to you.");
    expect((await preferences()).preferences).toMatchObject({ "changes-requested": "off", mentioned: "immediately" });
    // The next text sent back is no email.
    const sent = emailStandIn();
    const queue = recordingQueue();
    await notify([input(translator.id, "changes-requested", { data: { reason: "Again" } })], reviewer.email);
    await runEmailConsumer(
      [{ scan: "immediately", since: new Date(0).toISOString() }],
      emailVars({ EMAILS: queue.queue }),
    );
    await drain(queue, emailVars());
    expect(sent).toHaveLength(0);
  });

  it("refuses a tampered link, another account's id on this signature, and another kind", async () => {
    const link = await linkFromEmail();
    const [id, kind, mac] = (path(link).split("/").at(-1) ?? "").split(".") as [string, string, string];
    const swap = (c: string) => (c === "A" ? "Q" : "A");
    // A changed character in the middle, and a last character that differs in its two spare bits only.
    const middle = mac.slice(0, 20) + swap(mac.charAt(20)) + mac.slice(21);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const spare = mac.slice(0, -1) + alphabet.charAt(alphabet.indexOf(mac.charAt(42)) + 1);
    const tampered = [middle, spare].map((m) => `${id}.${kind}.${m}`);
    for (const token of [...tampered, `${other.id}.${kind}.${mac}`, `${id}.approved.${mac}`, "junk"]) {
      const res = await oneClick(`https://x.example/email/unsubscribe/${token}`);
      expect(res.status, token).toBe(404);
      expect(await res.text()).toContain("This unsubscribe link is not valid.");
    }
    expect((await preferences()).preferences["changes-requested"]).toBe("immediately");
  });

  it("refuses every link when the deployment has no link secret", async () => {
    const link = await linkFromEmail();
    const res = await fetchWithEnv(emailVars({ EMAIL_LINK_SECRET: undefined }), path(link), { method: "POST" });
    expect(res.status).toBe(404);
  });

  it("stops the whole digest from a digest's link", async () => {
    const sent = emailStandIn();
    const queue = recordingQueue();
    const vars = emailVars({ EMAILS: queue.queue });
    await notify([input(translator.id, "approved", { count: 4 })], reviewer.email);
    const { queueDailyEmails } = await import("../../worker/services/email");
    const { env } = await import("cloudflare:test");
    await queueDailyEmails({ ...env, ...vars } as never);
    await drain(queue, vars);
    const headers = (sent[0]?.body.headers ?? {}) as Record<string, string>;
    const link = (headers["List-Unsubscribe"] ?? "").slice(1, -1);
    expect(link).toContain(`/email/unsubscribe/${translator.id}.digest.`);
    expect((await oneClick(link)).status).toBe(200);
    const after = (await preferences()).preferences;
    expect(after).toMatchObject({ approved: "off", import: "off", "changes-requested": "immediately" });
  });
});

describe("the email preferences API", () => {
  it("answers the defaults, changes named kinds, and says whether email is on", async () => {
    const off = await fetchWithEnv({ EMAIL_PROVIDER: "" }, "/api/admin/account/email-preferences", {
      headers: { ...SAME_ORIGIN, Cookie: translatorCookie },
    });
    expect(await off.json()).toMatchObject({
      delivery: "off",
      preferences: { approved: "digest", mentioned: "immediately" },
    });
    const put = (body: unknown) =>
      fetchWithEnv(emailVars(), "/api/admin/account/email-preferences", {
        method: "PUT",
        headers: { ...SAME_ORIGIN, Cookie: translatorCookie, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const changed = await put({ preferences: { approved: "immediately", import: "off" } });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      delivery: "on",
      preferences: { approved: "immediately", import: "off", pretranslate: "digest" },
    });
    expect((await put({ preferences: { approved: "weekly" } })).status).toBe(400);
    expect((await put({ preferences: { nonsense: "off" } })).status).toBe(400);
    expect((await put({ preferences: {} })).status).toBe(400);
    const signedOut = await fetchWithEnv({}, "/api/admin/account/email-preferences", { headers: SAME_ORIGIN });
    expect(signedOut.status).toBe(401);
  });
});
