export interface PullConfig {
  url: string;
  token: string;
  dir: string;
  format?: string;
  locales?: string[];
  xliffVersion?: string;
}
export function pull(config: PullConfig, flags?: { force?: boolean }): Promise<number>;
