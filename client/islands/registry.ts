import type { ComponentProps, ComponentType } from "react";
import { BuildBanner } from "../components/BuildBanner";
import { ColorModeIsland } from "./ColorModeIsland";

/**
 * The interactive parts of a public page, by name: the only components the browser renders
 * there (docs/decisions/0053-public-pages-hydrate-islands.md). The rest of the page is the
 * server's HTML.
 */
export const ISLANDS = {
  "color-mode": ColorModeIsland,
  "build-banner": BuildBanner,
} as const;

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof ISLANDS)[N]>;

/** The component of an island named in the page, or undefined for a name this build does not know. */
export function islandComponent(name: string | undefined): ComponentType<Record<string, unknown>> | undefined {
  return name !== undefined && Object.hasOwn(ISLANDS, name)
    ? (ISLANDS[name as IslandName] as ComponentType<Record<string, unknown>>)
    : undefined;
}
