import { accounts, signIn } from "./auth-helpers";
import { expect, test } from "./fixtures";

test("A value holding </script> saved for /de shows as text and runs nothing", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    return dialog.dismiss();
  });
  await signIn(page, accounts.admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");

  // ICU quoting makes it literal text (unquoted, `<script>` would be a rich-text tag).
  const hostile = "</script><script>alert(1)</script>";
  const source = `'${hostile}'`;
  const status = await page.evaluate(async (text) => {
    const api = "/api/admin/translations";
    const key = await (await fetch(`${api}/keys/home.lead`)).json();
    const version = key.key.values.de?.version ?? 0;
    const res = await fetch(`${api}/keys/home.lead/values/de`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ text, version }),
    });
    return res.status;
  }, source);
  expect(status).toBe(200);

  await page.goto("/de");
  await expect(page.locator(".lead")).toHaveText(hostile);
  // Hydrated and navigated client-side too: still text.
  await page.getByRole("link", { name: "English" }).click();
  await page.getByRole("link", { name: "Deutsch" }).click();
  await expect(page.locator(".lead")).toHaveText(hostile);
  expect(dialogs).toEqual([]);

  // Put the seed text back for the stories that follow.
  await page.evaluate(async () => {
    const api = "/api/admin/translations";
    const key = await (await fetch(`${api}/keys/home.lead`)).json();
    const history = key.history.find((h: { action: string }) => h.action === "edit");
    // A revert names the version of the cell it restores (a stale one is a conflict).
    const version = key.key.values[history.locale]?.version ?? 0;
    await fetch(`${api}/history/${history.id}/revert`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ version }),
    });
  });
});
