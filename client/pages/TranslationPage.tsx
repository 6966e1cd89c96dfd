/// <reference types="vite/client" />
// (The worker type-checks this module too: Vite's types declare the stylesheet import.)
import "./translation/translation-page.css";
import { useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import type { AdminData } from "../lib/auth-routes";
import { TranslationFrame } from "./TranslationFrame";
import { Editor } from "./translation/Editor";

const noSubscription = () => () => {};

/**
 * The translation editor (`/admin/translation`). The worker renders the page's
 * frame only: the editor needs JavaScript to edit anyway, its data comes from
 * the admin API in the browser, and its stylesheet arrives with this route's
 * chunk (which the browser loads before hydrating), so rendering it after
 * hydration never shows it unstyled.
 */
export function TranslationPage() {
  const { user } = useRouteLoaderData("admin") as AdminData;
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return <TranslationFrame>{hydrated ? <Editor user={user} /> : undefined}</TranslationFrame>;
}
