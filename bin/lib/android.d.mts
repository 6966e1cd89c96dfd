export function androidFiles(dir: string): string[];
export function androidFileName(path: string): string;
export function writeAndroid(
  dir: string,
  locale: string,
  report: { text: string; file?: string },
  force: boolean,
): { path: string; refused?: string; kept?: string };
