import { env } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { WebhookEvent } from "../../common/contracts/webhooks";
import { publishRevision } from "../../worker/services/translations/publish";
import { createAccount, signIn, translationsApi } from "./auth-helpers";
import { ORIGIN } from "./helpers";
import { seedStore } from "./store-helpers";
import { addEndpoint, deliveryRows, receiver, resetWebhooks, runConsumer } from "./webhooks-helpers";

/**
 * Each event is emitted by its action, with its payload's shape (docs/webhooks.md), and
 * a receiver that hangs never delays a save.
 */
let admin: string;
let adminEmail: string;
let reviewer: string;

beforeAll(async () => {
  const account = await createAccount({ role: "admin" });
  adminEmail = account.email;
  admin = await signIn(account);
  reviewer = await signIn(await createAccount({ role: "reviewer", locales: ["de"] }));
});
beforeEach(async () => {
  await seedStore();
  await resetWebhooks();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function ok(res: Response, status = 200) {
  expect(res.status, await res.clone().text()).toBe(status);
  return res.json() as Promise<Record<string, unknown>>;
}

/** The payloads delivered (or pending) to an endpoint subscribed to `event` alone, after `action`. */
async function payloadsOf(event: WebhookEvent, action: () => Promise<unknown>) {
  const { endpoint } = await addEndpoint(admin, [event]);
  await action();
  const rows = await deliveryRows(endpoint.id);
  expect(rows.every((r) => r.status === "pending" && r.event === event)).toBe(true);
  return rows.map((r) => JSON.parse(r.payload) as { type: string; timestamp: string; data: Record<string, unknown> });
}

const versionOf = async (name: string, locale: string) => {
  const detail = await ok(await translationsApi(admin, "GET", `/keys/${name}`));
  return (detail.key as { values: Record<string, { version: number }> }).values[locale]?.version ?? 0;
};

describe("events", () => {
  it("key.created and publication.created, when an admin creates a key", async () => {
    const [created] = await payloadsOf("key.created", async () =>
      ok(await translationsApi(admin, "POST", "/keys", { name: "checkout.title", description: "Heading" }), 201),
    );
    expect(created).toEqual({
      type: "key.created",
      timestamp: expect.stringMatching(/Z$/),
      data: {
        key: "checkout.title",
        description: "Heading",
        createdBy: adminEmail,
        links: { key: `${ORIGIN}/api/admin/translations/keys/checkout.title` },
      },
    });
    const [published] = await payloadsOf("publication.created", async () =>
      ok(await translationsApi(admin, "POST", "/keys", { name: "checkout.note" }), 201),
    );
    expect(published?.data).toEqual({
      revision: expect.any(Number),
      publishedAt: expect.any(String),
      notServed: 0,
      bundleErrors: [],
    });
  });

  it("an event emitted outside any request (a command-line publication) is never delivered by a later request", async () => {
    const { endpoint } = await addEndpoint(admin, ["publication.created"]);
    await publishRevision(env.DB, env.CACHE);
    await ok(await translationsApi(admin, "POST", "/keys", { name: "checkout.extra" }), 201);
    const rows = await deliveryRows(endpoint.id);
    expect(rows).toHaveLength(1);
  });

  it("key.deleted, for one key and for many", async () => {
    const [one] = await payloadsOf("key.deleted", async () =>
      expect((await translationsApi(admin, "DELETE", "/keys/home.title", {})).status).toBe(204),
    );
    expect(one?.data).toEqual({ keys: ["home.title"], keyCount: 1, deletedBy: adminEmail });
    await resetWebhooks();
    const payloads = await payloadsOf("key.deleted", async () => {
      const dry = await ok(await translationsApi(admin, "POST", "/keys/delete", { keys: ["nav.home", "nav.pricing"] }));
      await ok(
        await translationsApi(admin, "POST", "/keys/delete", {
          keys: ["nav.home", "nav.pricing"],
          dryRun: false,
          translations: dry.translations,
        }),
      );
    });
    expect(payloads.map((p) => p.data)).toEqual([
      { keys: ["nav.home", "nav.pricing"], keyCount: 2, translations: expect.any(Number), deletedBy: adminEmail },
    ]);
  });

  it("translation.approved, when a reviewer approves", async () => {
    const version = await versionOf("home.title", "de");
    await ok(await translationsApi(admin, "PUT", "/keys/home.title/values/de", { text: "Hallo Welt", version }));
    const [approved] = await payloadsOf("translation.approved", async () =>
      ok(await translationsApi(reviewer, "POST", "/keys/home.title/values/de/approve", { version: version + 1 })),
    );
    expect(approved?.data).toMatchObject({
      key: "home.title",
      locale: "de",
      version: version + 1,
      text: "Hallo Welt",
      approvedBy: expect.stringContaining("reviewer-"),
    });
  });

  it("import.applied and import.undone", async () => {
    let importId = 0;
    const [applied] = await payloadsOf("import.applied", async () => {
      const body = {
        format: "json",
        locale: "hu",
        fileName: "hu.json",
        content: JSON.stringify({ "home.title": "Szia", "home.fresh": "Friss" }),
        dryRun: false,
      };
      importId = (await ok(await translationsApi(admin, "POST", "/import", body))).importId as number;
    });
    expect(applied?.data).toMatchObject({
      importId,
      actor: adminEmail,
      format: "json",
      locales: ["hu"],
      written: 2,
      keys: ["home.title", "home.fresh"],
      keyCount: 2,
      links: { undo: `${ORIGIN}/api/admin/translations/imports/${importId}/undo` },
    });
    const [undone] = await payloadsOf("import.undone", async () => {
      const preview = await ok(await translationsApi(admin, "GET", `/imports/${importId}/undo`));
      await ok(await translationsApi(admin, "POST", `/imports/${importId}/undo`, { basis: preview.basis }));
    });
    expect(undone?.data).toMatchObject({ importId, undoneBy: adminEmail, restored: 2, removedKeys: 1 });
  });

  it("comment.created", async () => {
    const [comment] = await payloadsOf("comment.created", async () =>
      ok(
        await translationsApi(reviewer, "POST", "/keys/home.title/comments", {
          text: "Formal or not?",
          locale: "de",
          question: true,
        }),
        201,
      ),
    );
    expect(comment?.data).toMatchObject({
      key: "home.title",
      locale: "de",
      question: true,
      text: "Formal or not?",
      commentId: expect.any(Number),
      links: { comments: `${ORIGIN}/api/admin/translations/keys/home.title/comments` },
    });
  });

  it("goes only to enabled endpoints subscribed to it", async () => {
    const { endpoint: other } = await addEndpoint(admin, ["comment.created"]);
    const payloads = await payloadsOf("key.created", async () =>
      ok(await translationsApi(admin, "POST", "/keys", { name: "only.one" }), 201),
    );
    expect(payloads).toHaveLength(1);
    expect(await deliveryRows(other.id)).toEqual([]);
  });
});

describe("a receiver that hangs", () => {
  it("never delays a save: the save answers while the delivery before it still waits on the receiver", async () => {
    const { endpoint } = await addEndpoint(admin, ["key.created"]);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const received = receiver(async () => {
      await held;
      return new Response("late");
    });
    await ok(await translationsApi(admin, "POST", "/keys", { name: "hang.first" }), 201);
    const [first] = await deliveryRows(endpoint.id);
    // The consumer is sending the first delivery, and the receiver does not answer.
    const sending = runConsumer([first?.id as string]);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    // Meanwhile a save answers, and its own delivery is recorded and pending.
    await ok(await translationsApi(admin, "POST", "/keys", { name: "hang.second" }), 201);
    const rows = await deliveryRows(endpoint.id);
    expect(rows.map((r) => [JSON.parse(r.payload).data.key, r.status, r.attempts])).toEqual([
      ["hang.first", "pending", 0],
      ["hang.second", "pending", 0],
    ]);
    release();
    await sending;
    expect((await deliveryRows(endpoint.id))[0]).toMatchObject({ status: "succeeded", response_excerpt: "late" });
  });
});
