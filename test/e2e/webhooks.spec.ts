import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { axeAtBothWidths } from "./a11y-helpers";
import { accounts, signIn } from "./auth-helpers";
import { expect, test, waitForHydration } from "./fixtures";

/** A receiver on this machine: what it was sent, in order. */
async function receiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (d) => {
      body += d;
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { "content-type": "text/plain" }).end("thanks");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { received, port: (server.address() as AddressInfo).port, close: () => server.close() };
}

/** Standard Webhooks, verified here from the spec: v1 = base64 HMAC-SHA256 of `id.timestamp.body` with the secret's bytes. */
function verified(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signed = `${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${body}`;
  const expected = `v1,${createHmac("sha256", key).update(signed).digest("base64")}`;
  return String(headers["webhook-signature"]).split(" ").includes(expected);
}

test("An admin registers a local endpoint, sends a test, and the receiver gets a signed ping the log shows as delivered", async ({
  page,
}) => {
  const hook = await receiver();
  try {
    await signIn(page, accounts.admin);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Webhooks" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Webhooks");
    await waitForHydration(page);

    const url = `http://localhost:${hook.port}/hook`;
    await page.getByLabel("URL (https)").fill(url);
    await page.getByRole("checkbox", { name: "key.created" }).check();
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const secret = await page.getByLabel(`Signing secret of ${url}`).inputValue();
    expect(secret).toMatch(/^whsec_/);

    const endpoint = page.getByRole("article", { name: url });
    await endpoint.getByRole("button", { name: "Send test" }).click();
    await expect.poll(() => hook.received.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const [ping] = hook.received;
    expect(JSON.parse(ping?.body ?? "{}")).toMatchObject({ type: "ping" });
    expect(verified(secret, ping?.headers ?? {}, ping?.body ?? "")).toBe(true);

    await endpoint.getByText("Delivery log").click();
    const log = endpoint.getByRole("region", { name: `Deliveries to ${url}` });
    await expect(async () => {
      await page.reload();
      await page.getByRole("article", { name: url }).getByText("Delivery log").click();
      await expect(log.getByRole("row", { name: /ping/ })).toContainText("200", { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await axeAtBothWidths(page);
    // On a phone the log scrolls sideways rather than squeezing a column to a letter a line.
    await page.setViewportSize({ width: 375, height: 800 });
    const widths = await log.locator("th").evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().width));
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  } finally {
    hook.close();
  }
});

test("Deleting an endpoint asks first in the page's own dialog: Esc keeps it, Delete removes it", async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto("/admin/webhooks");
  await waitForHydration(page);
  const url = `https://example.com/hook-${Date.now()}`;
  await page.getByLabel("URL (https)").fill(url);
  await page.getByRole("checkbox", { name: "key.deleted" }).check();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const endpoint = page.getByRole("article", { name: url });
  const remove = endpoint.getByRole("button", { name: "Delete", exact: true });

  await remove.click();
  const dialog = page.getByRole("dialog", { name: `Delete the endpoint ${url} and its delivery log?` });
  await expect(dialog.getByRole("button", { name: "Delete", exact: true })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(endpoint).toBeVisible();

  await remove.click();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(endpoint).toHaveCount(0);
});
