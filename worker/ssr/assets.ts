import type { AppConfig } from "../../client/lib/app-config";
import manifest from "../../dist/client/.vite/manifest.json";

const ENTRY = "client/entry.tsx";

interface ManifestChunk {
  file: string;
  css?: string[];
}

let assets: AppConfig["assets"] | undefined;

/**
 * The hashed entry script and its stylesheets, from the Vite manifest read at
 * bundle time: fixed for the life of the isolate, so worked out once.
 */
export function clientAssets(): AppConfig["assets"] {
  if (assets) return assets;
  const entry = (manifest as Record<string, ManifestChunk>)[ENTRY];
  if (!entry) throw new Error(`Vite manifest has no ${ENTRY}: run the client build first`);
  assets = { entry: `/${entry.file}`, styles: (entry.css ?? []).map((css) => `/${css}`) };
  return assets;
}
