import "./styles.css";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { type AppConfig, BOOT_GLOBAL } from "../common/contracts/app-config";
import { DEFAULT_LOCALE, splitLocalePath } from "../common/locales";
import { storeLocale } from "./i18n/locale-cookie";
import { ISLAND_ATTRIBUTE } from "./islands/Island";
import { IslandProviders } from "./islands/IslandProviders";
import { islandComponent } from "./islands/registry";
import { startBuildCheck } from "./lib/build-check";
import { pageIconSource } from "./lib/icon-data";

/**
 * The public pages' script (docs/decisions/0053-public-pages-hydrate-islands.md): the page is
 * the server's HTML; only its islands are hydrated, each with the component and props it names.
 * No router, no data layer, no message formatter: links are links, served from the edge cache.
 */
const config = (window as unknown as Record<string, AppConfig | undefined>)[BOOT_GLOBAL];
if (!config) throw new Error(`${BOOT_GLOBAL} missing: the page was not rendered by the worker`);
const icons = pageIconSource(document);

for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
  const Component = islandComponent(element.dataset.island);
  if (!Component) continue;
  const props = JSON.parse(element.dataset.props ?? "{}") as Record<string, unknown>;
  hydrateRoot(
    element,
    <StrictMode>
      <IslandProviders config={config} icons={icons}>
        <Component {...props} />
      </IslandProviders>
    </StrictMode>,
  );
}

// A prefixed page stores its locale, so `/` sends the visitor back to it (the unprefixed
// Slovak pages are reached through `/sk…`, which the worker stores as the choice).
const { locale } = splitLocalePath(window.location.pathname);
if (locale !== DEFAULT_LOCALE) storeLocale(locale);

startBuildCheck({ currentId: config.buildId });
