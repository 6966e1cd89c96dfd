export interface CliConfig {
  url: string;
  token: string;
  dir: string;
  format?: string;
  locales?: string[];
  xliffVersion?: string;
}
export const CONFIG_FILE: string;
export function loadConfig(
  flags: Record<string, unknown>,
  env?: Record<string, string | undefined>,
  cwd?: string,
): CliConfig;
export function checkedUrl(raw: string): string;
