import type { RouteObject } from "react-router";
import { TranslationFrame } from "./TranslationFrame";

/**
 * The editor's route in the worker: the page's frame only, which is all the server renders of
 * it anyway (the editor mounts after hydration, see TranslationPage.tsx). Chosen by the
 * `workerd` condition of package.json `imports` (`#editor-route`).
 */
export const editorRoute: Pick<RouteObject, "lazy" | "Component"> = { Component: TranslationFrame };
