import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The color tokens of client/styles.css: `--name: light-dark(#light, #dark)`. */
const css = readFileSync(new URL("../../client/styles.css", import.meta.url), "utf8");
const tokens = new Map(
  [...css.matchAll(/--([\w-]+):\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/gi)].map(([, name, light, dark]) => [
    name as string,
    { light: light as string, dark: dark as string },
  ]),
);

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text on background: WCAG AA 4.5:1. Focus ring and borders of controls: 3:1 (non-text contrast). */
const PAIRS: [string, string, number][] = [
  ["fg", "bg", 4.5],
  ["fg", "surface", 4.5],
  ["muted", "bg", 4.5],
  ["muted", "surface", 4.5],
  ["primary-strong", "bg", 4.5],
  ["primary-strong", "surface", 4.5],
  ["on-primary", "primary", 4.5],
  ["primary", "bg", 3],
  ["focus", "bg", 3],
  ["focus", "surface", 3],
];

describe("the color tokens", () => {
  it("are all light/dark pairs", () => {
    expect([...tokens.keys()]).toEqual(
      expect.arrayContaining(PAIRS.map(([fg]) => fg).concat(PAIRS.map(([, bg]) => bg))),
    );
  });

  for (const mode of ["light", "dark"] as const) {
    it.each(PAIRS)(`${mode}: --%s on --%s meets %s:1`, (fg, bg, min) => {
      const a = tokens.get(fg)?.[mode] ?? "";
      const b = tokens.get(bg)?.[mode] ?? "";
      expect(contrast(a, b)).toBeGreaterThanOrEqual(min);
    });
  }
});
