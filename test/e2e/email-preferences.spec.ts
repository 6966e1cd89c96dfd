import { axeAtBothWidths } from "./a11y-helpers";
import { accounts, signIn } from "./auth-helpers";
import { expect, test, waitForHydration } from "./fixtures";
import { inviteAndAccept } from "./people-helpers";

test("A translator chooses which notifications reach them by email, and learns that email is off here", async ({
  page,
  browser,
}) => {
  // Someone new (scrypt on sign-in and on the link), so the shared accounts keep their defaults.
  test.slow();
  await signIn(page, accounts.admin);
  await page.goto("/admin");
  const person = await inviteAndAccept(page, browser, { role: "translator", locales: ["pl"] });
  try {
    const own = person.page;
    await own.goto("/admin/account");
    await waitForHydration(own);
    const email = own.getByRole("region", { name: "Email" });
    await expect(email).toContainText("Email is off for this deployment");
    const approved = email.getByLabel("Your texts were approved");
    await expect(approved).toHaveValue("digest");
    await expect(email.getByLabel("A reviewer sent your text back")).toHaveValue("immediately");
    await approved.selectOption({ label: "Off" });
    await expect(email.getByRole("status")).toHaveText("Your email preferences are saved.");
    await axeAtBothWidths(own);
    await own.reload();
    await expect(own.getByRole("region", { name: "Email" }).getByLabel("Your texts were approved")).toHaveValue("off");
  } finally {
    await person.context.close();
  }
});

test("An unsubscribe link that was never signed here shows a clear page, without a session", async ({ page }) => {
  const res = await page.goto(`/email/unsubscribe/1.approved.${"A".repeat(43)}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe");
  await expect(page.getByRole("main")).toContainText("This unsubscribe link is not valid.");
  await axeAtBothWidths(page);
});
