import { seriousViolations } from "./a11y-helpers";
import { accounts, openEditor, translationsCall } from "./editor-helpers";
import { expect, test } from "./fixtures";

/** Issue 26, item 4: an admin deletes the keys a filter shows, after a confirmation that counts them. */
test("An admin deletes the keys the search shows after a counted confirmation, at 1366 and 375 px", async ({
  page,
}) => {
  const prefix = `e2eBulk${Date.now().toString(36)}`;
  await openEditor(page, accounts.admin, `?q=${prefix}&cols=de`);
  for (const name of ["one", "two", "three"]) {
    expect(await translationsCall(page, "POST", "/keys", { name: `${prefix}.${name}` })).toBe(201);
  }
  expect(await translationsCall(page, "PUT", `/keys/${prefix}.one/values/de`, { text: "Eins", version: 0 })).toBe(200);
  await page.reload();
  await expect(page.getByRole("grid", { name: "Translations" })).toHaveAttribute("aria-busy", "false");

  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 812 });
    await page.getByRole("button", { name: "Delete shown keys…" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete the keys shown?" });
    await expect(confirm).toContainText("This deletes the 3 keys the current filters show, with their 1 translation");
    await expect(confirm.getByRole("list", { name: "Keys to delete" }).getByRole("listitem")).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);
    if (width === 375) {
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(confirm).toHaveCount(0);
      continue;
    }
    await confirm.getByRole("button", { name: "Delete 3 keys" }).click();
    await expect(confirm.getByRole("status")).toHaveText("Deleted 3 keys and 1 translation.");
    await expect(confirm.getByRole("button", { name: "Delete 3 keys" })).toHaveCount(0);
  }
  expect((await page.request.get(`/api/admin/translations/keys/${prefix}.one`)).status()).toBe(404);
});
