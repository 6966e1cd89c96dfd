export const EXTENSIONS: Record<string, string>;
export function isTranslationFile(path: string): boolean;
export function formatOf(path: string, named?: string): string | undefined;
