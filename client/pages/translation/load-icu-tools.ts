import { useEffect, useState } from "react";

type IcuTools = typeof import("./icu-tools");

let loaded: IcuTools | null = null;
let loading: Promise<IcuTools> | null = null;

/** The ICU tools chunk, fetched once; the editor asks for it when the browser is idle after the first grid. */
export function loadIcuTools(): Promise<IcuTools> {
  loading ??= import("./icu-tools").then((tools) => {
    loaded = tools;
    return tools;
  });
  return loading;
}

/** The tools once loaded (null before: the caller shows its plain view meanwhile); `wanted` false: not yet asked for. */
export function useIcuTools(wanted = true): IcuTools | null {
  const [tools, setTools] = useState(loaded);
  useEffect(() => {
    if (tools || !wanted) return;
    let live = true;
    void loadIcuTools().then((t) => live && setTools(() => t));
    return () => {
      live = false;
    };
  }, [tools, wanted]);
  return tools;
}

/** Fetches the tools when the browser has nothing better to do. */
export function preloadIcuTools(): void {
  const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
  idle(() => void loadIcuTools());
}
