// The public entry's module graph, which this page has loaded already: importing it (it runs once
// per page) keeps the chunks of visitors' pages exactly as they are without this entry (each module
// shared by the same entries is split the same way), and costs this page no extra download.
import "./public-entry";
import "./in-context/in-context.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { type AppConfig, BOOT_GLOBAL } from "../common/contracts/app-config";
import { splitLocalePath } from "../common/locales";
import { AdminI18nProvider } from "./admin-i18n/AdminI18nProvider";
import { loadAdminMessages } from "./admin-i18n/load";
import { createAdminI18n } from "./admin-i18n/translator";
import { InContextApp } from "./in-context/InContextApp";
import { prepareKeys } from "./in-context/keys";
import { AppConfigProvider } from "./lib/app-config";
import { createHttpClient } from "./lib/http";

/**
 * In-context editing (docs/decisions/0058-in-context-editing.md): the worker adds this script
 * to a signed-in editor's edit-mode pages only, after the public entry. It outlines every text
 * the server marked with its key (`[data-i18n-key]`), and opens that key's editor for the page's
 * locale on a click or Enter. Visitors' pages never reference it. Its bar and dialog speak the
 * admin's language: the worker names it and its messages' URL in `config.admin` (docs/decisions/0087),
 * read here before anything is shown.
 */
const config = (window as unknown as Record<string, AppConfig | undefined>)[BOOT_GLOBAL];
if (!config) throw new Error(`${BOOT_GLOBAL} missing: the page was not rendered by the worker`);
if (!config.admin) throw new Error("config.admin missing: an edit-mode page is rendered with the admin's language");

const { locale } = splitLocalePath(window.location.pathname);
const bundle = await loadAdminMessages(config.admin);
const { t } = createAdminI18n(bundle);
prepareKeys(document, {
  title: (key, pending) => t(pending ? "inContext.key.editPending" : "inContext.key.edit", { key }),
  pendingMark: t("inContext.key.pendingMark"),
});
const host = document.createElement("div");
host.className = "in-context-root";
document.body.append(host);
createRoot(host).render(
  <StrictMode>
    <AppConfigProvider value={config}>
      <AdminI18nProvider bundle={bundle}>
        <InContextApp http={createHttpClient({ baseURL: config.apiPath })} locale={locale} />
      </AdminI18nProvider>
    </AppConfigProvider>
  </StrictMode>,
);
