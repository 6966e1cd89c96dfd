export type Ordered = Map<string, Ordered> | Ordered[] | string | number | boolean | null;
export function parseOrdered(text: string): Ordered;
export function shapeOf(tree: Ordered): "nested" | "flat" | null;
export function inOrderOf(fresh: Ordered, old: Ordered): Ordered;
export function indentOf(text: string): string;
export function stringifyOrdered(tree: Ordered, indent?: string): string;
