export function writeXcodeJson(node: unknown, indent?: string): string;
export function mergeCatalog(serverText: string, oldText: string): string;
