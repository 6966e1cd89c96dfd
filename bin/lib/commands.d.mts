export interface PushConfig {
  url: string;
  token: string;
  dir: string;
  format?: string;
}
export function push(config: PushConfig, paths: string[], flags: Record<string, unknown>): Promise<number>;
