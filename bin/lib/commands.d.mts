// What the unit tests and bin/polyglot.mjs see of ./commands.mjs; commands.mjs itself is checked
// through its JSDoc (bin/tsconfig.json names it).
import type { CliConfig } from "./config.mjs";

export interface PushConfig {
  url: string;
  token: string;
  dir: string;
  format?: string;
}
export function push(config: PushConfig | CliConfig, paths: string[], flags: Record<string, unknown>): Promise<number>;
export function status(config: CliConfig, flags: Record<string, unknown>): Promise<number>;
export function diff(config: CliConfig, paths: string[], flags: Record<string, unknown>): Promise<number>;
