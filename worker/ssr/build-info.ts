import build from "../../dist/client/.vite/build.json";

/** This build's id, time and files, written by the client build (vite.config.ts) and bundled into the worker. */
export interface BuildInfo {
  id: string;
  timestamp: number;
  assets: string[];
}

export const BUILD: BuildInfo = build;
