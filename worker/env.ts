import type { ColorModePreference } from "../common/color-mode";

/** Bindings are typed once, from wrangler.toml, by `wrangler types` (worker-configuration.d.ts). */
export type Bindings = Env;

export interface Variables {
  /** Per-response CSP nonce, handed to React's renderer. */
  nonce: string;
  /** The visitor's stored colour-mode preference (`system` when none). */
  colorMode: ColorModePreference;
}

export type AppEnv = { Bindings: Bindings; Variables: Variables };
