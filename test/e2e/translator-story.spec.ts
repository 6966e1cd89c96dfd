import { pageUrlPath } from "../../common/pages";
import { headingOf, signedInContext } from "./auth-helpers";
import {
  accounts,
  approveAndPublishAll,
  cell,
  openEditor,
  readTranslation,
  setCell,
  translationsCall,
} from "./editor-helpers";
import { expect, test, waitForHydration } from "./fixtures";
import { inviteAndAccept } from "./people-helpers";

/**
 * The whole story in one browser run: an admin invites a translator, the translator
 * signs in through the link and translates a cell of a locale that publishes only reviewed
 * texts, the reviewer approves it, and the public page changes on the next request.
 */
const KEY = "features.title";
const PAGE = pageUrlPath("features", "de");

test("An invited translator's text goes live only when the reviewer approves it", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const baseURL = test.info().project.use.baseURL;
  const { context: adminContext, page: admin } = await signedInContext(browser, baseURL, accounts.admin);
  const original = (await readTranslation(admin, KEY, "de")) as string;
  const translated = `Funktionen im Überblick ${Date.now().toString(36)}`;

  try {
    // German publishes only reviewed texts.
    expect(await translationsCall(admin, "PUT", "/locales/de", { reviewedOnly: true })).toBe(200);

    // The admin invites a German translator, who sets a password through the link.
    const translator = await inviteAndAccept(admin, browser, { role: "translator", locales: ["de"] });
    try {
      const { page: tp } = translator;
      await tp.goto(`/admin/translation?q=${KEY}&cols=de`);
      await waitForHydration(tp);
      await expect(tp.getByRole("grid", { name: "Translations" })).toHaveAttribute("aria-busy", "false");
      await cell(tp, KEY, "de").click();
      const editor = tp.getByRole("textbox", { name: `Deutsch text of ${KEY}` });
      await editor.fill(translated);
      await editor.press("Control+Enter");
      await expect(cell(tp, KEY, "de")).toContainText("Needs review");
    } finally {
      await translator.context.close();
    }

    // Visitors keep the reviewed text while the new one waits.
    expect(await headingOf(page, PAGE)).toBe(original);

    // The reviewer (German and Hungarian) sees both and approves in the editor.
    await openEditor(page, accounts.reviewer, `?q=${KEY}&cols=de`);
    const de = cell(page, KEY, "de");
    await expect(de).toContainText("Needs review");
    await expect(de).toContainText(translated);
    await de.getByRole("button", { name: "Approve" }).click();
    await expect(de).toContainText("Reviewed");

    // The next public request shows it.
    expect(await headingOf(page, PAGE)).toBe(translated);
  } finally {
    await setCell(admin, KEY, "de", original);
    await approveAndPublishAll(admin, KEY, "de");
    await adminContext.close();
  }
});
