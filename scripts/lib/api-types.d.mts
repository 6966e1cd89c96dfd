export const API_TYPES_FILE: string;
export const REGENERATE: string;
export function apiTypes(document: Record<string, unknown>): Promise<string>;
