import type { ComponentType } from "react";
import { ISLANDS, type IslandName, type IslandProps } from "./registry";

/** The attribute naming an island's component; its props travel as JSON in `data-props`. */
export const ISLAND_ATTRIBUTE = "data-island";

/**
 * An island of a public page: its component rendered by the server inside an element that
 * names it and carries its props, which the public entry (client/public-entry.tsx) hydrates
 * on its own with the same component and props. The wrapper takes no box (`display: contents`).
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const Component = ISLANDS[name] as ComponentType<Record<string, unknown>>;
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)}>
      <Component {...(props as Record<string, unknown>)} />
    </div>
  );
}
